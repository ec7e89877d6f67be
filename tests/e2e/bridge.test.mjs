// The bridge table: a person bids a whole auction through the bidding box, reads the calls'
// meanings, undoes a call, sees the double-dummy table and par at the end, and goes on to the
// next board; on a phone too, and embedded.
import { test } from "node:test";
import assert from "node:assert/strict";
import { setUp, openPage, screenshot, PHONE, horizontalOverflow } from "./harness.mjs";

const env = setUp();

/** A full deal's double-dummy table takes the worker about half a minute today. */
const TABLE_TIMEOUT = 300000;

const bridge = (query) => `${env.app}#/bridge${query}`;

/** The calls of the auction grid, in order. */
function auctionCalls(page) {
  return page.$$eval("[data-auction] [data-call]", (calls) => calls.map((c) => c.dataset.call));
}

test("bid a whole auction with meanings, a warning and undo; the table and par at the end", { timeout: TABLE_TIMEOUT + 60000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await openPage(context, env.origin);
  // Board 19: South deals, East-West vulnerable. The practice set gives South a 1NT opening,
  // and on this board North answers it with Stayman.
  await page.goto(bridge("?board=19&seat=S&system=sayc&practice=1nt"));
  await page.waitForSelector("[data-box-call]");
  const info = await page.textContent("[data-board-info]");
  assert.match(info, /Board 19/);
  assert.match(info, /Dealer: South/);
  assert.match(info, /Vulnerable: East-West/);
  // South's cards are face up, the others face down.
  for (const [seat, up] of [["N", "false"], ["E", "false"], ["S", "true"], ["W", "false"]]) {
    assert.equal(await page.getAttribute(`[data-hand=${seat}]`, "data-face-up"), up, seat);
  }
  // For study, all four hands can be turned face up during the auction, and back.
  await page.check("[data-action=show-all]");
  await page.waitForSelector("[data-hand=N][data-face-up=true]");
  await page.uncheck("[data-action=show-all]");
  await page.waitForSelector("[data-hand=N][data-face-up=false]");
  const hcp = Number((await page.textContent("[data-hcp]")).match(/\d+/)[0]);
  assert.ok(hcp >= 15 && hcp <= 17, `South has ${hcp} HCP`);

  // Nothing to double or redouble on the first call; every bid and pass is offered, and each
  // says what it shows.
  assert.equal(await page.isDisabled("[data-box-call=X]"), true);
  assert.equal(await page.isDisabled("[data-box-call=XX]"), true);
  assert.equal(await page.$$eval("[data-box-call]:not([disabled])", (b) => b.length), 36);
  assert.match(await page.getAttribute("[data-box-call='1N']", "title"), /15-17 HCP, balanced/);
  assert.equal(await page.isDisabled("[data-action=undo]"), true);

  // A strong 2C with 15-17 points: the system's meaning and a warning.
  await page.click("[data-box-call='2C']");
  await page.waitForSelector("[data-call-index='0'][data-call='2C']");
  assert.match(await page.textContent("[data-detail] [data-meaning]"), /22\+ HCP/);
  assert.match(await page.textContent("[data-detail] [data-warning]"), /does not fit/);
  assert.match(await page.getAttribute("[data-call-index='0']", "title"), /⚠/);
  await screenshot(page, "bridge-warning");

  // Undo takes it back, and the computer calls after it.
  await page.click("[data-action=undo]");
  await page.waitForFunction(() => document.querySelectorAll("[data-auction] [data-call]").length === 0);
  assert.equal(await page.isDisabled("[data-box-call='2C']"), false);

  // 1NT fits: no warning. Then pass whenever it is South's turn, by keyboard once.
  await page.click("[data-box-call='1N']");
  await page.waitForSelector("[data-call-index='0'][data-call='1N']");
  assert.match(await page.textContent("[data-detail] [data-meaning]"), /15-17 HCP, balanced/);
  assert.equal(await page.$("[data-detail] [data-warning]"), null);
  // The limits now hold South to 15-17.
  assert.equal((await page.textContent("[data-limits-seat=S] [data-limits-hcp]")).trim(), "15-17");
  // The computer's calls after it have a meaning too, on hover (title) and on tap (detail).
  assert.match(await page.getAttribute("[data-call-index='2'][data-call='2C']", "title"), /^North 2♣: Stayman: asks for a four-card major/);
  const west = await page.getAttribute("[data-call-index='1']", "title");
  assert.match(west, /^West /);
  await page.click("[data-call-index='1']");
  const shown = (await page.textContent("[data-detail] [data-meaning]")).trim();
  assert.ok(shown.length > 0 && west.includes(shown), `${west} / ${shown}`);
  await screenshot(page, "bridge-bidding");

  let keyboard = true;
  for (let turn = 0; await page.$("[data-box-call]"); turn++) {
    assert.ok(turn < 40, "the auction never ends");
    if (keyboard) {
      await page.focus("[data-box-call=P]");
      await page.keyboard.press("Enter");
      keyboard = false;
    } else {
      await page.click("[data-box-call=P]");
    }
    await page.waitForFunction(
      (n) => !document.querySelector("[data-box-call]") ||
        document.querySelectorAll("[data-auction] [data-call]").length > n,
      (await auctionCalls(page)).length,
    );
  }
  const calls = await auctionCalls(page);
  assert.deepEqual(calls.slice(0, 3), ["1N", "P", "2C"]);
  assert.deepEqual(calls.slice(-3), ["P", "P", "P"]);

  // The end: all hands, the contract, the table and par, the contract's result, the way on.
  await page.waitForSelector("[data-review]");
  for (const seat of ["N", "E", "S", "W"]) {
    assert.equal(await page.getAttribute(`[data-hand=${seat}]`, "data-face-up"), "true", seat);
  }
  assert.match(await page.getAttribute("[data-contract]", "data-contract"), /^[1-7][CDHSN]$/);
  assert.match(await page.textContent("[data-play-later]"), /comes later/);
  await page.waitForSelector("[data-par]", { timeout: TABLE_TIMEOUT });
  const cells = await page.$$eval("[data-review] [data-dd]", (c) => c.map((x) => Number(x.textContent)));
  assert.equal(cells.length, 20);
  assert.ok(cells.every((v) => v >= 0 && v <= 13));
  assert.match(await page.textContent("[data-par]"), /Par: (NS [+-]\d+|no contract)/);
  assert.match(await page.textContent("[data-dd-result]"), /takes \d+ tricks: [+-]\d+ score for North-South \([+-]\d+ against par\)/);
  const analyse = await page.getAttribute("[data-action=analyse]", "href");
  assert.match(analyse, /#\/analysis\?deal=N%3A|#\/analysis\?deal=N:/);
  await screenshot(page, "bridge-over");

  // The next board: board 20, West deals, the auction starts again.
  await page.click("[data-action=next-board]");
  await page.waitForSelector("[data-board='20']");
  assert.match(page.url(), /board=20/);
  assert.match(await page.textContent("[data-board-info]"), /Dealer: West/);
  assert.equal(await page.$("[data-review]"), null);
  // West deals, so West, North and East call before South's first turn.
  assert.equal((await auctionCalls(page)).length, 3);
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the same board deals the same cards; a bad address is named and defaults are used", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  const south = () => page.textContent("[data-hand=S]");
  await page.goto(bridge("?board=7"));
  await page.waitForSelector("[data-hand=S]");
  const first = await south();
  await page.goto(bridge("?board=8"));
  await page.waitForSelector("[data-board='8']");
  assert.notEqual(await south(), first);
  await page.goto(bridge("?board=7"));
  await page.waitForSelector("[data-board='7']");
  assert.equal(await south(), first);
  // Another deal set: other cards for the same board, and the address says so.
  await page.fill("[data-choose=set]", "2");
  await page.press("[data-choose=set]", "Tab");
  await page.waitForFunction(() => location.hash.includes("set=2"));
  assert.notEqual(await south(), first);
  // In Chinese, the page and the system's meanings.
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForSelector("text=叫牌过程");
  assert.match(await page.getAttribute("[data-box-call=P]", "title"), /不叫/);
  await screenshot(page, "bridge-zh");

  await page.goto(bridge("?board=zero&system=acol"));
  await page.waitForSelector("[data-address-errors]");
  const errors = await page.$$eval("[data-address-errors] li", (l) => l.map((x) => x.textContent));
  assert.equal(errors.length, 2);
  assert.match(errors[0], /board `zero`/);
  assert.match(errors[1], /sayc or precision/);
  assert.equal(await page.getAttribute(".bridge", "data-board"), "1");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the table fits a phone and is bid by tapping; embedded it shows only the game", async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await openPage(context, env.origin);
  await page.goto(bridge("?board=1&seat=S"));
  await page.waitForSelector("[data-box-call]");
  await page.tap("[data-box-call=P]");
  await page.waitForFunction(() => document.querySelectorAll("[data-auction] [data-call]").length >= 3);
  // Tapping a call opens its meaning.
  await page.tap("[data-call-index='0']");
  assert.ok((await page.textContent("[data-detail] [data-meaning]")).trim().length > 0);
  assert.ok((await horizontalOverflow(page)) <= 0, "no sideways scrolling");
  await screenshot(page, "bridge-phone");

  await page.goto(`${env.app}?embed=1#/bridge?board=2`);
  await page.waitForSelector("[data-box-call]");
  assert.equal(await page.$(".site-header"), null);
  assert.equal(await page.$(".site-footer"), null);
  assert.ok(await page.$(".bridge [data-auction]"));
  assert.ok((await horizontalOverflow(page)) <= 0);
  await screenshot(page, "bridge-embed");
  assert.deepEqual(page.problems(), []);
  await context.close();
});
