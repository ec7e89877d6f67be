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
  await paste(page, "#dd-paste", huge);
  await page.waitForFunction(() => /10\.5 MB long; a deal or a problem file takes at most 1\.0 MB/
    .test(document.querySelector("[data-input-error]")?.textContent));
  // Refused as it arrives, and not kept in the box.
  assert.equal(await page.inputValue("#dd-paste"), "");
  await watchLongTasks(page);
  // The page answers: the language switches.
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForSelector("text=双明手结果表");
  const longest = await longestTask(page);
  assert.ok(longest < FROZEN_MS, `the page was held for ${longest} ms`);
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("10 MB of many lines pasted as a deal is refused, and the page keeps answering", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/analysis`);
  await page.waitForSelector("#dd-paste");
  await paste(page, "#dd-paste", `${SQUEEZE}\n`.repeat(300000));
  await page.waitForFunction(() => /10\.\d MB long; a deal or a problem file takes at most 1\.0 MB/
    .test(document.querySelector("[data-input-error]")?.textContent));
  assert.equal(await page.inputValue("#dd-paste"), "");
  await watchLongTasks(page);
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForSelector("text=双明手结果表");
  const longest = await longestTask(page);
  assert.ok(longest < FROZEN_MS, `the page was held for ${longest} ms`);
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("10 MB of many lines pasted as a game record at the bridge table is refused at once", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/bridge`);
  await page.click("[data-settings] summary");
  await page.click("[data-import] summary");
  await paste(page, "[data-import-text]", `[Deal "${SQUEEZE}"]\n`.repeat(250000));
  await page.waitForFunction(() => /10\.\d MB long; a game record takes at most 1\.0 MB/
    .test(document.querySelector("[data-import-error]")?.textContent));
  assert.equal(await page.inputValue("[data-import-text]"), "");
  await watchLongTasks(page);
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForFunction(() => /MB/.test(document.querySelector("[data-import-error]")?.textContent)
    && document.documentElement.lang.startsWith("zh"));
  const longest = await longestTask(page);
  assert.ok(longest < FROZEN_MS, `the page was held for ${longest} ms`);
  await screenshot(page, "bridge-import-10mb-refused-zh");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

/** A PBN file of `n` boards, each with a deal of its own (a shifted copy of one deal). */
function boardsFile(n) {
  const deals = [
    "N:T964.A73.J3.KJ53 Q87.K85.T94.8742 AJ2.T962.KQ5.QT6 K53.QJ4.A8762.A9",
    "N:643.KJ853.K875.9 72.Q2.43.AKT8642 QT5.A64.AQ92.Q53 AKJ98.T97.JT6.J7",
  ];
  const seats = "NESW";
  const vul = ["None", "NS", "EW", "All"];
  const out = [];
  for (let i = 0; i < n; i++) {
    out.push(`[Event "Generated"]\n[Board "${i + 1}"]\n[Dealer "${seats[i % 4]}"]\n` +
      `[Vulnerable "${vul[(i >> 2) % 4]}"]\n[Deal "${deals[i % 2]}"]\n\n`);
  }
  return out.join("");
}

/** Puts `text` into a text box at once and tells the page, as a paste does. (Playwright's
 * `fill` takes minutes on a text area of a million lines.) */
async function paste(page, selector, text) {
  // The text crosses to the page first, so that what the page does with the paste is one task
  // of its own, which `longestTask` sees apart from the test's transfer of megabytes.
  await page.evaluate((value) => { window.boyiTestPaste = value; }, text);
  await page.$eval(selector, (area) => {
    area.value = window.boyiTestPaste;
    delete window.boyiTestPaste;
    area.dispatchEvent(new InputEvent("input", { bubbles: true, inputType: "insertFromPaste" }));
  });
}

