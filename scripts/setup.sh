#!/usr/bin/env bash
# Installs what `make` needs, at pinned versions, skipping whatever is already there.
#   scripts/setup.sh build   the wasm target, Trunk, wasm-bindgen-cli, wasm-opt (binaryen)
#   scripts/setup.sh test    also Chromium, chromedriver, a Chinese font and the end-to-end
#                            tests' node packages
#   scripts/setup.sh bench   also libclang, which the comparison with DDS (C++) needs
#   scripts/setup.sh start   what the lints and native tests need (the wasm target, the
#                            Debian packages) now, the rest in the background; `wasm` then
#                            waits for what the wasm tests need, `test` for everything.
#                            `make test` does this: compiling Trunk and wasm-bindgen-cli
#                            (half of a first run) shares the two cores with the lints and
#                            tests instead of coming before them.
# Project-local tools go to .tools/ (git-ignored); cargo tools to ~/.cargo/bin.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14
# Must equal the wasm-bindgen crate pinned in Cargo.toml (`=0.2.130`).
WASM_BINDGEN_VERSION=0.2.130
BINARYEN_VERSION=132.0.0
export PATH="$HOME/.cargo/bin:$PWD/.tools/bin:$PATH"

say() { printf '[setup] %s\n' "$*"; }

has_version() { # has_version COMMAND WANTED: the command prints a version containing WANTED
  command -v "$1" >/dev/null 2>&1 && "$1" --version 2>/dev/null | grep -qF "$2"
}

wasm_target() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
}

trunk_missing() {
  ! has_version trunk "$TRUNK_VERSION"
}

wasm_bindgen_missing() {
  ! has_version wasm-bindgen "$WASM_BINDGEN_VERSION" || ! has_version wasm-bindgen-test-runner "$WASM_BINDGEN_VERSION"
}

wasm_opt_missing() {
  ! has_version wasm-opt "version ${BINARYEN_VERSION%%.*}"
}

# The tools are compiled without link-time optimisation, in parallel code units, and little
# optimised (`light OPT_LEVEL cargo install …`): Trunk's own release profile (fat LTO, one code
# unit) spends minutes on one core, and neither tool does enough work in a build for the
# difference to show.
light() {
  local opt=$1
  shift
  CARGO_PROFILE_RELEASE_OPT_LEVEL=$opt CARGO_PROFILE_RELEASE_LTO=false \
    CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 "$@"
}

trunk_tool() {
  if trunk_missing; then
    say "installing Trunk $TRUNK_VERSION (several minutes on 2 cores)"
    # Without the update check (crates.io queries), which offline builds never use.
    # Unoptimised: half the CPU of opt-level 1, and a release build takes as long (its time
    # goes to cargo, wasm-bindgen and wasm-opt).
    light 0 cargo install trunk --version "$TRUNK_VERSION" --locked --no-default-features --features rustls
  fi
}

# What the wasm tests and release builds need besides Trunk.
wasm_tools() {
  if wasm_bindgen_missing; then
    say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION"
    # Not --locked: its lock file names a version that the registry no longer serves.
    # Unoptimised: it compiles in well under half the CPU time of opt-level 1, and binding a
    # test binary or the app then takes a second or two instead of a fraction of one.
    light 0 cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
  fi
  if wasm_opt_missing; then
    say "installing wasm-opt from npm binaryen@$BINARYEN_VERSION"
    mkdir -p .tools/binaryen .tools/bin
    npm install --prefix .tools/binaryen --no-audit --no-fund --loglevel=error "binaryen@$BINARYEN_VERSION"
    ln -sf ../binaryen/node_modules/.bin/wasm-opt .tools/bin/wasm-opt
  fi
}

build_tools() {
  wasm_target
  trunk_tool
  wasm_tools
}

debian_packages() {
  local missing=()
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
  if [ "${1:-}" = with-libclang ]; then
    ls /usr/lib/llvm-*/lib/libclang*.so >/dev/null 2>&1 || missing+=(libclang-dev)
  fi
  # A Chinese font, so that the screenshots of the 简体中文 pages show their text rather than
  # empty boxes (people's browsers have one; a bare test machine has none).
  fc-list :lang=zh 2>/dev/null | grep -q . || missing+=(fonts-wqy-microhei)
  if [ ${#missing[@]} -gt 0 ]; then
    say "installing ${missing[*]} from Debian"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
  fi
}

# Missing, or older than the lock file (a package added since the last install).
node_packages_missing() {
  local installed=tests/e2e/node_modules/.package-lock.json
  [ ! -f "$installed" ] || [ tests/e2e/package-lock.json -nt "$installed" ]
}

node_packages() {
  if node_packages_missing; then
    say "installing the end-to-end tests' node packages"
    (cd tests/e2e && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

# `start` runs two background jobs, `trunk` (Trunk alone, the longest) and `wasm` (the rest:
# wasm-bindgen-cli, wasm-opt, the node packages), so that the wasm tests can start while Trunk
# still compiles. Each leaves its process id in .tools/setup-JOB.pid while it runs and its
# output in .tools/setup-JOB.log.
running() {
  [ -f ".tools/setup-$1.pid" ] && kill -0 "$(cat ".tools/setup-$1.pid")" 2>/dev/null
}

in_background() { # in_background JOB FUNCTION...
  local job=$1
  shift
  if running "$job"; then
    say "the background job $job is already running (log: .tools/setup-$job.log)"
    return
  fi
  say "installing in the background: $job (log: .tools/setup-$job.log)"
  (for f in "$@"; do "$f"; done) >".tools/setup-$job.log" 2>&1 </dev/null &
  echo $! >".tools/setup-$job.pid"
}

start() {
  wasm_target
  debian_packages
  mkdir -p .tools
  if trunk_missing; then
    in_background trunk trunk_tool
  fi
  if wasm_bindgen_missing || wasm_opt_missing || node_packages_missing; then
    in_background wasm wasm_tools node_packages
  fi
}

# Waits for a background job. Its outcome need not be read: the foreground set-up that
# follows skips what it installed and redoes, with its errors in sight, whatever failed.
wait_for() {
  if running "$1"; then
    say "waiting for the background job $1 (log: .tools/setup-$1.log)"
    while running "$1"; do sleep 5; done
  fi
  rm -f ".tools/setup-$1.pid"
}

case "${1:-}" in
  build) build_tools ;;
  start) start ;;
  wasm) wait_for wasm; wasm_target; wasm_tools; debian_packages ;;
  test) wait_for wasm; wait_for trunk; build_tools; debian_packages; node_packages ;;
  bench) wait_for wasm; wait_for trunk; build_tools; debian_packages with-libclang; node_packages ;;
  *) echo "usage: $0 build|start|wasm|test|bench" >&2; exit 2 ;;
esac
