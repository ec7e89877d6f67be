#!/usr/bin/env bash
# Installs what `make` needs, at pinned versions, skipping whatever is already there.
#   scripts/setup.sh build   the wasm target, Trunk, wasm-bindgen-cli, wasm-opt (binaryen)
#   scripts/setup.sh test    also Chromium, chromedriver, libclang (for the DDS oracle) and
#                            the end-to-end tests' node packages
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

build_tools() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
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

test_tools() {
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
  if [ ! -d tests/e2e/node_modules/playwright-core ]; then
    say "installing the end-to-end tests' node packages"
    (cd tests/e2e && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

case "${1:-}" in
  build) build_tools ;;
  test) build_tools; test_tools ;;
  *) echo "usage: $0 build|test" >&2; exit 2 ;;
esac
