// The app shell: every route, languages, embedding, keyboard, the worker, offline.
import { test } from "node:test";
import assert from "node:assert/strict";
import { setUp, openPage, screenshot, PHONE, horizontalOverflow } from "./harness.mjs";

const env = setUp();

const ROUTES = [
  ["home", "", ".home .cards"],
  ["tictactoe", "#/tictactoe", "main h1"],
  ["bridge", "#/bridge", "main h1"],
  ["analysis", "#/analysis", "main h1"],
  ["killer", "#/killer", "main h1"],
  ["about", "#/about", "[data-action=worker-check]"],
  ["not-found", "#/chess", "[data-not-found]"],
];

test("every route renders under the sub-path with no console error", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  for (const [name, hash, selector] of ROUTES) {
    await page.goto(env.app + hash);
    await page.waitForSelector(selector);
    await screenshot(page, name);
  }
  // Navigation links move between pages without a reload.
  await page.goto(env.app);
  await page.waitForSelector(".home .cards");
  // The four game cards look alike: each title sits at the same place in its card, in the
  // same size (the pages' own styles must not reach the cards named after them).
  const titles = await page.$$eval(".home .card h2", (hs) => hs.map((h) => {
    const style = getComputedStyle(h);
    return `${h.getBoundingClientRect().top - h.parentElement.getBoundingClientRect().top} ${style.fontSize}`;
  }));
  assert.equal(titles.length, 4);
  assert.equal(new Set(titles).size, 1, `card titles differ: ${titles.join(", ")}`);
  await page.click("nav a[href$='#/about']");
  await page.waitForSelector("[data-action=worker-check]");
  assert.match(page.url(), /\/boyi\/#\/about$/);
  assert.equal(await page.getAttribute("nav a[href$='#/about']", "aria-current"), "page");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the layout fits a phone", async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await openPage(context, env.origin);
  await page.goto(env.app);
  await page.waitForSelector(".home .cards");
  const overflow = await horizontalOverflow(page);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
  await screenshot(page, "home-phone");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the language switches to Chinese and is remembered", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(env.app);
  await page.waitForSelector(".home .cards");
  assert.equal(await page.textContent(".brand span"), "Boyi");
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForFunction(() => document.querySelector(".brand span")?.textContent === "博弈");
  assert.equal(await page.getAttribute("html", "lang"), "zh-CN");
  await page.reload();
  await page.waitForSelector(".home .cards");
  assert.equal(await page.textContent(".brand span"), "博弈");
  assert.match(await page.textContent("nav"), /井字棋/);
  await screenshot(page, "home-zh");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("?embed=1 hides the site chrome, also inside another site's iframe", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(env.app + "?embed=1#/about");
  await page.waitForSelector("[data-action=worker-check]");
  assert.equal(await page.$(".site-header"), null);
  assert.equal(await page.$(".site-footer"), null);
  await page.goto(env.origin + "/host.html");
  const frame = page.frameLocator("#game");
  await frame.locator("[data-action=worker-check]").click();
  await frame.locator("[data-worker-check=passed]").waitFor();
  assert.equal(await frame.locator(".site-header").count(), 0);
  await screenshot(page, "embedded");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the keyboard reaches everything: skip link, navigation, language", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(env.app);
  await page.waitForSelector(".home .cards");
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement.className), "skip-link");
  await page.keyboard.press("Enter");
  assert.equal(await page.evaluate(() => document.activeElement.id), "main");
  // Tab from the top of a fresh page reaches a navigation link, and Enter follows it.
  await page.reload();
  await page.waitForSelector(".home .cards");
  for (let i = 0; i < 3; i++) await page.keyboard.press("Tab");
  const target = await page.evaluate(() => document.activeElement.getAttribute("href"));
  assert.match(target ?? "", /#\/tictactoe$/);
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => location.hash === "#/tictactoe");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("a worker job round-trips, and cancelling restarts the worker", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(env.app + "#/about");
  // The page first says what each game page is for, each with its link.
  await page.waitForSelector("[data-purpose=killer]");
  const purposes = await page.$$eval("[data-purpose]", (d) => d.map((e) => e.dataset.purpose));
  assert.deepEqual(purposes, ["tictactoe", "bridge", "analysis", "killer"]);
  assert.match(await page.textContent("[data-purpose=bridge]"), /^For practising bridge/);
  assert.equal(await page.$$eval(".about-pages dt a", (a) => a.length), 4);
  await page.click("[data-action=worker-check]");
  await page.waitForSelector("[data-worker-check=passed]");
  assert.match(await page.textContent("[data-worker-check=passed]"), /clauses/);
  // Cancel straight away: the page stays responsive and the next job still works.
  // Cancel one task after starting, inside the page: a click from the test can arrive after a
  // warm worker has already finished. Yew re-renders in a microtask, so Cancel is enabled.
  await page.evaluate(async () => {
    document.querySelector("[data-action=worker-check]").click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const cancel = [...document.querySelectorAll(".about .actions button")].find((b) => !b.dataset.action);
    if (cancel.disabled) throw new Error("Cancel is not enabled while the check runs");
    cancel.click();
  });
  await page.waitForSelector("[data-worker-check=cancelled]");
  await page.click("[data-action=worker-check]");
  await page.waitForSelector("[data-worker-check=passed]");
  await screenshot(page, "about-worker");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("after one visit the app reloads and works with the network off", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(env.app + "#/about");
  await page.waitForSelector("[data-action=worker-check]");
  // The service worker installs, caches every file and takes control of the page.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await page.waitForSelector("[data-offline=true]");
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector("[data-action=worker-check]");
  await page.click("[data-action=worker-check]");
  await page.waitForSelector("[data-worker-check=passed]");
  for (const [, hash, selector] of ROUTES) {
    await page.goto(env.app + hash);
    await page.waitForSelector(selector);
  }
  await page.goto(env.app + "?embed=1#/about");
  await page.waitForSelector("[data-action=worker-check]");
  await screenshot(page, "offline");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("each page has its own title, and a move between pages focuses its heading", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(env.app);
  await page.waitForSelector(".home .cards");
  assert.equal(await page.title(), "Boyi 博弈");
  const titles = new Set();
  for (const hash of ["#/tictactoe", "#/bridge", "#/analysis", "#/killer"]) {
    await page.click(`nav a[href$='${hash}']`);
    await page.waitForFunction((h) => location.hash === h, hash);
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    const title = await page.title();
    assert.match(title, / · Boyi 博弈$/);
    const heading = await page.$eval("main h1", (h) => h.textContent);
    assert.ok(title.startsWith(heading), `"${title}" names the page "${heading}"`);
    titles.add(title);
  }
  assert.equal(titles.size, 4);
  assert.deepEqual(page.problems(), []);
  await context.close();
});