/**
 * Starts recording the page's long tasks; `longestTask(page)` then gives the longest in
 * milliseconds. The tests start it once a paste is refused (the paste itself is the browser
 * putting megabytes into a text box): a page that kept the megabytes, or parses or lays them
 * out, then holds its thread for many seconds on a language switch; one that refused them
 * does not. The bound is loose, since the tests run three at a time on a machine of two
 * cores: it tells a frozen page from a busy one.
 */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.boyiLongestTask = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.boyiLongestTask = Math.max(window.boyiLongestTask, entry.duration);
      }
    }).observe({ type: "longtask" });
  });
}

async function longestTask(page) {
  // Entries reach the observer after their task; one frame later they are all in.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
  return page.evaluate(() => window.boyiLongestTask);
}

/** The longest task the page may take over a refusal or a language switch. */
const FROZEN_MS = 3000;

/** Switches the language and waits for the files panel's title to say `title`. */
async function switchLanguage(page, lang, title) {
  await page.selectOption(".lang select", lang);
  await page.waitForFunction((t) => document.querySelector("#dd-boards-title")?.textContent === t, title);
}

test("a 10 MB paste and a file of 100,000 boards are refused with the limits, the open file stays", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/analysis`);
  await page.waitForSelector("[data-open-file]");
  // A file of two boards is open first: nothing refused afterwards may lose it.
  await page.setInputFiles("[data-open-file]", { name: "two.pbn", mimeType: "text/plain", buffer: Buffer.from(boardsFile(2)) });
  await page.waitForSelector("[data-board='1']");

  const hundredThousand = boardsFile(100000);
  assert.ok(hundredThousand.length > 10e6, `${hundredThousand.length} bytes`);
  // Handing the browser the file takes Playwright seconds; the page refuses it from its size.
  await page.setInputFiles("[data-open-file]", { name: "huge.pbn", mimeType: "text/plain", buffer: Buffer.from(hundredThousand) });
  await watchLongTasks(page);
  await page.waitForFunction(() => /is 14\.\d MB long; this page opens files of at most 2\.0 MB and 1000 boards\. .*`boyi records`/
    .test(document.querySelector("[data-file-error]")?.textContent));
  await switchLanguage(page, "zh-CN", "牌局文件");
  let longest = await longestTask(page);
  assert.ok(longest < FROZEN_MS, `the page was held for ${longest} ms`);
  await screenshot(page, "file-of-100000-boards-refused-zh");

  // Pasted, 10 MB of 420,000 lines: refused as it arrives, in Chinese now, and not kept in
  // the box, whose layout would hold the page up.
  const tenMegabytes = boardsFile(70000);
  assert.ok(tenMegabytes.length > 10e6 && tenMegabytes.length < 11e6, `${tenMegabytes.length} bytes`);
  await paste(page, "[data-paste-file]", tenMegabytes);
  await page.waitForFunction(() => /文件大小为 10\.\d MB；本页只能打开不超过 2\.0 MB、1000 副牌的文件/
    .test(document.querySelector("[data-file-error]")?.textContent));
  assert.equal(await page.inputValue("[data-paste-file]"), "");
  await watchLongTasks(page);
  await switchLanguage(page, "en", "Files of boards");
  // The refusal is said again in the new language.
  assert.match(await page.textContent("[data-file-error]"), /is 10\.\d MB long; this page opens files of at most 2\.0 MB/);

  // Short enough to read but too many boards: read, counted and refused.
  await paste(page, "[data-paste-file]", boardsFile(1500));
  await page.click(".dd-boards-paste button[type=submit]");
  await page.waitForFunction(() => /holds 1500 boards; this page solves at most 1000 at a time/
    .test(document.querySelector("[data-file-error]")?.textContent));
  await screenshot(page, "file-of-1500-boards-refused");

  // The two boards opened first are still listed, and a click on one answers.
  assert.equal(await page.$$eval("[data-board]", (bs) => bs.length), 2);
  await page.click("[data-board='1']");
  await page.waitForSelector("[data-board-detail='1']");
  longest = await longestTask(page);
  assert.ok(longest < FROZEN_MS, `the page was held for ${longest} ms`);
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
