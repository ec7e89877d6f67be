// The bridge table: a person bids a whole auction through the bidding box, reads the calls'
// meanings, undoes a call, concedes or plays the board through (hint, undo, keyboard, claim),
// sees the result, the double-dummy table, par and each card's cost and their own rates over
// the boards so far, replays the play, saves and loads the game record, and goes on to the
// next board; on a phone too, and embedded. The
// evaluation panel opens the paper's worked example beside Boyi's figures for the same hand.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { setUp, openPage, screenshot, PHONE, horizontalOverflow, SCREENSHOTS, accessibilityViolations, describeViolations } from "./harness.mjs";

const env = setUp();

/** A full deal's double-dummy table takes the worker about half a minute today. */
const TABLE_TIMEOUT = 300000;

const bridge = (query) => `${env.app}#/bridge${query}`;

/** The calls of the auction grid, in order. */
function auctionCalls(page) {
  return page.$$eval("[data-auction] [data-call]", (calls) => calls.map((c) => c.dataset.call));
}

/** Cards still in the four hands. */
function cardsLeft(page) {
  return page.$$eval("[data-hand]", (hands) => hands.reduce((n, h) => n + Number(h.dataset.cards), 0));
}

/** Makes a call from the bidding box: a bid by its level, then its strain; else the call. */
async function bid(page, call) {
  if (/^[1-7]/.test(call)) await page.click(`[data-box-level='${call[0]}']`);
  await page.click(`[data-box-call='${call}']`);
}

/** Accepts an opponent's claim, if one waits for an answer; whether one did. */
async function acceptOffer(page) {
  if (!(await page.$("[data-offer]"))) return false;
  await page.click("[data-action=accept-claim]");
  return true;
}

/** Waits for the end of the board, accepting any claim the opponents make meanwhile. */
async function untilReview(page, timeout) {
  const start = Date.now();
  while (!(await page.$("[data-review]"))) {
    assert.ok(Date.now() - start < timeout, "the board never ends");
    await page.waitForSelector("[data-review], [data-offer]", { timeout });
    await acceptOffer(page);
  }
}

