// The bridge table: a person bids a whole auction through the bidding box, reads the calls'
// meanings and undoes a call; the same board deals the same cards; the table fits a phone, one
// view and the keyboard; the evaluation panel opens the paper's worked example beside Boyi's
// figures for the same hand. The play itself is in bridge-play.test.mjs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { setUp, openPage, screenshot, PHONE, horizontalOverflow, SCREENSHOTS } from "./harness.mjs";
import { TABLE_TIMEOUT, auctionCalls, cardsLeft, bid, untilReview, passToTheEnd, assertInView } from "./bridge-table.mjs";

const env = setUp();

const bridge = (query) => `${env.app}#/bridge${query}`;

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
