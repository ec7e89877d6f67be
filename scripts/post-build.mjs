// Trunk post-build hook (see Trunk.toml). Runs in the staging folder of every build.
//
// 1. The page's Content-Security-Policy allows no inline script, but Trunk starts the app with
//    one; move it into a file of its own, named by its hash like Trunk's other files.
// 2. Write the service worker: a cache named after a hash of every file of this build, and the
//    list of those files to fetch on install, so after one visit the app works offline and a
//    new build replaces the old cache as a whole.
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

const staging = process.env.TRUNK_STAGING_DIR;
if (!staging) {
  console.error("post-build: TRUNK_STAGING_DIR is not set; run this from Trunk");
  process.exit(1);
}
const hash = (data) => createHash("sha256").update(data).digest("hex");

// 1. The start-up script.
const indexPath = join(staging, "index.html");
let html = readFileSync(indexPath, "utf8");
const inline = /<script type="module"( nonce="[^"]*")?>([\s\S]*?)<\/script>/g;
const scripts = [...html.matchAll(inline)];
if (scripts.length !== 1) {
  console.error(`post-build: expected one inline start-up script in index.html, found ${scripts.length}`);
  process.exit(1);
}
const body = scripts[0][2].trim() + "\n";
const bootName = `boot-${hash(body).slice(0, 16)}.js`;
writeFileSync(join(staging, bootName), body);
html = html.replace(scripts[0][0], `<script type="module" src="${bootName}"></script>`);
writeFileSync(indexPath, html);

// 2. The service worker.
const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else files.push(relative(staging, path).split(sep).join("/"));
  }
};
walk(staging);
const precache = files.filter((f) => f !== "sw.js");
const version = hash(precache.map((f) => `${f}\0${hash(readFileSync(join(staging, f)))}`).join("\n"));
const sw = `// Written by scripts/post-build.mjs for this build; do not edit.
const CACHE = "boyi-${version.slice(0, 16)}";
const FILES = ${JSON.stringify(["./", ...precache], null, 2)};

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    await cache.addAll(FILES.map((file) => new Request(file, { cache: "reload" })));
    await self.skipWaiting();
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("boyi-") && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

// Cache first: every file of a build is in the cache from install on. A navigation to any
// address of the app (a query such as ?embed=1 included) is answered with the app's page.
self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(request, { ignoreSearch: true })
      ?? (request.mode === "navigate" ? await cache.match("./") : undefined);
    return hit ?? fetch(request);
  })());
});
`;
writeFileSync(join(staging, "sw.js"), sw);
console.log(`post-build: ${bootName}, sw.js caching ${precache.length + 1} entries as boyi-${version.slice(0, 16)}`);
