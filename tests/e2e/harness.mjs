// Shared set-up of the end-to-end tests: a static server for the release build under a
// sub-path, the system's Chromium, and a page that fails the test on any console error.
import http from "node:http";
import { readFileSync } from "node:fs";
import { readFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { extname, join, normalize } from "node:path";
import { before, after } from "node:test";
import { chromium } from "playwright-core";

export const DIST = process.env.DIST;
export const BASE = process.env.BASE ?? "/boyi/";
export const SCREENSHOTS = process.env.SCREENSHOTS ?? "screenshots";
if (!DIST) throw new Error("set DIST to the release build's folder (make test-e2e does)");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".wasm": "application/wasm",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
};

/** Serves DIST at BASE on 127.0.0.1, and a host page at /host.html that embeds a game. */
export async function startServer() {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, "http://127.0.0.1");
    if (url.pathname === "/host.html") {
      res.writeHead(200, { "content-type": TYPES[".html"] });
      res.end(`<!doctype html><title>A course page</title><h1>Lesson</h1>
        <iframe id="game" title="Boyi" src="${BASE}?embed=1#/about" width="800" height="600"></iframe>`);
      return;
    }
    if (url.pathname === "/favicon.ico") {
      res.writeHead(204).end(); // the host page's; the app has its own icon
      return;
    }
    if (!url.pathname.startsWith(BASE)) {
      res.writeHead(404).end("not found");
      return;
    }
    let rel = decodeURIComponent(url.pathname.slice(BASE.length)) || "index.html";
    rel = normalize(rel);
    if (rel.startsWith("..")) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(join(DIST, rel));
      res.writeHead(200, { "content-type": TYPES[extname(rel)] ?? "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404).end("not found");
    }
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;
  return { server, origin, app: origin + BASE };
}

export async function launch() {
  return chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
      "--disable-sync",
    ],
  });
}

/**
 * A new page that records console errors, uncaught exceptions and any request to a host other
 * than the test server; `page.problems()` lists them.
 */
export async function openPage(context, origin) {
  const page = await context.newPage();
  const problems = [];
  page.on("console", (msg) => {
    if (msg.type() === "error") problems.push(`console error: ${msg.text()}`);
  });
  page.on("pageerror", (err) => problems.push(`uncaught: ${err.message}`));
  context.on("request", (req) => {
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) {
      problems.push(`request to another host: ${url}`);
    }
  });
  page.problems = () => problems;
  return page;
}

export async function screenshot(page, name) {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * Starts the server and the browser before a test file's tests and stops them after; the
 * returned object's fields are filled in once `before` has run.
 */
export function setUp() {
  const env = {};
  before(async () => {
    Object.assign(env, await startServer());
    env.browser = await launch();
  });
  after(async () => {
    await env.browser?.close();
    env.server?.close();
  });
  return env;
}

/** A phone's screen, for `browser.newContext`. */
export const PHONE = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

/** How many pixels the page is wider than the window (0 or less: it fits). */
export function horizontalOverflow(page) {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** axe-core's source, evaluated into each page checked. */
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** The impacts that fail an accessibility check. */
const BLOCKING = ["serious", "critical"];

/**
 * axe-core's serious and critical findings on the page as it is now, one per rule, each with
 * the selectors of the elements at fault. axe is evaluated through the DevTools protocol,
 * which the page's Content-Security-Policy (`script-src 'self'`) does not apply to, so the
 * page is checked under the same policy it runs with for everyone.
 */
export async function accessibilityViolations(page) {
  if (!(await page.evaluate(() => typeof window.axe === "object"))) {
    await page.evaluate(`${AXE}\n;undefined`);
  }
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ["violations"] });
    return result.violations.map((v) => ({
      id: v.id,
      help: v.help,
      nodes: v.nodes.map((n) => ({ impact: n.impact, target: n.target.join(" "), summary: n.failureSummary })),
    }));
  });
  return violations
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => BLOCKING.includes(n.impact)) }))
    .filter((v) => v.nodes.length > 0);
}

/** The violations as text: rule, impact, a short summary and the elements, a line each. */
export function describeViolations(violations) {
  return violations.map((v) => {
    const impacts = [...new Set(v.nodes.map((n) => n.impact))].join("/");
    const targets = v.nodes.slice(0, 8).map((n) => `    ${n.target}: ${n.summary.split("\n").slice(0, 2).join(" ")}`);
    const more = v.nodes.length > 8 ? [`    … and ${v.nodes.length - 8} more`] : [];
    return [`  ${v.id} (${impacts}, ${v.nodes.length} elements): ${v.help}`, ...targets, ...more].join("\n");
  }).join("\n");
}
