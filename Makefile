# Boyi's commands. The two that matter: `make run` and `make test` (see README.md).
# Each installs whatever it needs first (scripts/setup.sh), skipping what is already there.

SHELL := /bin/bash
export PATH := $(HOME)/.cargo/bin:$(CURDIR)/.tools/bin:$(PATH)
export CHROMEDRIVER ?= /usr/bin/chromedriver
export CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER := wasm-bindgen-test-runner
# wasm-bindgen-test-runner waits this long (seconds) for the browser tests.
export WASM_BINDGEN_TEST_TIMEOUT ?= 300

# Where `make dist` puts the bundle, and the URL path it will be served from.
PUBLIC_URL ?= ./
DIST ?= dist
# The end-to-end tests serve a release build from this sub-path, as GitHub Pages would.
E2E_PUBLIC_URL := /boyi/
E2E_DIST := target/e2e-dist

.PHONY: run test test-full fuzz dist lighthouse bench bench-wasm lint fmt setup-build setup-start setup-wasm setup-test setup-bench test-native native-then-wasm end-to-end e2e-wasm test-wasm test-e2e clean

## make run: build the release app and serve it at http://127.0.0.1:8080
run: setup-build
	trunk serve --release --offline --address 127.0.0.1 --port 8080

## make test: every check: format, lints (native and wasm32), native tests, browser tests,
## end-to-end tests of the release build. The browser tools install in the background while
## the lints and native tests run (scripts/setup.sh start), Trunk on until the end-to-end tests.
test: setup-start lint
	$(MAKE) --no-print-directory --output-sync=target -j2 native-then-wasm end-to-end

## make test-full: also the long exhaustive and reference-suite checks (#[ignore]d in `make test`)
test-full: test
	cargo test --release -- --ignored

# Seconds of fuzzing per target in `make fuzz` (`cargo test` gives each half a second).
FUZZ_SECONDS ?= 60

## make fuzz: every reader fed arbitrary and damaged text for FUZZ_SECONDS each, two at a
## time; prints the executions per target and saves any input that breaks one in
## tests/fuzz-found/ (replayed by every `cargo test` from then on)
fuzz:
	@mkdir -p target
	set -o pipefail; FUZZ_SECONDS=$(FUZZ_SECONDS) cargo test --test native fuzz:: -- --nocapture --test-threads=2 2>&1 | tee target/fuzz.log
	@grep '^fuzz ' target/fuzz.log

## make dist: the release bundle in $(DIST)/ for the sub-path $(PUBLIC_URL), every text and
## wasm file also pre-compressed (.br, .gz) for hosts that serve such files
dist: setup-build
	trunk build --release --offline --public-url "$(PUBLIC_URL)" --dist "$(DIST)"
	node scripts/compress.mjs "$(DIST)"

## make lighthouse: Lighthouse 12.2.3 on every page of the release build served locally (a
## phone on a simulated slow 4G line); fails on any accessibility or best-practice finding
lighthouse: dist
	cd bench/lighthouse && { [ node_modules/.package-lock.json -nt package-lock.json ] || npm ci --no-audit --no-fund --loglevel=error; }
	node bench/lighthouse/run.mjs "$(DIST)"

# The comparison deals that `make bench` times the double-dummy solver on, natively and in wasm:
# the same ones, so that one run gives the wasm-to-native ratio (`DD_BENCH_DEALS=20 make bench`
# for a quicker look). The native comparison also times DD_BENCH_RANDOM fresh random deals.
DD_BENCH_DEALS ?= 200

## make bench: speed figures: the double-dummy solver against pons-dds and DDS 3.0, each in a
## process of its own (bench/compare), the killer deduction per turn natively and in a
## browser's Web Worker, the card-play worker pool, then the solver in wasm in headless Chromium
bench: setup-bench
	cargo clippy -p boyi-compare --all-targets -- -D warnings
	DD_BENCH_DEALS=$(DD_BENCH_DEALS) cargo bench -p boyi-compare
	cargo bench -p boyi
	# Optimised as the app is (the test profile is not).
	cargo test --release --target wasm32-unknown-unknown --test killer_worker_bench -- --nocapture
	$(MAKE) bench-wasm

## make bench-wasm: the double-dummy solver in wasm, ms per table in headless Chromium on the
## suite's endings and the first DD_BENCH_DEALS deals of the native comparison (default 200)
bench-wasm: setup-test
	DD_BENCH_DEALS=$(DD_BENCH_DEALS) cargo test --release --target wasm32-unknown-unknown --features peer-suite --test wasm_bench --test wasm_play_bench -- --include-ignored --nocapture

setup-build:
	@scripts/setup.sh build

setup-start:
	@scripts/setup.sh start

setup-wasm:
	@scripts/setup.sh wasm

setup-test:
	@scripts/setup.sh test

setup-bench:
	@scripts/setup.sh bench

lint:
	cargo fmt --all -- --check
	cargo clippy --all-targets -- -D warnings
	cargo clippy --all-targets --target wasm32-unknown-unknown -- -D warnings

fmt:
	cargo fmt --all

# Includes half a second of fuzzing per reader (tests/native/fuzz.rs, FUZZ_SECONDS unset).
test-native:
	cargo test

# Two chains side by side, one per core: the native then the browser tests, and the
# end-to-end build then its tests. The release build's link-time optimisation keeps one core
# busy for minutes while the native tests often leave one idle; the browser tests run one
# binary at a time in one browser; and when nothing has changed, the end-to-end tests (the
# longest step) start at once. Trunk later finds the wasm binaries built (`e2e-wasm` passes
# cargo what Trunk does) and only binds and shrinks them.
native-then-wasm:
	$(MAKE) --no-print-directory test-native
	$(MAKE) --no-print-directory setup-wasm
	$(MAKE) --no-print-directory test-wasm

end-to-end:
	$(MAKE) --no-print-directory e2e-wasm
	$(MAKE) --no-print-directory setup-test
	$(MAKE) --no-print-directory test-e2e

e2e-wasm:
	cargo build --release --target wasm32-unknown-unknown --bin app --bin worker --features crash-job

# Boyi's own code at opt-level 3 here (natively 1, Cargo.toml): the engines' tests in wasm run
# far slower at 1, and that costs more than compiling at 3 does.
test-wasm:
	cargo test --config 'profile.dev.package.boyi.opt-level=3' --target wasm32-unknown-unknown --test browser --test browser_engines

# The release build for the end-to-end tests is redone only when something it is built from
# has changed since: a warm `make test` skips the two optimised wasm builds. It has the
# `crash-job` feature (a job that kills its worker, for the tests of the page's recovery),
# which `make dist` and `make run` never have.
E2E_INPUTS := $(shell find src static -type f) index.html Cargo.toml Cargo.lock Trunk.toml scripts/post-build.mjs

$(E2E_DIST)/index.html: $(E2E_INPUTS)
	trunk build --release --offline --features crash-job --public-url "$(E2E_PUBLIC_URL)" --dist "$(E2E_DIST)"
	touch $@

test-e2e: $(E2E_DIST)/index.html
	cd tests/e2e && DIST="$(CURDIR)/$(E2E_DIST)" BASE="$(E2E_PUBLIC_URL)" SCREENSHOTS="$(CURDIR)/target/screenshots" npm test

clean:
	cargo clean
	rm -rf dist .tools tests/e2e/node_modules bench/lighthouse/node_modules
