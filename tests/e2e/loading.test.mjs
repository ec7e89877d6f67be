// What a visitor sees before the app has started, and the pre-compressed files of `make dist`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { setUp, openPage, screenshot, DIST } from "./harness.mjs";

const env = setUp();

test("a loading notice in both languages shows until the app starts", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  // Hold the WebAssembly back, as a slow line would.
  let release;
  const held = new Promise((resolve) => { release = resolve; });
  await page.route("**/*.wasm", async (route) => { await held; await route.continue(); });
  await page.goto(env.app, { waitUntil: "domcontentloaded" });
  const notice = page.locator("#boot");
  await notice.waitFor();
  assert.match(await notice.textContent(), /Loading the engines/);
  assert.match(await notice.textContent(), /正在加载引擎/);
  assert.equal(await notice.getAttribute("role"), "status");
  await screenshot(page, "loading");
  release();
  await page.waitForSelector(".home .cards");
  assert.equal(await page.locator("#boot").count(), 0, "the notice is gone once the app runs");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the bundle's files are also written as .br and .gz with the same contents", () => {
  const copy = mkdtempSync(join(tmpdir(), "boyi-dist-"));
  try {
    cpSync(DIST, copy, { recursive: true });
    const script = fileURLToPath(new URL("../../scripts/compress.mjs", import.meta.url));
    // A quick Brotli level: the test checks what is written, not how small (make dist uses 11).
    execFileSync(process.execPath, [script, copy], { stdio: "pipe", env: { ...process.env, BROTLI_QUALITY: "5" } });
    const files = [];
    const walk = (dir) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else files.push(path);
      }
    };
    walk(copy);
    const wasm = files.filter((f) => f.endsWith(".wasm"));
    assert.ok(wasm.length >= 2, "the app's and the worker's WebAssembly");
    for (const f of files.filter((f) => /\.(html|js|css|wasm)$/.test(f))) {
      const original = readFileSync(f);
      assert.ok(brotliDecompressSync(readFileSync(`${f}.br`)).equals(original), `${f}.br`);
      assert.ok(gunzipSync(readFileSync(`${f}.gz`)).equals(original), `${f}.gz`);
    }
    for (const f of wasm) {
      assert.ok(statSync(`${f}.br`).size < statSync(f).size / 2, `${f} compresses`);
    }
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
});
