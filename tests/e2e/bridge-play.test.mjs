// The bridge table's play: a person plays the board through (hint, undo, keyboard, claim),
// sees the result, the double-dummy table, par and each card's cost and their own rates over
// the boards so far, replays the play, saves and loads the game record, and goes on to the
// next board; sitting East too. The auction is in bridge.test.mjs.
import { test } from "node:test";
import assert from "node:assert/strict";
import { join } from "node:path";
import { setUp, openPage, screenshot, PHONE, horizontalOverflow, SCREENSHOTS, accessibilityViolations, describeViolations } from "./harness.mjs";
import { TABLE_TIMEOUT, cardsLeft, bid, acceptOffer, passToTheEnd, assertInView, claimRecord, loadRecord } from "./bridge-table.mjs";

const env = setUp();

const bridge = (query) => `${env.app}#/bridge${query}`;

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
  await loadRecord(page, claimRecord());
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
  await loadRecord(page, claimRecord());
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
  await loadRecord(page, claimRecord());
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