/** Passes at each of South's turns (by `how`: "click" or "tap") until the auction ends. */
async function passToTheEnd(page, how) {
  while (await page.$("[data-box-call]")) {
    const before = (await auctionCalls(page)).length;
    await page[how]("[data-box-call=P]");
    await page.waitForFunction((n) => !document.querySelector("[data-box-call]") ||
      document.querySelectorAll("[data-auction] [data-call]").length > n, before);
  }
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

  // Nothing to double or redouble on the first call; every level and pass is offered, the
  // lowest level's strains to start with, and each call says what it shows.
  assert.equal(await page.isDisabled("[data-box-call=X]"), true);
  assert.equal(await page.isDisabled("[data-box-call=XX]"), true);
  assert.equal(await page.$$eval("[data-box-level]:not([disabled])", (b) => b.length), 7);
  assert.deepEqual(await page.$$eval("[data-box-call]:not([disabled])", (b) => b.map((x) => x.dataset.boxCall)),
    ["1C", "1D", "1H", "1S", "1N", "P"]);
  assert.match(await page.getAttribute("[data-box-call='1N']", "title"), /15-17 HCP, balanced/);
  // Pass's meaning does not repeat the word.
  assert.doesNotMatch(await page.getAttribute("[data-box-call=P]", "aria-label"), /Pass: Pass/);
  assert.equal(await page.isDisabled("[data-action=undo]"), true);

  // A strong 2C with 15-17 points: the system's meaning and a warning.
  await bid(page, "2C");
  await page.waitForSelector("[data-call-index='0'][data-call='2C']");
  assert.match(await page.textContent("[data-detail] [data-meaning]"), /22\+ HCP/);
  assert.match(await page.textContent("[data-detail] [data-warning]"), /does not fit/);
  assert.match(await page.getAttribute("[data-call-index='0']", "title"), /⚠/);
  // What partner now believes of South's hand, and the call the system gives it.
  const reads = await page.textContent("[data-detail] [data-partner-reads]");
  assert.match(reads, /Partner will now believe you hold 22\+ HCP/);
  assert.match(reads, /The system gives your hand 1N: 15-17 HCP, balanced/);
  await screenshot(page, "bridge-warning");

  // Undo takes it back, and the computer calls after it.
  await page.click("[data-action=undo]");
  await page.waitForFunction(() => document.querySelectorAll("[data-auction] [data-call]").length === 0);
  await page.click("[data-box-level='2']");
  assert.equal(await page.isDisabled("[data-box-call='2C']"), false);

  // 1NT fits: no warning. Then pass whenever it is South's turn, by keyboard once.
  await bid(page, "1N");
  await page.waitForSelector("[data-call-index='0'][data-call='1N']");
  assert.match(await page.textContent("[data-detail] [data-meaning]"), /15-17 HCP, balanced/);
  assert.equal(await page.$("[data-detail] [data-warning]"), null);
  assert.equal(await page.$("[data-detail] [data-partner-reads]"), null);
  assert.match(await page.textContent("[data-detail] [data-shows]"), /It showed: 15-17 HCP, ♠ 2-5/);
  // The limits now hold South to 15-17.
  assert.equal((await page.textContent("[data-limits-seat=S] [data-limits-hcp]")).trim(), "15-17");
  // The computer's calls after it have a meaning too, on hover (title) and on tap (detail).
  assert.match(await page.getAttribute("[data-call-index='2'][data-call='2C']", "title"), /^North 2♣: Stayman: asks for a four-card major/);
  const west = await page.getAttribute("[data-call-index='1']", "title");
  assert.match(west, /^West /);
  await page.click("[data-call-index='1']");
  const shown = (await page.textContent("[data-detail] [data-meaning]")).trim();
  assert.ok(shown.length > 0 && west.includes(shown), `${west} / ${shown}`);
  // What West's call showed, from the inference: after an opening a pass shows nothing.
  const westShows = await page.textContent("[data-detail] [data-shows]");
  assert.ok(west.includes(westShows.replace(/^It showed: /, "").trim()), `${west} / ${westShows}`);
  if (west.startsWith("West Pass")) assert.match(westShows, /nothing: once somebody has bid/);
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

  // North declares 2♣ and South is dummy: after the opening lead South's hand lies face up as
  // dummy, no card of it can be clicked, and the computer plays the board through.
  await page.waitForSelector("[data-play]");
  await page.waitForSelector("[data-hand=S] .bridge-dummy-mark", { timeout: 60000 });
  assert.equal(await page.$("button[data-card]"), null);
  assert.equal(await page.getAttribute("[data-hand=N]", "data-face-up"), "false");
  await page.waitForSelector("[data-thinking]");
  // The contract box: the contract in words, declarer and dummy, who is vulnerable.
  assert.match(await page.textContent("[data-contract-words]"), /^\d(♠|♥|♦|♣|NT)( doubled| redoubled)? by North$/);
  assert.match(await page.textContent("[data-declarer]"), /North · dummy South/);
  assert.match(await page.textContent("[data-vulnerable]"), /East-West \(red names: vulnerable\)/);

  // The end: all hands, the contract, the table and par, the contract's result, the way on.
  await untilReview(page, TABLE_TIMEOUT);
  for (const seat of ["N", "E", "S", "W"]) {
    assert.equal(await page.getAttribute(`[data-hand=${seat}]`, "data-face-up"), "true", seat);
  }
  assert.match(await page.getAttribute("[data-contract]", "data-contract"), /^[1-7][CDHSN]$/);
  assert.match(await page.textContent("[data-contract]"), /by North/);
  const tricks = Number(await page.getAttribute("[data-result-tricks]", "data-result-tricks"));
  assert.ok(tricks >= 0 && tricks <= 13);
  await page.waitForSelector("[data-par]", { timeout: TABLE_TIMEOUT });
  const cells = await page.$$eval("[data-review] [data-dd]", (c) => c.map((x) => Number(x.textContent)));
  assert.equal(cells.length, 20);
  assert.ok(cells.every((v) => v >= 0 && v <= 13));
  // Par and the result in words, as score sheets write them.
  assert.match(await page.textContent("[data-par]"),
    /^Par: (\d(♠|♥|♦|♣|NT)X?(=|\+\d|−\d+) by (North|East|South|West)( or \w+)?(; )?)+, [+−]\d+ for North-South$|^Par: no contract/);
  assert.match(await page.textContent("[data-result-tricks]"),
    /^Result: \d(♠|♥|♦|♣|NT)X{0,2}(=|\+\d|−\d+) by North: \d+ tricks?, [+−]\d+ for North-South$/);
  assert.match(await page.textContent("[data-dd-result]"), /takes \d+ tricks?: [+−]\d+ score for North-South \([+−]\d+ against par\)/);
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
  // Another deal set: other cards for the same board, and the address says so. The settings
  // are folded into one bar above the table.
  assert.equal(await page.isVisible("[data-choose=set]"), false);
  await page.click("[data-settings] summary");
  await page.fill("[data-choose=set]", "2");
  await page.press("[data-choose=set]", "Tab");
  await page.waitForFunction(() => location.hash.includes("set=2"));
  assert.notEqual(await south(), first);
  // In Chinese, the page and the system's meanings.
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForSelector("text=叫牌过程");
  assert.match(await page.getAttribute("[data-box-call=P]", "title"), /不叫/);
  await screenshot(page, "bridge-zh");

  // What the address asks for and the table cannot do is said in the page's language.
  await page.goto(bridge("?board=zero&system=acol"));
  await page.waitForSelector("[data-address-errors]");
  const errors = await page.$$eval("[data-address-errors] li", (l) => l.map((x) => x.textContent));
  assert.equal(errors.length, 2);
  assert.match(errors[0], /board“zero”：应为1 到 9999 之间的整数/);
  assert.match(errors[1], /sayc、precision 或 paper/);
  assert.equal(await page.getAttribute(".bridge", "data-board"), "1");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the evaluation panel opens the paper's worked example, as the paper walks it and as Boyi does", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await openPage(context, env.origin);
  await page.goto(bridge("?board=1&seat=S"));
  await page.waitForSelector("[data-evaluation]");
  const example = "[data-evaluation] [data-paper-example]";
  // Closed at first: the panel is about the player's own hand.
  assert.equal(await page.isVisible(`${example} [data-example-stage]`), false);
  await page.click(`${example} summary`);
  await page.waitForSelector(`${example} [data-example-stage=trumps]`, { state: "visible" });
  assert.equal((await page.textContent(`${example} summary`)).trim(),
    "Worked example from the paper (14 → 11 → 13.5 → 15.5)");
  assert.equal((await page.textContent("[data-example-hand]")).replace(/\s+/g, " ").trim(),
    "North's hand: ♠J ♥K ♦A J x x x ♣A J x x x x · ♣ trumps");
  const figures = (attr) =>
    page.$$eval(`${example} [data-example-stage] [${attr}]`, (c) => c.map((x) => x.textContent));
  const differing = () =>
    page.$$eval(`${example} [data-example-stage]`, (s) => s.map((x) => x.dataset.differs));
  // The paper's steps, then Boyi's: only the deductions differ, and the totals after them.
  const paperAndBoyi = async () => {
    assert.deepEqual(await figures("data-paper-change"), ["+14", "−3", "+2.5", "+2"]);
    assert.deepEqual(await figures("data-paper-total"), ["14", "11", "13.5", "15.5"]);
    assert.deepEqual(await figures("data-boyi-change"), ["+14", "−2", "+2.5", "+2"]);
    assert.deepEqual(await figures("data-boyi-total"), ["14", "12", "14.5", "16.5"]);
    assert.deepEqual(await differing(), ["false", "true", "false", "false"]);
  };
  await paperAndBoyi();
  // The paper's words, quoted, with an English rendering; the reason for the difference.
  const rule = await page.textContent("[data-paper-rule]");
  assert.match(rule, /如果是双张时,那么KQJ扣半个点,A不扣点。/);
  assert.match(rule, /KQJ-num>1,牌点-0\.5。$/);
  assert.match(await page.textContent("[data-example-stage=short-honours] blockquote"),
    /双张的梅花JA和方片JA,各扣半个点。总计扣:1\+1\+0\.5\+0\.5=3此时牌点为:14\+\(-3\)=11/);
  assert.equal(await page.$$eval(`${example} .bridge-rendering`, (r) => r.length), 5);
  const note = (stage) => page.textContent(`[data-example-stage=${stage}] [data-example-note]`);
  assert.match(await note("short-honours"), /^Boyi differs: Boyi deducts only for the two singletons\..*KQJ-num>1/);
  assert.match(await note("long-suit"), /^Same step\..*stays apart from the paper's/);
  await page.locator(example).scrollIntoViewIfNeeded();
  await screenshot(page, "bridge-paper-example");
  await page.locator(example).screenshot({ path: join(SCREENSHOTS, "bridge-paper-example-section.png") });

  // In Chinese: the same figures, the paper's words without a rendering.
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForSelector("text=论文中的算例");
  if (!(await page.isVisible(`${example} [data-example-stage]`))) await page.click(`${example} summary`);
  assert.equal((await page.textContent(`${example} summary`)).trim(), "论文中的算例 (14 → 11 → 13.5 → 15.5)");
  await paperAndBoyi();
  assert.equal(await page.$$eval(`${example} .bridge-rendering`, (r) => r.length), 0);
  assert.match(await note("short-honours"), /^博弈的算法不同:博弈只对两张单张扣点。/);
  await page.locator(example).screenshot({ path: join(SCREENSHOTS, "bridge-paper-example-zh.png") });
  assert.deepEqual(page.problems(), []);
  await context.close();

  // Open on a phone, it fits the screen.
  const phone = await env.browser.newContext(PHONE);
  const small = await openPage(phone, env.origin);
  await small.goto(bridge("?board=1&seat=S"));
  await small.waitForSelector("[data-evaluation]");
  await small.tap(`${example} summary`);
  await small.waitForSelector(`${example} [data-example-stage=trumps]`, { state: "visible" });
  assert.ok((await horizontalOverflow(small)) <= 0, "no sideways scrolling");
  await small.locator(example).screenshot({ path: join(SCREENSHOTS, "bridge-paper-example-phone.png") });
  assert.deepEqual(small.problems(), []);
  await phone.close();
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
  // Passing to the end of the auction, then the play on a phone: dummy face up after the
  // opening lead, still no sideways scrolling.
  await passToTheEnd(page, "tap");
  await page.waitForSelector("[data-play], [data-review]");
  if (await page.$("[data-play]")) {
    await page.waitForSelector(".bridge-dummy-mark", { timeout: 60000 });
    assert.ok((await horizontalOverflow(page)) <= 0, "no sideways scrolling in the play");
    await screenshot(page, "bridge-phone-play");
  }
  // A card played by tapping it, on a board the computers bid and the human defends.
  await page.goto(bridge("?board=4&seat=S"));
  await page.waitForSelector("[data-box-call]");
  await passToTheEnd(page, "tap");
  await page.waitForSelector("button[data-card]", { timeout: 120000 });
  const before = await cardsLeft(page);
  const tapped = await page.getAttribute("button[data-card]", "data-card");
  await page.tap(`button[data-card='${tapped}']`);
  await page.waitForFunction((n) => [...document.querySelectorAll("[data-hand]")]
    .reduce((s, h) => s + Number(h.dataset.cards), 0) < n, before);
  assert.equal(await page.$(`[data-hand=S] [data-card='${tapped}']`), null, `${tapped} left the hand`);

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


test("play a whole board: hint, undo and keyboard; result, each card's cost, replay, game record", { timeout: 2 * TABLE_TIMEOUT }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  // Two cores, whatever the machine has: each computer decision and hint is spread over two
  // workers.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "hardwareConcurrency", { get: () => 2 });
  });
  const page = await openPage(context, env.origin);
  // South opens 1NT and passes afterwards, so North-South declare and South plays their cards
  // (and dummy's when South declares).
  await page.goto(bridge("?board=3&seat=S&system=sayc&practice=1nt"));
  await page.waitForSelector("[data-box-call]");
  await bid(page, "1N");
  await passToTheEnd(page, "click");
  await page.waitForSelector("[data-play]");
  const contract = await page.textContent("[data-auction]");
  assert.ok(contract.length > 0);

  let hinted = false, undone = false, typed = false, mine = 0;
  const handsPlayed = new Set();
  const start = Date.now();
  while (!(await page.$("[data-review]"))) {
    assert.ok(Date.now() - start < TABLE_TIMEOUT, "the play never ends");
    if (await acceptOffer(page)) continue;
    const playable = await page.$$("button[data-card]");
    if (playable.length === 0) {
      await page.waitForSelector("button[data-card], [data-review], [data-offer]", { timeout: 60000 });
      continue;
    }
    const left = await cardsLeft(page);
    handsPlayed.add(await page.$eval("button[data-card]", (b) => b.closest("[data-hand]").dataset.hand));
    // Only legal cards are offered: following suit when the hand can.
    const offered = await page.$$eval("button[data-card]", (b) => b.map((x) => x.dataset.card));
    const led = await page.$$eval("[data-trick-on-table] .dd-played:not(.done)", (c) => c.map((x) => x.dataset.played));
    if (led.length > 0) {
      const suit = led[0][0];
      const hand = await page.$eval("button[data-card]", (b) => b.closest("[data-hand]").dataset.hand);
      const held = await page.$$eval(`[data-hand=${hand}] [data-card], [data-hand=${hand}] [data-held]`,
        (c) => c.map((x) => x.dataset.card ?? x.dataset.held));
      if (held.some((c) => c[0] === suit)) assert.ok(offered.every((c) => c[0] === suit), `${offered} to a ${suit} lead`);
    }
    if (left <= 12) {
      // Late in the play: a claim of every trick left is checked against the cards; when it
      // does not hold, the board ends by conceding the rest.
      await page.click("[data-play] summary");
      const all = await page.$eval("[data-choose=claim-tricks] option", (o) => o.value);
      await page.selectOption("[data-choose=claim-tricks]", all);
      await page.click("[data-action=claim]");
      await page.waitForSelector("[data-claim-refused], [data-review]", { timeout: 60000 });
      if (await page.$("[data-claim-refused]")) {
        assert.match(await page.textContent("[data-claim-refused]"), /does not hold.*takes \d+ tricks/);
        // Conceding asks first.
        await page.click("[data-action=concede]");
        assert.match(await page.textContent("[data-concede-confirm]"), /^Concede the \d+ tricks? left to the other side\?/);
        await page.click("[data-action=concede-confirm]");
      }
      await page.waitForSelector("[data-review]");
      break;
    }
    if (!hinted && left < 44) {
      // The hint: every legal card with its Monte-Carlo score, best first, from a decision
      // spread over both workers (asked again at the next turn when the legal cards are all
      // equal and nothing was sampled).
      await page.click("[data-action=hint]");
      await page.waitForSelector("[data-hint-card]", { timeout: 60000 });
      const rows = await page.$$eval("[data-hint-row]", (r) => r.map((x) => x.dataset.hintRow));
      if (rows.length > 0) {
        assert.deepEqual([...rows].sort(), [...offered].sort());
        const card = await page.getAttribute("[data-hint-card]", "data-hint-card");
        assert.equal(rows[0], card);
        assert.ok(offered.includes(card), `the hint's ${card} is legal`);
        // Each worker solved its share of the layouts: 50 and 50 of 100.
        const shares = (await page.getAttribute("[data-hint-card]", "data-hint-shares")).split(" ").map(Number);
        const samples = Number(await page.getAttribute("[data-hint-card]", "data-hint-samples"));
        assert.equal(shares.length, 2, `shares ${shares}`);
        assert.ok(shares.every((n) => n > 0), `shares ${shares}`);
        assert.equal(shares[0] + shares[1], samples);
        assert.match(await page.textContent("[data-hint-card] .hint"), /2 workers: \d+ \+ \d+/);
        // The hint's card is marked in the hand, with one sentence of why, and the hint says
        // what it sees.
        assert.equal(await page.getAttribute("button[data-card].hinted", "data-card"), card);
        assert.match(await page.textContent("[data-hint-why]"), /is the best card on the odds: over \d+ layouts/);
        assert.match(await page.textContent("[data-hint-sees]"), /sees what you see/);
        // The page's worker and the pool's second.
        assert.ok(page.workers().length >= 2, `${page.workers().length} workers`);
        await screenshot(page, "bridge-hint");
        hinted = true;
      }
    }
    if (!typed && offered.length > 0) {
      // By keyboard: the suit's letter, then the rank's.
      const card = offered[offered.length - 1];
      await page.keyboard.press(card[0]);
      await page.keyboard.press(card[1]);
      typed = true;
    } else {
      await page.click("button[data-card]");
    }
    await page.waitForFunction((n) => {
      const hands = [...document.querySelectorAll("[data-hand]")];
      return document.querySelector("[data-review]") || hands.reduce((s, h) => s + Number(h.dataset.cards), 0) < n;
    }, left);
    mine++;
    if (mine === 3 && !undone) {
      // Undo takes back my last card and the computers' after it.
      await page.waitForSelector("button[data-card]", { timeout: 60000 });
      await page.click("[data-action=undo]");
      await page.waitForFunction((n) => {
        const hands = [...document.querySelectorAll("[data-hand]")];
        return hands.reduce((s, h) => s + Number(h.dataset.cards), 0) === n;
      }, left);
      undone = true;
      await screenshot(page, "bridge-play");
    }
  }
  assert.ok(hinted && undone && typed);
  // South opened 1NT and declares it: the human played South's cards and dummy's.
  assert.deepEqual([...handsPlayed].sort(), ["N", "S"]);

  // The result, the table and par, each card's cost, and the replay.
  const tricks = Number(await page.getAttribute("[data-result-tricks]", "data-result-tricks"));
  assert.ok(tricks >= 0 && tricks <= 13);
  // North-South declared: their score is positive exactly when the contract made.
  const level = Number((await page.getAttribute("[data-review] [data-contract]", "data-contract"))[0]);
  const score = Number(await page.getAttribute("[data-result-score]", "data-result-score"));
  assert.equal(score > 0, tricks >= level + 6, `${score} for ${tricks} tricks at level ${level}`);
  await page.waitForSelector("[data-par]", { timeout: TABLE_TIMEOUT });
  await page.waitForSelector("[data-cost-declarer]", { timeout: TABLE_TIMEOUT });
  assert.match(await page.textContent("[data-review-sees]"), /sees all four hands/);
  const costs = await page.$$eval("[data-review-card]", (c) => c.map((x) => Number(x.dataset.cost)));
  assert.match(await page.textContent("[data-claimed]"), /claim or concession/);
  assert.ok(costs.length > 0 && costs.length <= 52 && costs.every((c) => c >= 0 && c <= 13), `${costs}`);
  assert.equal(await cardsLeft(page), 52, "the replay starts from the deal");
  await page.click("[data-action=replay-next]");
  await page.waitForSelector("[data-replay-at='1']");
  assert.equal(await cardsLeft(page), 51);
  await page.click("[data-review-trick='2'] button");
  await page.waitForSelector("[data-replay-at='8']");
  assert.equal(await page.$$eval("[data-trick-on-table] .dd-played", (c) => c.length), 4);
  await screenshot(page, "bridge-played");

  // The game record: Auction and Play sections; loaded back, the board is the same.
  await page.click("[data-record] summary");
  const record = await page.inputValue("[data-pbn]");
  assert.match(record, /\[Auction "[NESW]"\]/);
  assert.match(record, /\[Play "[NESW]"\]/);
  assert.match(record, new RegExp(`\\[Result "${tricks}"\\]`));
  assert.match(record, /\*/, "a play ended by a claim is marked");
  await page.click("[data-settings] summary");
  await page.click("[data-import] summary");
  const broken = record.replace(/\[Play "([NESW])"\]\n(\S+)/, (_, seat, first) => `[Play "${seat}"]\nZZ${first.slice(2)}`);
  await page.fill("[data-import-text]", broken);
  await page.click("[data-action=import-pbn]");
  await page.waitForSelector("[data-import-error]");
  assert.match(await page.textContent("[data-import-error]"), /trick 1/);
  // In Chinese the error is Chinese, and still names the trick and the card.
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForFunction(() => /第 1 墩：`ZZ`：`ZZ` 不是一张牌/.test(document.querySelector("[data-import-error]")?.textContent));
  await page.selectOption(".lang select", "en");
  await page.fill("[data-import-text]", record);
  await page.click("[data-action=import-pbn]");
  await page.waitForSelector("[data-imported]");
  assert.equal(await page.getAttribute("[data-result-tricks]", "data-result-tricks"), String(tricks));
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("sitting East: East's cards and calls are the human's, and the tricks won are counted", { timeout: TABLE_TIMEOUT }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await openPage(context, env.origin);
  await page.goto(bridge("?board=4&seat=E"));
  await page.waitForSelector("[data-box-call]");
  // East's hand is the one face up; the human's calls are East's.
  const faceUp = await page.$$eval("[data-hand][data-face-up=true]", (h) => h.map((x) => x.dataset.hand));
  assert.deepEqual(faceUp, ["E"]);
  await passToTheEnd(page, "click");
  const mine = await page.$$eval("[data-auction] .bridge-call.mine", (c) => c.map((x) => x.dataset.call));
  assert.ok(mine.length > 0 && mine.every((c) => c === "P"), `the human's calls: ${mine}`);
  // The play: the human plays East-West's cards (East's, or dummy's when East declares), and
  // whenever it is the human's turn the tricks won add up to the tricks completed.
  let played = 0;
  while (played < 5) {
    await page.waitForSelector("button[data-card], [data-review], [data-offer]", { timeout: 120000 });
    if (await page.$("[data-review]")) break;
    if (await acceptOffer(page)) continue;
    const hand = await page.$eval("button[data-card]", (b) => b.closest("[data-hand]").dataset.hand);
    assert.ok(hand === "E" || hand === "W", `the human plays ${hand}'s cards`);
    const [left, won] = await page.evaluate(() => {
      const hands = [...document.querySelectorAll("[data-hand]")];
      const w = document.querySelector("[data-contract-box] [data-tricks-ns]");
      return [hands.reduce((s, h) => s + Number(h.dataset.cards), 0),
        Number(w.dataset.tricksNs) + Number(w.dataset.tricksEw)];
    });
    assert.equal(won, Math.floor((52 - left) / 4), `${won} tricks won with ${left} cards left`);
    await page.click("button[data-card]");
    await page.waitForFunction((n) => document.querySelector("[data-review]") || [...document.querySelectorAll("[data-hand]")]
      .reduce((s, h) => s + Number(h.dataset.cards), 0) < n, left);
    played++;
  }
  assert.equal(played, 5, "the human played five cards");
  await screenshot(page, "bridge-east");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the paper's tables are chosen on the page; every call says what it showed, and a call outside the system what partner believes, in Chinese", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await openPage(context, env.origin);
  // Board 1: North deals, so North and East call before South.
  await page.goto(bridge("?board=1&seat=S&system=paper"));
  await page.waitForSelector("[data-box-call]");
  assert.equal(await page.inputValue("[data-choose=system]"), "paper");
  assert.match(await page.textContent("[data-choose=system] option[value=paper]"), /The paper's tables/);
  const titles = await page.$$eval("[data-auction] [data-call]", (calls) => calls.map((c) => c.title));
  assert.equal(titles.length, 2);
  for (const title of titles) assert.match(title, / — It showed: /);
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForFunction(() => document.querySelector("[data-choose=system] option[value=paper]").textContent.includes("论文查表"));
  // No rule of the system gives 7NT here: partner takes it as natural but undefined.
  await bid(page, "7N");
  await page.waitForSelector("[data-call-index='2'][data-call='7N']");
  assert.match(await page.textContent("[data-detail] [data-partner-reads]"), /同伴现在的理解:\s*同伴在此没有关于7N的规则/);
  assert.match(await page.textContent("[data-detail] [data-shows]"), /它显示:\s*不显示任何信息/);
  await screenshot(page, "bridge-partner-reads-zh");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

/** Where the element is on the screen now. */
function box(page, selector) {
  return page.$eval(selector, (e) => {
    const r = e.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: innerWidth, height: innerHeight };
  });
}

/** Asserts the element lies wholly inside the window as it is scrolled now. */
async function assertInView(page, selector, what) {
  const b = await box(page, selector);
  assert.ok(b.top >= 0 && b.bottom <= b.height && b.left >= 0 && b.right <= b.width,
    `${what}: ${selector} at ${JSON.stringify(b)}`);
}

test("the table is in one view: hand, bidding box and auction at 1280×800 and on a 390×844 phone", async () => {
  for (const [device, options] of [
    ["desktop", { viewport: { width: 1280, height: 800 } }],
    ["phone", { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ]) {
    const context = await env.browser.newContext(options);
    const page = await openPage(context, env.origin);
    for (const lang of ["en", "zh-CN"]) {
      await page.goto(bridge("?board=1&seat=S"));
      await page.waitForSelector("[data-box-call]");
      await page.selectOption(".lang select", lang);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      for (const selector of ["[data-hand=S]", "[data-bidding-box]", "[data-auction]"]) {
        await assertInView(page, selector, `${device} ${lang}`);
      }
      // The settings, the introduction and the records are folded into one bar.
      assert.equal(await page.isVisible("[data-choose=board]"), false);
      assert.ok((await horizontalOverflow(page)) <= 0, "no sideways scrolling");
      await screenshot(page, `bridge-view-${device}-${lang}`);
    }
    assert.deepEqual(page.problems(), []);
    await context.close();
  }
});

test("by keyboard: arrows move in the bidding box, focus comes back after each call, the live region speaks", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await openPage(context, env.origin);
  const active = () => page.evaluate(() => {
    const e = document.activeElement;
    return e.dataset.boxCall ?? (e.dataset.boxLevel ? `level ${e.dataset.boxLevel}` : e.dataset.card ?? e.tagName);
  });
  const live = async () => (await page.textContent("[data-live]")).trim();
  // Board 1: North deals, so North and East have called when it is South's turn.
  await page.goto(bridge("?board=1&seat=S&system=sayc"));
  await page.waitForSelector("[data-box-call]");
  assert.match(await live(), /^North: .+\. East: .+\. Your call\.$/);
  assert.equal(await page.getAttribute("[data-live]", "aria-live"), "polite");
  // One button of the box is in the tab order; the arrows move among the others.
  assert.deepEqual(await page.$$eval("[data-bidding-box] [tabindex='0']", (b) => b.map((x) => x.dataset.boxCall)), ["P"]);
  await page.focus("[data-box-call=P]");
  await page.keyboard.press("ArrowUp");
  const strain = await active();
  assert.match(strain, /^[1-7][CDHSN]$/, "up from Pass: the strains");
  await page.keyboard.press("ArrowUp");
  assert.equal(await active(), `level ${strain[0]}`, "up again: the levels");
  await page.keyboard.press("End");
  assert.match(await active(), /^(P|X|XX)$/);
  await page.keyboard.press("Home");
  assert.equal(await active(), `level ${strain[0]}`);
  // Choosing a level by keyboard takes focus to its strains.
  await page.keyboard.press("ArrowRight");
  const level = Number(strain[0]) + 1;
  assert.equal(await active(), `level ${level}`);
  await page.keyboard.press("Enter");
  await page.waitForFunction((l) => document.activeElement.dataset.boxCall === `${l}C`, level);
  await page.keyboard.press("ArrowRight");
  assert.equal(await active(), `${level}D`);
  // The call, by Enter: the computers call, focus is back in the box, and the live region
  // says what they called and that it is South's turn again (or the contract).
  const before = (await auctionCalls(page)).length;
  await page.keyboard.press("Enter");
  await page.waitForFunction((n) => document.querySelectorAll("[data-auction] [data-call]").length > n + 1, before);
  if (await page.$("[data-box-call]")) {
    await page.waitForFunction(() => document.activeElement.closest("[data-bidding-box]"));
    assert.equal(await active(), "P");
    assert.match(await live(), /^West: .+\. North: .+\. East: .+\. Your call\.$/);
  }
  await screenshot(page, "bridge-keyboard");
  // In Chinese the live region speaks Chinese.
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForFunction(() => /[北东南西]/.test(document.querySelector("[data-live]").textContent));
  assert.deepEqual(page.problems(), []);
  await context.close();
});

/**
 * A record that stops before the opening lead of 7NT by South, West on lead with all thirteen
 * spades: West's hand is high, so West claims every trick at once.
 */
const CLAIM_RECORD = `[Board "1"]
[Dealer "S"]
[Vulnerable "None"]
[Deal "N:.AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432 AKQJT98765432..."]
[Auction "S"]
7NT Pass Pass Pass
`;

async function loadRecord(page, record) {
  // The settings bar folds once a board is loaded; the records' part of it may stay open.
  if (!(await page.isVisible("[data-import] summary"))) await page.click("[data-settings] summary");
  if (!(await page.isVisible("[data-import-text]"))) await page.click("[data-import] summary");
  await page.fill("[data-import-text]", record);
  await page.click("[data-action=import-pbn]");
}

test("an opponent's claim to accept or reject, a concession confirmed; focus and the live region in the play", { timeout: 180000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await openPage(context, env.origin);
  const live = async () => (await page.textContent("[data-live]")).trim();
  const activeCard = () => page.evaluate(() => {
    const e = document.activeElement;
    return e.dataset.card ? `${e.closest("[data-hand]").dataset.hand} ${e.dataset.card}` : e.tagName;
  });
  await page.goto(bridge("?board=1&seat=S"));
  await page.waitForSelector("[data-box-call]");
  await loadRecord(page, CLAIM_RECORD);
  // West claims: the claim waits for South, in the box and in the live region.
  await page.waitForSelector("[data-offer=W]", { timeout: 60000 });
  assert.equal(await page.textContent("[data-offer] p"), "West claims 13 of the 13 tricks left.");
  await page.waitForFunction(() => document.querySelector("[data-live]").textContent.includes("West claims 13"));
  await page.waitForFunction(() => document.activeElement.dataset.action === "accept-claim");
  // The contract box: the contract in words, declarer and dummy, vulnerability, the tricks.
  assert.equal(await page.textContent("[data-contract-words]"), "7NT by South");
  assert.match(await page.textContent("[data-declarer]"), /^South · dummy North$/);
  assert.match(await page.textContent("[data-vulnerable]"), /^None/);
  assert.match(await page.textContent("[data-contract-box]"), /North-South 0 · East-West 0 · declarer needs 13 tricks/);
  // Loaded, the settings bar folds away: the hand, the contract and the claim are in view.
  assert.equal(await page.isVisible("[data-import-text]"), false);
  for (const selector of ["[data-hand=S]", "[data-contract-box]", "[data-offer]"]) {
    await assertInView(page, selector, "the claim");
  }
  await screenshot(page, "bridge-claim");

  // Accepted, the board ends: 7NT down 13. Undo brings the claim back.
  await page.click("[data-action=accept-claim]");
  await page.waitForSelector("[data-review]");
  assert.equal(await page.textContent("[data-result-tricks]"), "Result: 7NT−13 by South: 0 tricks, −650 for North-South");
  await page.click(".bridge-bidding [data-action=undo]");
  await page.waitForSelector("[data-offer=W]", { timeout: 60000 });

  // Rejected, the play goes on: West leads, and South plays dummy's card, focus on it.
  await page.click("[data-action=reject-claim]");
  await page.waitForSelector("[data-hand=N] button[data-card]", { timeout: 60000 });
  assert.equal(await page.$("[data-offer]"), null);
  await page.waitForFunction(() => document.activeElement.matches("[data-hand=N] button[data-card]"));
  assert.match(await live(), /^West plays ♠[AKQJ2-9]0?\. Your card from dummy\.$/);
  // Arrows move among dummy's cards; Enter plays the one with focus.
  const first = await activeCard();
  await page.keyboard.press("ArrowRight");
  const second = await activeCard();
  assert.notEqual(second, first);
  assert.match(second, /^N H/);
  await page.keyboard.press("ArrowLeft");
  assert.equal(await activeCard(), first);
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
  // East follows (a diamond, as East holds only diamonds), then it is South's own card.
  await page.waitForSelector("[data-hand=S] button[data-card]", { timeout: 60000 });
  await page.waitForFunction(() => document.activeElement.matches("[data-hand=S] button[data-card]"));
  assert.match(await live(), /^East plays ♦[AKQJ2-9]0?\. Your card\.$/);
  assert.equal(await page.$(`[data-hand=N] [data-card='${second.slice(2)}']`), null);
  await page.keyboard.press("Enter");
  // The trick is over: West wins it, and says so before leading again.
  await page.waitForFunction(() => document.querySelector("[data-live]").textContent.includes("West wins trick 1."));
  await page.waitForSelector("[data-hand=N] button[data-card]", { timeout: 60000 });
  assert.match(await page.textContent("[data-contract-box]"), /North-South 0 · East-West 1/);
  // No second claim after a rejected one: West plays on.
  assert.equal(await page.$("[data-offer]"), null);

  // Conceding asks first; "no" keeps the play going, "yes" ends it.
  await page.click("[data-play] summary");
  await page.click("[data-action=concede]");
  assert.equal(await page.textContent("[data-concede-confirm] p"), "Concede the 12 tricks left to the other side?");
  await page.click("[data-action=concede-cancel]");
  assert.equal(await page.$("[data-concede-confirm]"), null);
  assert.equal(await page.$("[data-review]"), null);
  await page.click("[data-action=concede]");
  await page.click("[data-action=concede-confirm]");
  await page.waitForSelector("[data-review]");
  assert.equal(await page.textContent("[data-result-tricks]"), "Result: 7NT−13 by South: 0 tricks, −650 for North-South");
  await page.waitForFunction(() => document.activeElement.id === "bridge-review-title");
  assert.match(await live(), /^The board is over: 7NT−13 by South/);
  // In Chinese: the trick's heading and the result in words.
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForFunction(() => document.querySelector("[data-result-tricks]").textContent.includes("南家 7NT−13"));
  assert.deepEqual(page.problems(), []);
  await context.close();
});

/**
 * 1NT by East, played through: South leads ♦K (it costs a trick) and later gives two more
 * tricks away in defence. `boyi review` judges South's own cards so: the opening lead 0 of 1
 * without cost, 2 errors in 10 defending cards with a choice, nothing as declarer.
 */
const PLAYED_RECORD = `[Board "1"]
[Dealer "W"]
[Vulnerable "None"]
[Deal "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3"]
[Declarer "E"]
[Contract "1NT"]
[Result "6"]
[Auction "W"]
1S Pass 1NT Pass
Pass Pass
[Play "S"]
DK D3 D8 DA
SK S9 S6 S7
S5 ST SQ S8
DQ D2 D5 D4
H8 H4 H2 HJ
HT HA H5 H9
C7 CK C9 CQ
C6 SA SJ S3
C2 S2 C8 H7
CA CJ CT C4
D9 S4 DJ D6
H3 HQ HK DT
C5 C3 H6 D7
`;

/** The counts (`part/whole`) of each rate in a column of the rates panel. */
function rateCounts(page, which) {
  return page.$$eval(`[data-rates] td[data-which=${which}]`, (cells) =>
    Object.fromEntries(cells.map((c) => [c.closest("tr").dataset.rate, c.dataset.count])));
}

const ratesBoards = async (page) => Number(await page.getAttribute("[data-rates-boards]", "data-rates-boards"));

test("the human's own rates for the board and for all boards, counted once, kept and reset; in Chinese", { timeout: TABLE_TIMEOUT }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await openPage(context, env.origin);
  await page.goto(bridge("?board=1&seat=S"));
  await page.waitForSelector("[data-box-call]");

  // A board defended: only South's cards count, none of them as declarer.
  await loadRecord(page, PLAYED_RECORD);
  await page.waitForSelector("[data-rates]", { timeout: TABLE_TIMEOUT });
  const defended = { leads: "0/1", declarer: "0/0", "tricks-lost": "0/0", defence: "2/10" };
  assert.deepEqual(await rateCounts(page, "board"), defended);
  assert.deepEqual(await rateCounts(page, "all"), defended);
  assert.equal(await ratesBoards(page), 1);
  assert.equal(await page.textContent("[data-rates] tr[data-rate=leads]"), "Opening leads without cost0% (0 of 1)0% (0 of 1)");
  assert.equal(await page.textContent("[data-rates] tr[data-rate=defence] td[data-which=board]"), "20% (2 of 10)");
  assert.equal(await page.textContent("[data-rates] tr[data-rate=declarer] td[data-which=board]"), "–");
  // South's own costs are the ones the trick table marks on South's cards.
  const southCost = await page.$$eval("[data-review-trick] td:nth-child(4)[data-cost]", (c) => c.reduce((s, x) => s + Number(x.dataset.cost), 0));
  assert.equal(southCost, 3, "the lead's trick and two in defence");
  // Drawn again in another language, the board is not counted twice.
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForFunction(() => document.querySelector("[data-rates] h4")?.textContent === "你的打牌,按评判专家的方式评判");
  assert.equal(await page.textContent("[data-rates] tr[data-rate=leads] th"), "无损失的首攻");
  assert.equal(await page.textContent("[data-rates] tr[data-rate=defence] td[data-which=all]"), "20% (2 / 10)");
  assert.equal(await page.textContent("[data-rates-boards]"), "已计牌数: 1");
  await page.selectOption(".lang select", "en");
  await page.waitForSelector("[data-rates] h4");
  assert.equal(await ratesBoards(page), 1);

  // A board declared and conceded at once: one board declared, no card of South's.
  await loadRecord(page, CLAIM_RECORD);
  await page.waitForSelector("[data-offer=W]", { timeout: 60000 });
  await page.click("[data-action=accept-claim]");
  await page.waitForSelector("[data-rates]", { timeout: 60000 });
  assert.deepEqual(await rateCounts(page, "board"), { leads: "0/0", declarer: "0/0", "tricks-lost": "0/1", defence: "0/0" });
  const both = { leads: "0/1", declarer: "0/0", "tricks-lost": "0/1", defence: "2/10" };
  assert.deepEqual(await rateCounts(page, "all"), both);
  assert.equal(await page.textContent("[data-rates] tr[data-rate=tricks-lost] td[data-which=all]"), "0.00");
  assert.equal(await ratesBoards(page), 2);
  await page.locator("[data-rates]").scrollIntoViewIfNeeded();
  await screenshot(page, "bridge-rates");
  const violations = await accessibilityViolations(page);
  assert.deepEqual(violations, [], describeViolations(violations));

  // Kept in local storage: after a reload the same board, played again, is not counted again.
  await page.reload();
  await page.waitForSelector("[data-box-call]");
  await loadRecord(page, CLAIM_RECORD);
  await page.waitForSelector("[data-offer=W]", { timeout: 60000 });
  await page.click("[data-action=accept-claim]");
  await page.waitForSelector("[data-rates]", { timeout: 60000 });
  assert.deepEqual(await rateCounts(page, "all"), both);
  assert.equal(await ratesBoards(page), 2);

  // Reset: nothing counted, the board on show included, after a redraw too.
  await page.click("[data-action=reset-rates]");
  assert.equal(await ratesBoards(page), 0);
  assert.deepEqual(await rateCounts(page, "all"), { leads: "0/0", declarer: "0/0", "tricks-lost": "0/0", defence: "0/0" });
  assert.equal(await page.isDisabled("[data-action=reset-rates]"), true);
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForFunction(() => document.querySelector("[data-rates-boards]")?.textContent === "已计牌数: 0");
  // On a phone the panel fits the width.
  await page.setViewportSize(PHONE.viewport);
  await page.locator("[data-rates]").scrollIntoViewIfNeeded();
  assert.ok((await horizontalOverflow(page)) <= 0, "no sideways scrolling");
  await page.locator("[data-play-review]").screenshot({ path: join(SCREENSHOTS, "bridge-rates-phone.png") });
  assert.deepEqual(page.problems(), []);
  await context.close();
});
