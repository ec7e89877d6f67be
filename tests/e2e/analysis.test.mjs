// Double-dummy analysis: tables from the address against the peer suite, the play-through,
// best play to the end, cancel, the deal editor and its errors, the phone layout, files of
// boards.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { setUp, openPage, screenshot, PHONE, horizontalOverflow, accessibilityViolations, describeViolations } from "./harness.mjs";

const env = setUp();

/** Rows of the peer suite's tables (computed by two other solvers), kept as a fixture. */
const SUITE = fileURLToPath(new URL("../data/dd/dd_tables.tsv", import.meta.url));
const COLUMNS = ["S", "H", "D", "C", "N"].flatMap((s) => ["N", "E", "S", "W"].map((d) => s + d));

/** The rows of the suite whose id (second column) is one of `ids`, as { deal, table }. */
function suiteRows(source, ids) {
  const rows = readFileSync(SUITE, "utf8").split("\n").map((l) => l.split("\t"));
  return ids.map((id) => {
    const row = rows.find((r) => r[0] === source && r[1] === id);
    assert.ok(row, `${source} ${id} is in the suite`);
    return { id, deal: row[2], table: Object.fromEntries(COLUMNS.map((c, i) => [c, row[4 + i]])) };
  });
}

/** A four-card ending in which South, on lead in no-trump, squeezes East for all four tricks. */
const SQUEEZE = "N:Q5.A..2 K3.K3.. A.Q5..A 42.42..";

function analysis(deal, extra = "") {
  return `${env.app}#/analysis?deal=${encodeURIComponent(deal)}${extra}`;
}

async function tableOf(page, timeout = 60000) {
  await page.waitForSelector(".dd-table[data-table-state=done]", { timeout });
  return page.$$eval("[data-dd]", (cells) => Object.fromEntries(cells.map((c) => [c.dataset.dd, c.textContent])));
}

/** Waits until every legal card of the player to move shows its value. */
async function cardValues(page) {
  await page.waitForFunction(() => {
    const cards = [...document.querySelectorAll("[data-card]")];
    return cards.length > 0 && cards.every((c) => c.dataset.tricks !== undefined);
  }, null, { timeout: 60000 });
  return page.$$eval("[data-card]", (cards) =>
    Object.fromEntries(cards.map((c) => [c.dataset.card, { tricks: Number(c.dataset.tricks), loss: Number(c.dataset.loss) }])));
}

test("endings from the address get the peer suite's tables", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  for (const { id, deal, table } of suiteRows("macroxue/old_deals", ["squeeze.1", "squeeze.3", "squeeze.4", "squeeze.5"])) {
    await page.goto(analysis(deal));
    assert.deepEqual(await tableOf(page), table, id);
    assert.equal(await page.inputValue("[data-current-deal]"), deal);
    await page.goto("about:blank");
  }
  assert.deepEqual(page.problems(), []);
  await context.close();
});

