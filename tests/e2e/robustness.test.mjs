// Bad luck and bad input never cost the user their game: a worker that dies is replaced and
// the page says so (in both languages) with the auction or the deal still there; an enormous
// paste is refused at once with its size, and the page keeps answering; markup in an
// address or a paste is shown as text; what an address asks for that a page cannot do is
// said, not dropped. The worker is killed with the crash job of the end-to-end build
// (`boyiCrashWorker()`, the `crash-job` feature), which users' builds do not have.
import { test } from "node:test";
import assert from "node:assert/strict";
import { setUp, openPage, screenshot } from "./harness.mjs";

const env = setUp();

const SQUEEZE = "N:Q5.A..2 K3.K3.. A.Q5..A 42.42..";

/** What the page reports beyond the crash itself (the dying worker's own message). */
function problemsBesidesTheCrash(page) {
  return page.problems().filter((p) => !/crash job|unreachable|background worker|worker_loader/.test(p));
}

function auctionCalls(page) {
  return page.$$eval("[data-auction] [data-call]", (calls) => calls.map((c) => c.dataset.call));
}

async function crashWorker(page) {
  await page.waitForFunction(() => typeof window.boyiCrashWorker === "function");
  await page.evaluate(() => window.boyiCrashWorker());
  await page.waitForSelector("[data-worker-crashed]");
}

test("a worker that dies mid-auction is replaced, said in both languages, and the auction stays", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/bridge?board=3&seat=south`);
  await page.waitForSelector("[data-box-call]");
  const first = (await auctionCalls(page)).length;
  await page.click("[data-box-call=P]");
  await page.waitForFunction((n) => document.querySelectorAll("[data-auction] [data-call]").length > n, first);
  const before = await auctionCalls(page);

  await crashWorker(page);
  assert.match(await page.textContent("[data-worker-crashed]"), /stopped unexpectedly; a fresh one has been started/);
  assert.deepEqual(await auctionCalls(page), before);
  assert.match(page.url(), /board=3&seat=south/);
  await screenshot(page, "worker-crashed");

  await page.click("[data-worker-crashed] button");
  await page.waitForSelector("[data-worker-crashed]", { state: "detached" });
  await page.selectOption(".lang select", "zh-CN");
  await crashWorker(page);
  assert.match(await page.textContent("[data-worker-crashed]"), /后台线程意外停止；已启动一个新的/);
  assert.deepEqual(await auctionCalls(page), before);
  assert.equal(await page.isEnabled("[data-box-call=P]"), true);
  await screenshot(page, "worker-crashed-zh");
  assert.deepEqual(problemsBesidesTheCrash(page), []);
  await context.close();
});

test("after its worker dies the analysis keeps its deal, and the new worker answers", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/analysis?deal=${encodeURIComponent(SQUEEZE)}&trump=N&leader=south`);
  await page.waitForFunction(() => {
    const cards = [...document.querySelectorAll("[data-card]")];
    return cards.length > 0 && cards.every((c) => c.dataset.tricks !== undefined);
  });
  const deal = await page.inputValue("[data-current-deal]");
  const solved = await page.$$eval("[data-card]", (cs) => cs.map((c) => c.dataset.card).join(" "));

  await crashWorker(page);
  assert.equal(await page.inputValue("[data-current-deal]"), deal);
  // The next card's values come from the new worker.
  await page.click("[data-card][data-tricks]");
  await page.waitForFunction((old) => {
    const cards = [...document.querySelectorAll("[data-card]")];
    return cards.length > 0 && cards.map((c) => c.dataset.card).join(" ") !== old &&
      cards.every((c) => c.dataset.tricks !== undefined);
  }, solved);
  assert.equal(await page.inputValue("[data-current-deal]"), deal);
  assert.deepEqual(problemsBesidesTheCrash(page), []);
  await context.close();
});

test("a 10 MB paste is refused at once with its size, and the page keeps answering", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/analysis`);
  await page.waitForSelector("#dd-paste");
  const huge = `${SQUEEZE}\n${"AKQJT98765432 ".repeat(750000)}`;
  await page.fill("#dd-paste", huge);
  const start = Date.now();
  await page.click("[data-action=load]");
  await page.waitForFunction(() => /10\.5 MB long; a deal or a problem file takes at most 1\.0 MB/
    .test(document.querySelector("[data-input-error]")?.textContent));
  assert.ok(Date.now() - start < 10000, `refusing took ${Date.now() - start} ms`);
  // The page answers: the language switches.
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForSelector("text=双明手结果表");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("markup in an address or a paste is shown as text", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  const hostile = '<img src=x onerror="window.pwned=1">';
  await page.goto(`${env.app}#/analysis?${encodeURIComponent(hostile)}=1&deal=${encodeURIComponent(`N:${hostile}... K... Q... J...`)}`);
  await page.waitForSelector("[data-address-notice]");
  assert.ok((await page.textContent("[data-address-notice]")).includes(hostile));
  await page.waitForSelector("[data-input-error]");
  await page.fill("#dd-paste", "[Deal \"N:<q>x</q>... K... Q... J...\"]");
  await page.click("[data-action=load]");
  await page.waitForFunction(() => /`<` is not a rank/.test(document.querySelector("[data-input-error]")?.textContent));
  assert.equal(await page.$$eval("main img, main q", (found) => found.length), 0);
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("an address's unknown settings and bad values are said in both languages on every page", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  for (const hash of ["#/?colour=red", "#/about?colour=red", "#/killer?colour=red", "#/tictactoe?colour=red",
    "#/bridge?colour=red", "#/analysis?colour=red"]) {
    await page.goto(env.app + hash);
    await page.waitForSelector("[data-address-notice]");
    assert.match(await page.textContent("[data-address-notice]"), /`colour` is not a setting of this page/, hash);
  }
  await page.goto(`${env.app}#/tictactoe?ai=deep-blue&human=z`);
  await page.waitForSelector("[data-address-notice]");
  const notice = await page.textContent("[data-address-notice]");
  assert.match(notice, /ai `deep-blue`: random, static, minimax/);
  assert.match(notice, /human `z`: x or o/);
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForFunction(() => /human“z”：应为x 或 o/.test(document.querySelector("[data-address-notice]")?.textContent));
  // The bridge table reads the seat by name, and says in Chinese what it could not read.
  await page.goto(`${env.app}#/bridge?seat=west&board=0`);
  await page.waitForSelector("[data-address-errors]");
  assert.match(await page.textContent("[data-address-errors]"), /board“0”：应为1 到 9999 之间的整数/);
  assert.equal(await page.getAttribute("[data-hand=W]", "data-face-up"), "true");
  await page.goto(`${env.app}#/analysis?leader=nowhere`);
  await page.waitForSelector("[data-address-notice]");
  assert.match(await page.textContent("[data-address-notice]"), /leader“nowhere”/);
  await screenshot(page, "address-notice-zh");
  assert.deepEqual(page.problems(), []);
  await context.close();
});
