#!/usr/bin/env bash
# Installs what `make` needs, at pinned versions, skipping whatever is already there.
#   scripts/setup.sh build   the wasm target, Trunk, wasm-bindgen-cli, wasm-opt (binaryen)
#   scripts/setup.sh test    also Chromium, chromedriver, libclang (for the DDS oracle) and
#                            the end-to-end tests' node packages
#   scripts/setup.sh start   what the lints and native tests need (the wasm target, the
#                            Debian packages) now, the rest in the background; `test` then
#                            waits for it. `make test` does this: compiling Trunk and
#                            wasm-bindgen-cli (half of a first run) shares the two cores with
#                            the lints and native tests instead of coming before them.
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

# Whether Trunk, wasm-bindgen-cli or wasm-opt is missing.
tools_missing() {
  ! has_version trunk "$TRUNK_VERSION" ||
    ! has_version wasm-bindgen "$WASM_BINDGEN_VERSION" ||
    ! has_version wasm-bindgen-test-runner "$WASM_BINDGEN_VERSION" ||
    ! has_version wasm-opt "version ${BINARYEN_VERSION%%.*}"
}

build_tools() {
  wasm_target
  if ! has_version trunk "$TRUNK_VERSION"; then
    say "installing Trunk $TRUNK_VERSION (about 10 minutes on 2 cores)"
    cargo install trunk --version "$TRUNK_VERSION" --locked
  fi
  if ! has_version wasm-bindgen "$WASM_BINDGEN_VERSION" || ! has_version wasm-bindgen-test-runner "$WASM_BINDGEN_VERSION"; then
    say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION"
    # Not --locked: its lock file names a version that the registry no longer serves.
    cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
  fi
  if ! has_version wasm-opt "version ${BINARYEN_VERSION%%.*}"; then
    say "installing wasm-opt from npm binaryen@$BINARYEN_VERSION"
    mkdir -p .tools/binaryen .tools/bin
    npm install --prefix .tools/binaryen --no-audit --no-fund --loglevel=error "binaryen@$BINARYEN_VERSION"
    ln -sf ../binaryen/node_modules/.bin/wasm-opt .tools/bin/wasm-opt
  fi
}

debian_packages() {
  local missing=()
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  command -v chromedriver >/dev/null 2>&1 || missing+=(chromium-driver)
  [ -e /usr/lib/llvm-14/lib/libclang.so ] || ls /usr/lib/llvm-*/lib/libclang*.so >/dev/null 2>&1 || missing+=(libclang-dev)
  if [ ${#missing[@]} -gt 0 ]; then
    say "installing ${missing[*]} from Debian"
    local sudo=""
    [ "$(id -u)" -eq 0 ] || sudo=sudo
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}"
  fi
}

node_packages() {
  if [ ! -d tests/e2e/node_modules/playwright-core ]; then
    say "installing the end-to-end tests' node packages"
    (cd tests/e2e && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

# The background set-up of `start`: its process id while it runs, then its log.
BG_PID=.tools/setup-background.pid
BG_LOG=.tools/setup-background.log

background_running() {
  [ -f "$BG_PID" ] && kill -0 "$(cat "$BG_PID")" 2>/dev/null
}

start() {
  wasm_target
  debian_packages
  if background_running; then
    say "the background set-up is already running (log: $BG_LOG)"
  elif tools_missing || [ ! -d tests/e2e/node_modules/playwright-core ]; then
    mkdir -p .tools
    say "installing the build tools and node packages in the background (log: $BG_LOG)"
    (build_tools; node_packages) >"$BG_LOG" 2>&1 </dev/null &
    echo $! >"$BG_PID"
  fi
}

# Waits for the background set-up. Its outcome need not be read: the foreground set-up that
# follows skips what it installed and redoes, with its errors in sight, whatever failed.
wait_background() {
  if background_running; then
    say "waiting for the background set-up (log: $BG_LOG)"
    while background_running; do sleep 5; done
  fi
  rm -f "$BG_PID"
}

case "${1:-}" in
  build) build_tools ;;
  start) start ;;
  test) wait_background; build_tools; debian_packages; node_packages ;;
  *) echo "usage: $0 build|start|test" >&2; exit 2 ;;
esac