// A full 13-card deal: about 30 s in the worker today (the opening lead's values, then the 20
// results), too long for every run. DD_E2E_FULL=1 runs it; once the solver's rewrite solves a
// table in well under a second, make it unconditional.
test("a full deal's table from the address (DD_E2E_FULL=1 until the solver is fast)", { skip: !process.env.DD_E2E_FULL }, async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  const [{ deal, table }] = suiteRows("dds/list1.txt", ["1"]);
  await page.goto(analysis(deal));
  assert.deepEqual(await tableOf(page, 300000), table);
  assert.match(await page.textContent("[data-par]"), /2S-EW/);
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("play cards, undo, and play best to the end", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await openPage(context, env.origin);
  await page.goto(analysis(SQUEEZE, "&trump=N&leader=S"));
  assert.equal(await page.inputValue("select[data-choose=trump]"), "N");
  assert.equal(await page.inputValue("select[data-choose=leader]"), "S");
  await page.waitForSelector("[data-hand=S][data-to-move=true]");
  let values = await cardValues(page);
  // South holds SA, HQ, H5, CA: all legal on lead. The squeeze takes all four tricks, so the
  // best leads are worth 4 and each value is 4 minus its loss.
  assert.deepEqual(Object.keys(values).sort(), ["CA", "H5", "HQ", "SA"]);
  const best = Math.max(...Object.values(values).map((v) => v.tricks));
  assert.equal(best, 4);
  for (const [card, v] of Object.entries(values)) assert.equal(v.tricks + v.loss, best, card);
  assert.equal(values.CA.loss, 0, "cashing the club ace squeezes East");
  await screenshot(page, "analysis-desktop");

  // Play the club ace: it is on the table and West is to play, following nothing (no clubs).
  await page.click("[data-card=CA]");
  await page.waitForSelector("[data-played-by=S]");
  await page.waitForSelector("[data-hand=W][data-to-move=true]");
  values = await cardValues(page);
  assert.ok(Object.keys(values).length > 0);
  // Undo: South is to play again, with the same values.
  await page.click("[data-action=undo]");
  await page.waitForSelector("[data-hand=S][data-to-move=true]");
  await page.waitForSelector("[data-played-by]", { state: "detached" });
  assert.equal((await cardValues(page)).CA.tricks, 4);

  // Best play to the end: four complete tricks, all won by North-South.
  await page.click("[data-action=play-best]");
  await page.waitForSelector("[data-finished]", { timeout: 60000 });
  assert.equal(await page.$$eval("[data-trick]", (l) => l.length), 4);
  const winners = await page.$$eval("[data-trick]", (l) => l.map((li) => li.dataset.winner));
  assert.ok(winners.every((w) => w === "N" || w === "S"), winners.join(" "));
  assert.equal(await page.getAttribute("[data-ns-won]", "data-ns-won"), "4");
  await screenshot(page, "analysis-played-out");
  // Undo steps back one card at a time.
  await page.click("[data-action=undo]");
  await page.waitForSelector("[data-finished]", { state: "detached" });
  assert.equal(await page.$$eval("[data-trick]", (l) => l.length), 4);
  await page.click("[data-action=restart]");
  await page.waitForSelector("[data-trick]", { state: "detached" });
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the keyboard plays a card", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(analysis(SQUEEZE, "&trump=N&leader=S"));
  await cardValues(page);
  await page.focus("[data-card=SA]");
  await page.keyboard.press("Enter");
  await page.waitForSelector("[data-played-by=S]");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("a table cell chooses the contract", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(analysis(SQUEEZE));
  await tableOf(page);
  // Clubs by South: West leads.
  await page.click("[data-dd=CS]");
  await page.waitForFunction(() => document.querySelector("select[data-choose=trump]").value === "C");
  assert.equal(await page.inputValue("select[data-choose=leader]"), "W");
  await page.waitForSelector("[data-hand=W][data-to-move=true]");
  assert.match(page.url(), /trump=C&leader=W/);
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("a long solve can be cancelled and the page stays responsive", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  const [{ deal }] = suiteRows("macroxue/comparison/results.5k_deals.txt", ["1"]);
  await page.goto(analysis(deal));
  // Cancel the table from inside the page the moment its button exists, so a fast solver
  // cannot finish before the click.
  await page.waitForFunction(() => {
    const button = document.querySelector("[data-action=cancel-table]");
    button?.click();
    return !!button;
  });
  await page.waitForSelector('[data-cancelled="table"]');
  assert.equal(await page.$$eval("[data-dd]", (c) => c.filter((x) => /\d/.test(x.textContent)).length), 0);
  // The page answers while the card values are being solved: the grid editor opens and the
  // language switches.
  await page.click(".dd-grid summary");
  await page.waitForSelector("[data-grid-card=SA]", { state: "visible" });
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForSelector("text=双明手结果表");
  await page.waitForFunction(() => {
    const button = document.querySelector("[data-action=cancel-cards]");
    button?.click();
    return !!button || document.querySelector("[data-card][data-tricks]");
  });
  // Solving again starts a fresh job: its progress shows, or, on a worker that solves it
  // before the next frame, its table.
  await page.click("[data-action=solve-table]");
  await page.waitForFunction(() => document.querySelector("[data-progress=table]")
    || [...document.querySelectorAll("[data-dd]")].some((c) => /\d/.test(c.textContent)));
  await screenshot(page, "analysis-solving-zh");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("malformed deals show an error naming the problem", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(analysis("N:AKQ.XYZ.. K... Q... J..."));
  assert.equal(await page.textContent("[data-input-error]"), "North's H suit: `X` is not a rank");
  // The example stays on the board.
  await page.waitForSelector("[data-hand=S]");
  await page.fill("#dd-paste", "N:AK... QJ... T...");
  await page.click("[data-action=load]");
  await page.waitForFunction(() => /needs 4 hands, found 3/.test(document.querySelector("[data-input-error]")?.textContent));
  await page.fill("#dd-paste", "N:AK... QJ... T9... 8...");
  await page.click("[data-action=load]");
  await page.waitForFunction(() => /same number of cards.*W 1/.test(document.querySelector("[data-input-error]")?.textContent));
  // The paper's format: errors name the line.
  await page.fill("#dd-paste", "4 2 1 3\nAS KS\nQS JS\nAH ZZ\nTS 9S\nXX\n");
  await page.click("[data-action=load]");
  await page.waitForFunction(() => /line 4: `ZZ` is not a card/.test(document.querySelector("[data-input-error]")?.textContent));
  await screenshot(page, "analysis-error");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the paper's problem file loads with its lead card, and the result says if NS make it", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/analysis`);
  await page.waitForSelector("[data-hand=S]");
  // No-trump, 2 tricks, North-South need 1, West leads the spade ten.
  await page.fill("#dd-paste", "4 2 1 3\nAS KS\nQS JS\nAH KH\nTS 9S\nTS\n");
  await page.click("[data-action=load]");
  await page.waitForSelector("[data-played-by=W]");
  assert.equal(await page.inputValue("select[data-choose=trump]"), "N");
  assert.equal(await page.inputValue("select[data-choose=leader]"), "W");
  assert.equal(await page.inputValue("[data-current-deal]"), "N:AK... QJ... .AK.. T9...");
  await page.click("[data-action=play-best]");
  await page.waitForSelector("[data-finished]");
  assert.equal(await page.getAttribute("[data-made]", "data-made"), "true");
  assert.equal(await page.getAttribute("[data-ns-won]", "data-ns-won"), "2");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("cards clicked into the seats make a deal, and a random deal is a full one", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/analysis`);
  await page.click(".dd-grid summary");
  await page.click("[data-action=clear]");
  await page.waitForSelector("[data-grid-card][data-owner=N]", { state: "detached" });
  for (const [seat, card] of [["N", "SA"], ["E", "SK"], ["S", "SQ"], ["W", "HA"]]) {
    await page.click(`[data-seat=${seat}]`);
    await page.click(`[data-grid-card=${card}]`);
    await page.waitForSelector(`[data-grid-card=${card}][data-owner=${seat}]`);
  }
  // Clicking a card of the chosen seat again takes it back.
  await page.click("[data-grid-card=HA]");
  await page.waitForSelector("[data-grid-card=HA][data-owner='']");
  await page.click("[data-action=analyse]");
  await page.waitForFunction(() => /same number of cards/.test(document.querySelector("[data-input-error]")?.textContent));
  await page.click("[data-grid-card=SJ]");
  await page.click("[data-action=analyse]");
  await page.waitForFunction(() => document.querySelector("[data-current-deal]").value === "N:A... K... Q... J...");
  // North's ace wins the only trick whoever declares.
  const table = await tableOf(page);
  for (const [cell, v] of Object.entries(table)) assert.equal(v, cell[1] === "N" || cell[1] === "S" ? "1" : "0", cell);
  assert.match(page.url(), /deal=N:A\.\.\./);

  await page.click("[data-action=random]");
  await page.waitForFunction(() => document.querySelector("[data-current-deal]").value.replace(/[^AKQJT2-9]/g, "").length === 52);
  // The new deal's table is solved. (The solver may finish before its progress bar is ever
  // seen, so the answer is what counts.) The one-card deal before it took at most one trick
  // anywhere; in a full deal some declarer takes more (whoever leads, one side takes seven).
  await page.waitForFunction(() => {
    if (!document.querySelector(".dd-table[data-table-state=done]")) return false;
    const v = [...document.querySelectorAll("[data-dd]")].map((c) => Number(c.textContent));
    return v.length === 20 && v.every((t) => t >= 0 && t <= 13) && Math.max(...v) >= 2;
  }, null, { timeout: 60000 });
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the page fits a phone", async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await openPage(context, env.origin);
  await page.goto(analysis(SQUEEZE, "&trump=N&leader=S"));
  await tableOf(page);
  await cardValues(page);
  const overflow = await horizontalOverflow(page);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
  await screenshot(page, "analysis-phone");
  // With a full deal in the editor grid too.
  const [{ deal }] = suiteRows("macroxue/comparison/results.5k_deals.txt", ["1"]);
  await page.goto(analysis(deal));
  await page.click(".dd-grid summary");
  const full = await horizontalOverflow(page);
  assert.ok(full <= 0, `a full deal is ${full}px wider than the phone`);
  await screenshot(page, "analysis-phone-full");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

/** The four hands of a PBN deal starting at North, each as four suit strings (S, H, D, C). */
function hands(pbn) {
  assert.match(pbn, /^N:/);
  return pbn.slice(2).split(" ").map((h) => h.split("."));
}

const POINTS = { A: 4, K: 3, Q: 2, J: 1 };
const hcp = (hand) => [...hand.join("")].reduce((sum, r) => sum + (POINTS[r] ?? 0), 0);
const balanced = (hand) => ["4333", "4432", "5332"].includes(hand.map((s) => s.length).sort((a, b) => b - a).join(""));

test("the target North-South need is a field in the address, answered as soon as the position is solved", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await openPage(context, env.origin);
  await page.goto(analysis(SQUEEZE, "&trump=N&leader=S&need=4"));
  assert.equal(await page.inputValue("[data-choose=need]"), "4");
  // The squeeze takes all four tricks: the answer is there before any card is played.
  await page.waitForSelector(".dd-verdict[data-made]");
  assert.equal(await page.getAttribute(".dd-verdict", "data-made"), "true");
  assert.equal(await page.getAttribute(".dd-verdict", "data-ns-best"), "4");
  assert.equal(await page.$$eval("[data-played-by]", (l) => l.length), 0);
  assert.equal(
    await page.textContent(".dd-verdict"),
    "North-South need 4. Can the contract be made? Yes: with best play North-South take 4.",
  );
  await screenshot(page, "analysis-target");

  // A card that loses a trick: now no line reaches four.
  const values = await cardValues(page);
  const [wrong, { loss }] = Object.entries(values).find(([, v]) => v.loss > 0);
  await page.click(`[data-card=${wrong}]`);
  await page.waitForSelector(".dd-verdict[data-made=false]");
  const left = 4 - loss;
  assert.equal(await page.getAttribute(".dd-verdict", "data-ns-best"), String(left));
  assert.equal(
    await page.textContent(".dd-verdict"),
    `North-South need 4. Can the contract be made? No: no line of play reaches it; with best defence North-South take ${left}.`,
  );
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForFunction((left) => document.querySelector(".dd-verdict")?.textContent ===
    `南北家需得墩数 4。定约是否能完成：不能，没有可行解。双方最佳出牌，南北家最多得 ${left} 墩。`, left);
  await screenshot(page, "analysis-target-not-made-zh");
  await page.selectOption(".lang select", "en");

  // The field: a lower target goes into the address; too many tricks, or not a number, is
  // refused with a message and the target stays.
  await page.fill("[data-choose=need]", "3");
  await page.waitForSelector(".dd-verdict[data-made=true]");
  assert.match(page.url(), /&need=3$/);
  await page.fill("[data-choose=need]", "5");
  assert.equal(await page.textContent("[data-need-error]"), "North-South need: 5 is more than the 4 tricks of this deal.");
  assert.match(page.url(), /&need=3$/);
  await page.fill("[data-choose=need]", "x");
  assert.equal(await page.textContent("[data-need-error]"), "North-South need: `x` is not a number of tricks.");
  await page.fill("[data-choose=need]", "");
  await page.waitForSelector(".dd-verdict", { state: "detached" });
  await page.waitForSelector("[data-need-error]", { state: "detached" });
  assert.doesNotMatch(page.url(), /need=/);

  // A bad target in the address: the deal loads without one, and the message says why.
  await page.goto("about:blank");
  await page.goto(analysis(SQUEEZE, "&trump=N&leader=S&need=9"));
  assert.equal(await page.textContent("[data-need-error]"), "North-South need: 9 is more than the 4 tricks of this deal.");
  assert.equal(await page.inputValue("[data-current-deal]"), SQUEEZE);
  await cardValues(page);
  assert.equal(await page.$$eval(".dd-verdict", (l) => l.length), 0);
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("a random deal as required: limits per seat in the text form, and their errors", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/analysis`);
  await page.waitForSelector("[data-hand=S]");
  // A mistake in the text form names its part, in either language.
  await page.fill("[data-limits]", "N:hcp=15-17,bal S:hcp=a");
  await page.click("[data-action=random]");
  assert.equal(await page.textContent("[data-limits-error]"), "Limits `S:hcp=a`: a range is A-B, A-, -B or A");
  await page.selectOption(".lang select", "zh-CN");
  await page.click("[data-action=random]");
  await page.waitForFunction(() => document.querySelector("[data-limits-error]")?.textContent === "限制条件 `S:hcp=a`：范围写成 A-B、A-、-B 或 A");
  await page.selectOption(".lang select", "en");

  // Limits no deal meets are refused by the dealer, with its reason.
  await page.fill("[data-limits]", "N:bal,s=6-");
  await page.click("[data-action=random]");
  await page.waitForFunction(() => /Could not deal: deal: limits: no table of suit lengths/.test(document.querySelector("[data-error=deal]")?.textContent));

  const before = await page.inputValue("[data-current-deal]");
  await page.fill("[data-limits]", "N:hcp=15-17,bal S:s=5-,hcp=8-");
  for (let i = 0; i < 3; i++) {
    const last = await page.inputValue("[data-current-deal]");
    await page.click("[data-action=random]");
    await page.waitForFunction((last) => document.querySelector("[data-current-deal]").value !== last, last);
    const [n, , s] = hands(await page.inputValue("[data-current-deal]"));
    assert.equal([...n, ...s].join("").length, 26);
    assert.ok(hcp(n) >= 15 && hcp(n) <= 17 && balanced(n), `North ${n.join(".")}`);
    assert.ok(s[0].length >= 5 && hcp(s) >= 8, `South ${s.join(".")}`);
  }
  assert.notEqual(await page.inputValue("[data-current-deal]"), before);
  assert.equal(await page.$$eval("[data-limits-error], [data-error=deal]", (l) => l.length), 0);
  await screenshot(page, "analysis-random-limits");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("a random ending of five cards a hand, and rare limits that do not freeze the page", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1200, height: 900 } });
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/analysis?need=3`);
  await page.waitForSelector("[data-hand=S]");
  await page.selectOption("select[data-choose=cards]", "5");
  await page.fill("[data-limits]", "N:hcp=4- S:h=2-");
  await page.click("[data-action=random]");
  await page.waitForFunction(() => document.querySelector("[data-current-deal]").value.replace(/[^AKQJT2-9]/g, "").length === 20);
  const deal = await page.inputValue("[data-current-deal]");
  const [n, e, s, w] = hands(deal);
  for (const h of [n, e, s, w]) assert.equal(h.join("").length, 5, deal);
  assert.ok(hcp(n) >= 4, `North ${n.join(".")}`);
  assert.ok(s[1].length >= 2, `South ${s.join(".")}`);
  // The ending is solved like any deal, and the target carried over answers at once.
  await tableOf(page);
  await page.waitForSelector(".dd-verdict[data-made]");
  assert.match(page.url(), /need=3/);
  await screenshot(page, "analysis-random-ending");

  // North with all 37 points is a handful of deals among billions: the worker deals, the page
  // answers (the language switches) and the deal can be cancelled.
  await page.selectOption("select[data-choose=cards]", "13");
  await page.fill("[data-limits]", "N:hcp=37");
  await page.click("[data-action=random]");
  await page.waitForSelector("[data-progress=deal]");
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForSelector("text=发牌中……");
  await screenshot(page, "analysis-random-rare-zh");
  await page.click("[data-action=cancel-deal]");
  await page.waitForSelector('[data-cancelled="deal"]');
  assert.equal(await page.inputValue("[data-current-deal]"), deal);
  assert.deepEqual(page.problems(), []);
  await context.close();
});

/** A club's night: two played boards, a hand record without play, a passed-out board. */
const CLUB_FILE = fileURLToPath(new URL("../data/pbn/club_night.pbn", import.meta.url));
/** Two boards of a team match, open and closed room, as BBO writes them. */
const MATCH_FILE = fileURLToPath(new URL("../data/lin/match.lin", import.meta.url));
/** A BBO handviewer address of one board. */
const HANDVIEWER_FILE = fileURLToPath(new URL("../data/lin/handviewer.txt", import.meta.url));

/** Waits until every board of the open file has its table; returns the milliseconds taken. */
async function allTables(page, timeout = 300000) {
  await page.waitForFunction(() => {
    const s = document.querySelector("[data-solved]");
    return s && s.dataset.solved === s.dataset.total && s.dataset.solveMs !== "";
  }, null, { timeout });
  return Number(await page.getAttribute("[data-solved]", "data-solve-ms"));
}

test("a file of boards opens: every table and par, the auction, play and result, and the sheet to print", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/analysis`);
  await page.setInputFiles("[data-open-file]", CLUB_FILE);
  await page.waitForSelector("[data-board='3']");
  assert.equal(await page.$$eval("[data-board]", (b) => b.length), 4);
  await allTables(page);
  // The first board: its hands, table and par, its auction with the alert, its play and result.
  const detail = await page.textContent("[data-board-detail='0']");
  assert.match(detail, /Board 5/);
  assert.match(detail, /Par /);
  assert.equal(await page.$$eval("[data-board-detail] .board tbody td", (c) => c.length), 20);
  assert.match(await page.textContent("[data-record-auction]"), /1NT!/);
  assert.equal(await page.$$eval("[data-record-play] li", (l) => l.length), 3);
  assert.match(await page.textContent("[data-record-result]"), /declarer took 7 tricks/);
  // The board is analysed above: its deal, its contract's trump and opening leader.
  assert.equal(await page.inputValue("[data-current-deal]"),
    "N:QJ6.K652.J85.T98 873.J97.AT764.Q4 K5.T83.KQ9.A7652 AT942.AQ4.32.KJ3");
  assert.equal(await page.inputValue("select[data-choose=trump]"), "N");
  assert.equal(await page.inputValue("select[data-choose=leader]"), "S");
  // Every board's par is in the list once solved.
  for (const label of await page.$$eval("[data-board]", (b) => b.map((x) => x.textContent))) {
    assert.match(label, /NS [+-]\d+/);
  }
  await page.click("[data-board='1']");
  await page.waitForSelector("[data-board-detail='1']");
  assert.match(await page.textContent("[data-record-result]"), /4♠X W, declarer took 9 tricks/);
  assert.equal(await page.inputValue("select[data-choose=leader]"), "N");
  await page.click("[data-board='3']");
  assert.match(await page.textContent("[data-record-result]"), /Passed out/);
  await page.click("[data-board='1']");
  await screenshot(page, "analysis-file-of-boards");
  const found = await accessibilityViolations(page);
  assert.deepEqual(found, [], describeViolations(found));
  // Print: the sheet holds every board with its table; in print it is all there is.
  await page.evaluate(() => { window.print = () => { window.printed = true; }; });
  await page.click("[data-print-records]");
  assert.equal(await page.evaluate(() => window.printed), true);
  assert.equal(await page.$$eval("[data-print-sheet] .board", (b) => b.length), 4);
  assert.equal(await page.$$eval("[data-print-sheet] .board table", (t) => t.length), 4);
  await page.emulateMedia({ media: "print" });
  assert.equal(await page.isVisible("[data-print-sheet]"), true);
  assert.equal(await page.isVisible(".analysis"), false);
  await screenshot(page, "analysis-file-print");
  await page.emulateMedia({ media: "screen" });
  // Another file, dropped on the panel, replaces it; then a pasted handviewer address.
  const lin = readFileSync(MATCH_FILE, "utf8");
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.items.add(new File([text], "match.lin"));
    document.querySelector("[data-drop-zone]").dispatchEvent(new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }));
  }, lin);
  await page.waitForFunction(() => document.querySelectorAll("[data-board]").length === 2);
  assert.match(await page.textContent("[data-board='0']"), /open room/);
  await allTables(page);
  await page.fill("[data-paste-file]", readFileSync(HANDVIEWER_FILE, "utf8").trim());
  await page.click(".dd-boards-paste button");
  await page.waitForFunction(() => document.querySelectorAll("[data-board]").length === 1);
  assert.match(await page.textContent("[data-board='0']"), /Board 2/);
  await page.fill("[data-paste-file]", "[Deal \"N:AKQ\"]");
  await page.click(".dd-boards-paste button");
  assert.match(await page.textContent("[data-file-error]"), /record 1 .*tag `Deal`/);
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the file box and the paste box stay in place, with the text being typed, while a file is solved", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/analysis`);
  await page.waitForSelector("[data-open-file]");
  await page.setInputFiles("[data-open-file]", CLUB_FILE);
  await page.waitForSelector("[data-board='3']");
  // The person starts typing the next file while this one's tables come in.
  await page.focus("[data-paste-file]");
  await page.keyboard.type("[Event ");
  await page.evaluate(() => {
    window.fileBox = document.querySelector("[data-open-file]");
    window.pasteBox = document.querySelector("[data-paste-file]");
  });
  await allTables(page);
  await page.waitForSelector("[data-print-sheet]", { state: "attached" });
  // The same elements: a file picked or text typed a moment before is not dropped.
  assert.deepEqual(await page.evaluate(() => [
    window.fileBox === document.querySelector("[data-open-file]"),
    window.pasteBox === document.querySelector("[data-paste-file]"),
    document.activeElement === window.pasteBox,
  ]), [true, true, true]);
  await page.keyboard.type("\"Night\"]");
  assert.equal(await page.inputValue("[data-paste-file]"), '[Event "Night"]');
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("in Chinese, every error says what and where in Chinese, and the boards read in Chinese", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/analysis`);
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForSelector("[data-hand=S]");
  const inputError = () => page.textContent("[data-input-error]");
  // A PBN deal: the seat, the suit and the character.
  await page.fill("#dd-paste", "N:AKQ.XYZ.. K... Q... J...");
  await page.click("[data-action=load]");
  assert.equal(await inputError(), "北家的红心：`X` 不是牌的点数");
  // The paper's problem file: the line.
  await page.fill("#dd-paste", "4 2 1 3\nAS KS\nQS JS\nAH ZZ\nTS 9S\nXX\n");
  await page.click("[data-action=load]");
  await page.waitForFunction(() => document.querySelector("[data-input-error]")?.textContent === "题目文件，第 4 行：`ZZ` 不是一张牌");
  // The error follows the language switch, and back.
  await page.selectOption(".lang select", "en");
  await page.waitForFunction(() => /problem file, line 4: `ZZ` is not a card/.test(document.querySelector("[data-input-error]")?.textContent));
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForFunction(() => /第 4 行/.test(document.querySelector("[data-input-error]")?.textContent));
  // Limits no deal meets: the dealer's reason, from the worker, in Chinese.
  await page.fill("[data-limits]", "N:bal,s=6-");
  await page.click("[data-action=random]");
  await page.waitForFunction(() => document.querySelector("[data-error=deal]")?.textContent === "无法发牌：限制条件：没有哪种各门花色的长度能同时满足每一家的限制");
  // A file of boards: the record, the line and the tag; a LIN record likewise.
  await page.fill("[data-paste-file]", '[Board "1"]\n[Deal "N:AKQ"]');
  await page.click(".dd-boards-paste button");
  await page.waitForFunction(() => document.querySelector("[data-file-error]")?.textContent ===
    "无法读取文件：第 1 条记录（第 2 行），标签 `Deal`：PBN 牌局有 1 手牌，应为 4 手");
  await screenshot(page, "analysis-errors-zh");
  await page.fill("[data-paste-file]", "pn|A,B,C,D|md|5SAKQ,,,|");
  await page.click(".dd-boards-paste button");
  await page.waitForFunction(() => /^无法读取文件：第 1 条记录（第 1 行），标签 `md`：`5SAKQ,,,` 没有以发牌者的数字开头/
    .test(document.querySelector("[data-file-error]")?.textContent));
  // A good file: the board, its auction, result and hand record in Chinese.
  await page.setInputFiles("[data-open-file]", CLUB_FILE);
  await allTables(page);
  const detail = await page.textContent("[data-board-detail='0']");
  for (const words of ["第 5 副", "西家发牌，双方有局", "双明手墩数", "最佳定约", "不叫", "庄家拿到 7 墩"]) {
    assert.ok(detail.includes(words), `${words} in ${detail}`);
  }
  for (const words of ["Board", "Dealer", "Pass", "Par ", "North", "vulnerable", "tricks"]) {
    assert.ok(!detail.includes(words), `no ${words} in ${detail}`);
  }
  assert.match(await page.textContent("[data-board='0']"), /南北 [+-]\d+/);
  const sheet = await page.textContent("[data-print-sheet]");
  assert.ok(!/Board|Dealer|Par |Double-dummy/.test(sheet), sheet);
  await page.click("[data-board='1']");
  await screenshot(page, "analysis-file-zh");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

/**
 * 3NT by South, with a lead built to be a clear mistake: North-South hold no spade and every top
 * heart, diamond and club, so once on lead they take all thirteen tricks; West holds the seven
 * top spades. A spade lead takes seven tricks for the defence (East cannot overtake), leaving
 * declarer six; West's heart lead gives them away: it costs seven tricks. West's club is a
 * singleton, so its club is the one forced card. Declarer claims the last ten tricks.
 */
const CLEAR_MISTAKE = `[Event "Replay"]
[Board "1"]
[Dealer "S"]
[Vulnerable "None"]
[Deal "N:.AKQJT98.AKQ.AKQ 765432..654.6543 .765.JT987.JT987 AKQJT98.432.32.2"]
[Declarer "S"]
[Contract "3NT"]
[Result "13"]
[Auction "S"]
3NT Pass Pass Pass
[Play "W"]
H2 HA S2 H5
C2 CA C3 C7
D2 DA D4 D7
*
`;

test("a board's play replays card by card, each card with its double-dummy cost", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 1000 } });
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/analysis`);
  await page.setInputFiles("[data-open-file]", { name: "replay.pbn", mimeType: "text/plain", buffer: Buffer.from(CLEAR_MISTAKE) });
  await page.waitForSelector("[data-replay]");
  const hands = () => page.$$eval("[data-replay-hand]", (h) => Object.fromEntries(h.map((x) => [x.dataset.replayHand, Number(x.dataset.cards)])));
  const at = (k) => page.waitForFunction((k) => document.querySelector("[data-replay-at]").dataset.replayAt === String(k), k);
  const won = () => page.$eval("[data-replay-won-declarer]", (p) => [Number(p.dataset.replayWonDeclarer), Number(p.dataset.replayWonDefence)]);
  assert.deepEqual(await hands(), { N: 13, E: 13, S: 13, W: 13 });
  assert.equal(await page.textContent("[data-replay-at]"), "Before the opening lead");
  assert.equal(await page.getAttribute("[data-replay-step=back]", "aria-disabled"), "true");
  // The worker judges every card; the lead is the mistake the deal was built for.
  await page.waitForSelector("[data-replay-rates]", { timeout: 120000 });
  assert.equal(await page.getAttribute("[data-replay-rates]", "data-lead-cost"), "7");
  await page.click("[data-replay-step=forward]");
  await at(1);
  assert.deepEqual(await hands(), { N: 13, E: 13, S: 13, W: 12 });
  assert.equal(await page.textContent("[data-replay-at]"), "Card 1 of 12: West plays ♥2 — gave away 7 tricks");
  assert.equal(await page.getAttribute("[data-replay-card=H2]", "data-cost"), "7");
  assert.match(await page.textContent("[data-replay-card=H2]"), /−7/);
  // The keyboard: arrows on the focused buttons, Enter, End and Home.
  await page.focus("[data-replay-step=forward]");
  for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight");
  await at(4);
  assert.deepEqual(await hands(), { N: 12, E: 12, S: 12, W: 12 });
  assert.deepEqual(await won(), [1, 0]);
  assert.equal(await page.$$eval("[data-replay-trick] .dd-played.done", (c) => c.length), 4);
  await page.keyboard.press("Enter");
  await at(5);
  assert.equal(await page.$$eval("[data-replay-trick] .dd-played", (c) => c.length), 1);
  await page.keyboard.press("End");
  await at(12);
  assert.deepEqual(await hands(), { N: 10, E: 10, S: 10, W: 10 });
  assert.deepEqual(await won(), [3, 0]);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.replayStep), "forward", "the focus stays on the button");
  // Every card with its cost: the lead −7, the rest nothing, West's club forced.
  const costs = await page.$$eval("[data-replay-card]", (c) => c.map((x) => [x.dataset.replayCard, x.dataset.cost, x.dataset.forced ?? ""]));
  assert.equal(costs.length, 12);
  assert.deepEqual(costs.filter(([, cost]) => cost !== "0"), [["H2", "7", ""]]);
  assert.deepEqual(costs.filter(([, , forced]) => forced).map(([card]) => card), ["C2"]);
  assert.equal(await page.textContent("[data-replay-at]"), "Card 12 of 12: West plays ♦2 — costs nothing");
  const rates = await page.textContent("[data-replay-rates]");
  assert.match(rates, /Opening lead: gave away 7 tricks/);
  assert.match(rates, /Declarer's errors: 0 of 6 cards with a choice/);
  assert.match(rates, /Defenders' errors: 0 of 4 cards with a choice/);
  assert.equal(await page.textContent("[data-replay-claim]"), "Then a claim: declarer takes 10 of the 10 tricks left.");
  await page.keyboard.press("ArrowLeft");
  await at(11);
  assert.match(await page.textContent("[data-replay-at]"), /Card 11 of 12: South plays ♦7 — costs nothing/);
  await page.locator("[data-replay]").scrollIntoViewIfNeeded();
  await screenshot(page, "analysis-replay");
  const found = await accessibilityViolations(page);
  assert.deepEqual(found, [], describeViolations(found));
  await page.keyboard.press("Home");
  await at(0);
  assert.deepEqual(await hands(), { N: 13, E: 13, S: 13, W: 13 });
  // In Chinese.
  await page.selectOption(".lang select", "zh-CN");
  await page.click("[data-replay-step=forward]");
  await at(1);
  assert.equal(await page.textContent("[data-replay-at]"), "第 1/12 张：西家出♥2，送掉 7 墩");
  const zh = await page.textContent("[data-replay]");
  for (const words of ["逐张回放", "首攻：送掉 7 墩", "庄家失误", "随后摊牌：剩余 10 墩中庄家拿 10 墩。"]) {
    assert.ok(zh.includes(words), `${words} in ${zh}`);
  }
  for (const words of ["Card", "trick", "Declarer", "West", "claim"]) {
    assert.ok(!zh.includes(words), `no ${words} in ${zh}`);
  }
  await page.locator("[data-replay]").scrollIntoViewIfNeeded();
  await screenshot(page, "analysis-replay-zh");
  // On a phone the replay fits the width: nothing of it reaches past the window's edge.
  await page.setViewportSize(PHONE.viewport);
  await page.click("[data-replay-step=last]");
  await at(12);
  const wide = await page.$$eval("[data-replay], [data-replay] *", (all) =>
    all.filter((e) => e.getBoundingClientRect().right > window.innerWidth).map((e) => e.className || e.tagName));
  assert.deepEqual(wide, [], "the replay fits a phone");
  await page.locator("[data-replay]").scrollIntoViewIfNeeded();
  await screenshot(page, "analysis-replay-phone");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

// The figure of docs/benchmarks.md: the tables of a 32-board file on every worker of the page
// against one worker, alternating. Needs the peer suite (BOYI_REFDATA, or ../shared/refdata
// beside the repository) for its deals. ANALYSIS_FILE_PAUSE_MS waits that long between the
// page showing its file picker and the file, as a person choosing one does (0 by default).
// Beside the times it prints how long the page's own thread was busy while the tables came in
// (Chromium's task time): on a two-core machine that time is taken from the workers.
test("32 boards' tables on all workers against one (ANALYSIS_FILE_BENCH=1)", { skip: !process.env.ANALYSIS_FILE_BENCH }, async () => {
  const refdata = process.env.BOYI_REFDATA ?? fileURLToPath(new URL("../../../shared/refdata", import.meta.url));
  const rows = readFileSync(`${refdata}/dd/normalized/dd_tables.tsv`, "utf8").split("\n")
    .filter((l) => l.startsWith("macroxue/comparison")).slice(0, 32).map((l) => l.split("\t"));
  const file = rows.map((r, i) => `[Board "${i + 1}"]\n[Dealer "N"]\n[Vulnerable "None"]\n[Deal "${r[2]}"]\n`).join("\n");
  const times = { 1: [], all: [] };
  const busy = { 1: [], all: [] };
  for (let round = 0; round < Number(process.env.ANALYSIS_FILE_ROUNDS ?? 3); round++) {
    for (const workers of [1, "all"]) {
      const context = await env.browser.newContext();
      if (workers === 1) {
        await context.addInitScript(() => Object.defineProperty(Navigator.prototype, "hardwareConcurrency", { get: () => 1 }));
      }
      const page = await openPage(context, env.origin);
      const cdp = await context.newCDPSession(page);
      await cdp.send("Performance.enable");
      const taskSeconds = async () => (await cdp.send("Performance.getMetrics")).metrics.find((m) => m.name === "TaskDuration").value;
      await page.goto(`${env.app}#/analysis`);
      await page.waitForSelector("[data-open-file]");
      await page.waitForTimeout(Number(process.env.ANALYSIS_FILE_PAUSE_MS ?? 0));
      const before = await taskSeconds();
      await page.setInputFiles("[data-open-file]", { name: "boards.pbn", mimeType: "text/plain", buffer: Buffer.from(file) });
      times[workers].push(await allTables(page, 600000));
      busy[workers].push(Math.round(1000 * (await taskSeconds() - before)));
      assert.deepEqual(page.problems(), []);
      await context.close();
    }
  }
  const cores = await (async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const n = await page.evaluate(() => navigator.hardwareConcurrency);
    await context.close();
    return n;
  })();
  const best = (xs) => Math.min(...xs);
  console.log(`# 32 boards: one worker ${times[1].join(", ")} ms; all ${cores} workers ${times.all.join(", ")} ms; best ratio ${(best(times.all) / best(times[1])).toFixed(3)}; page thread busy ${busy[1].join(", ")} ms with one worker, ${busy.all.join(", ")} ms with all`);
});
