// Lighthouse on every page of a release build, served locally the way a static host serves
// it (pre-compressed files when the browser accepts them), in the system's Chromium.
// Lighthouse's default settings apply: a phone on a simulated slow 4G line.
//   node run.mjs DIST [BASE]   (make lighthouse builds DIST first; BASE is its URL path, "/")
import http from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

const [dist, base = "/"] = process.argv.slice(2);
if (!dist) throw new Error("usage: node run.mjs DIST [BASE] (the release build's folder and path)");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".wasm": "application/wasm",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".json": "application/json",
  ".webmanifest": "application/manifest+json",
};

async function exists(path) {
  return stat(path).then(() => true, () => false);
}

const server = http.createServer(async (req, res) => {
  const url = new URL(req.url, "http://127.0.0.1");
  if (!url.pathname.startsWith(base)) return res.writeHead(404).end("not found");
  const rel = normalize(decodeURIComponent(url.pathname).slice(base.length) || "index.html");
  if (rel.startsWith("..")) return res.writeHead(403).end();
  const path = join(dist, rel);
  if (!(await exists(path))) return res.writeHead(404).end("not found");
  const accepts = req.headers["accept-encoding"] ?? "";
  const headers = { "content-type": TYPES[extname(rel)] ?? "application/octet-stream" };
  let file = path;
  for (const [encoding, suffix] of [["br", ".br"], ["gzip", ".gz"]]) {
    if (accepts.includes(encoding) && (await exists(path + suffix))) {
      file = path + suffix;
      headers["content-encoding"] = encoding;
      break;
    }
  }
  res.writeHead(200, headers).end(await readFile(file));
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const origin = `http://127.0.0.1:${server.address().port}${base}`;

const chrome = await chromeLauncher.launch({
  chromePath: "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const pages = ["", "#/tictactoe", "#/bridge", "#/analysis", "#/killer", "#/about"];
const percent = (category) => Math.round(category.score * 100);
console.log("| page | performance | accessibility | best practices | first contentful paint |");
console.log("|---|---|---|---|---|");
let failed = false;
for (const hash of pages) {
  const result = await lighthouse(origin + hash, {
    port: chrome.port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance", "accessibility", "best-practices"],
  });
  const { categories, audits } = result.lhr;
  const fcp = audits["first-contentful-paint"].displayValue;
  console.log(
    `| ${hash || "#/"} | ${percent(categories.performance)} | ${percent(categories.accessibility)} | ` +
      `${percent(categories["best-practices"])} | ${fcp} |`,
  );
  for (const name of ["accessibility", "best-practices"]) {
    for (const ref of categories[name].auditRefs) {
      const audit = audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        failed = true;
        console.log(`  ${name}: ${audit.id}: ${audit.title}`);
        for (const item of audit.details?.items ?? []) {
          const node = item.node ?? item.target ?? {};
          if (node.selector) console.log(`    ${node.selector}`);
        }
      }
    }
  }
}
await chrome.kill();
server.close();
process.exitCode = failed ? 1 : 0;
