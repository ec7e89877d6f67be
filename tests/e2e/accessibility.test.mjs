// Accessibility: axe-core checks every page in its main states, on a desktop and a phone, in
// English and in Chinese; any serious or critical finding fails the test.
import { test } from "node:test";
import assert from "node:assert/strict";
import { setUp, openPage, PHONE, accessibilityViolations, describeViolations } from "./harness.mjs";

const env = setUp();

/** The bridge table's full-deal double-dummy work (table, par, each card's cost) fits in this. */
const TABLE_TIMEOUT = 300000;
/** A whole killer game at the fastest pace fits in this. */
const GAME_TIMEOUT = 240000;

/** A full 13-card deal for the analysis page's card grid. */
const FULL_DEAL = "N:AKQ2.J93.K84.T62 T875.AK4.QJ2.AK3 J9.Q752.T963.984 643.T86.A75.QJ75";
/** A four-card ending, solved in a moment. */
const SQUEEZE = "N:Q5.A..2 K3.K3.. A.Q5..A 42.42..";

/** 7NT by South before the opening lead, West on lead with every spade: West claims. */
const CLAIM_RECORD = `[Dealer "S"]
[Vulnerable "None"]
[Deal "N:.AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432 AKQJT98765432..."]
[Auction "S"]
7NT Pass Pass Pass
`;

const DEVICES = [
  ["desktop", { viewport: { width: 1280, height: 900 } }],
  ["phone", PHONE],
];

/**
 * Checks the page as it is now in English, then switches it to Chinese and checks it again,
 * and leaves it in English; each state's findings are recorded under its name.
 */
async function checkBothLanguages(page, found, name) {
  for (const lang of ["en", "zh-CN"]) {
    await page.selectOption(".lang select", lang);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    const violations = await accessibilityViolations(page);
    const nodes = violations.reduce((n, v) => n + v.nodes.length, 0);
    console.log(`# accessibility ${name} ${lang}: ${violations.length} rules, ${nodes} elements`);
    if (violations.length > 0) found.push(`${name} (${lang}):\n${describeViolations(violations)}`);
  }
  await page.selectOption(".lang select", "en");
  await page.waitForFunction(() => document.documentElement.lang === "en");
}

/** Opens every closed disclosure on the page, as a reader looking at everything would. */
async function openDisclosures(page) {
  for (const summary of await page.$$("details:not([open]) > summary")) {
    if (await summary.isVisible()) await summary.click();
  }
}

function assertNone(found) {
  assert.equal(found.length, 0, `serious or critical accessibility findings:\n${found.join("\n")}`);
}

for (const [device, options] of DEVICES) {
  test(`home and about have no serious finding (${device})`, async () => {
    const context = await env.browser.newContext(options);
    const page = await openPage(context, env.origin);
    const found = [];
    await page.goto(env.app);
    await page.waitForSelector(".home .cards");
    await checkBothLanguages(page, found, `home ${device}`);
    await page.goto(`${env.app}#/about`);
    await page.click("[data-action=worker-check]");
    await page.waitForSelector("[data-worker-check=passed]");
    await checkBothLanguages(page, found, `about ${device}`);
    assertNone(found);
    assert.deepEqual(page.problems(), []);
    await context.close();
  });

  test(`the bridge table while bidding, playing and reviewing (${device})`, { timeout: 2 * TABLE_TIMEOUT }, async () => {
    const context = await env.browser.newContext(options);
    const page = await openPage(context, env.origin);
    const found = [];
    // Board 19: South opens 1NT and North answers with Stayman; then it is South's call again.
    await page.goto(`${env.app}#/bridge?board=19&seat=S&system=sayc&practice=1nt`);
    await page.waitForSelector("[data-box-call]");
    await page.click("[data-box-call='1N']");
    await page.waitForSelector("[data-detail] [data-meaning]");
    await page.waitForFunction(() => document.querySelector(".bridge-next")?.textContent.length > 1);
    await checkBothLanguages(page, found, `bridge bidding ${device}`);
    // Board 3: South opens 1NT, everyone passes, and South declares.
    await page.goto(`${env.app}#/bridge?board=3&seat=S&system=sayc&practice=1nt`);
    await page.waitForSelector("[data-box-call]");
    await page.click("[data-box-call='1N']");
    while (await page.$("[data-box-call]")) {
      const before = await page.$$eval("[data-auction] [data-call]", (c) => c.length);
      await page.click("[data-box-call=P]");
      await page.waitForFunction((n) => !document.querySelector("[data-box-call]") ||
        document.querySelectorAll("[data-auction] [data-call]").length > n, before);
    }
    await page.waitForSelector("button[data-card]", { timeout: 120000 });
    await openDisclosures(page);
    await checkBothLanguages(page, found, `bridge play ${device}`);
    // Conceding, once confirmed, ends the board: the review with the table, par and each
    // card's cost.
    await page.click("[data-action=concede]");
    await page.waitForSelector("[data-concede-confirm]");
    await checkBothLanguages(page, found, `bridge concession ${device}`);
    await page.click("[data-action=concede-confirm]");
    await page.waitForSelector("[data-review]");
    await page.waitForSelector("[data-par]", { timeout: TABLE_TIMEOUT });
    await page.waitForSelector("[data-cost-declarer]", { timeout: TABLE_TIMEOUT });
    await openDisclosures(page);
    await checkBothLanguages(page, found, `bridge review ${device}`);
    // An opponent's claim waiting for an answer (West on lead with thirteen spades).
    await page.fill("[data-import-text]", CLAIM_RECORD);
    await page.click("[data-action=import-pbn]");
    await page.waitForSelector("[data-offer]", { timeout: 60000 });
    await checkBothLanguages(page, found, `bridge claim ${device}`);
    assertNone(found);
    assert.deepEqual(page.problems(), []);
    await context.close();
  });

  test(`the analysis page with a deal and with the card grid (${device})`, async () => {
    const context = await env.browser.newContext(options);
    const page = await openPage(context, env.origin);
    const found = [];
    await page.goto(`${env.app}#/analysis?deal=${encodeURIComponent(SQUEEZE)}&trump=N&leader=S&need=4`);
    await page.waitForSelector(".dd-table[data-table-state=done]", { timeout: 60000 });
    await page.waitForFunction(() => {
      const cards = [...document.querySelectorAll("[data-card]")];
      return cards.length > 0 && cards.every((c) => c.dataset.tricks !== undefined);
    }, null, { timeout: 60000 });
    await page.click("[data-card=CA]");
    await page.waitForSelector("[data-played-by=S]");
    await checkBothLanguages(page, found, `analysis deal ${device}`);
    await page.goto(`${env.app}#/analysis?deal=${encodeURIComponent(FULL_DEAL)}`);
    await page.waitForSelector("[data-hand=S]");
    await page.click(".dd-grid summary");
    await page.waitForSelector("[data-grid-card=SA]", { state: "visible" });
    await page.waitForFunction(() => {
      const cards = [...document.querySelectorAll("[data-card]")];
      return cards.length > 0 && cards.every((c) => c.dataset.tricks !== undefined);
    }, null, { timeout: 120000 });
    await checkBothLanguages(page, found, `analysis grid ${device}`);
    assertNone(found);
    assert.deepEqual(page.problems(), []);
    await context.close();
  });

  test(`who is the killer, mid-game and at the end (${device})`, { timeout: 2 * GAME_TIMEOUT }, async () => {
    const context = await env.browser.newContext(options);
    const page = await openPage(context, env.origin);
    const found = [];
    await page.goto(`${env.app}#/killer`);
    await page.waitForSelector("[data-action=deal]");
    await page.selectOption("[data-setup=count]", "2");
    await page.selectOption("[data-setup=pace]", "3");
    await page.click("[data-action=deal]");
    await page.waitForSelector(".killer-game[data-pending=your-turn]");
    await page.check("[data-action=notebook]");
    await page.click("[data-action=ask]");
    const human = ".killer-game[data-pending=your-turn], .killer-game[data-pending=your-give], " +
      ".killer-game[data-pending=your-place], .killer-game[data-pending=over]";
    await page.waitForSelector("[data-log] li");
    await page.waitForSelector(human, { timeout: GAME_TIMEOUT });
    await page.waitForSelector("[data-notebook-ready]", { timeout: 60000 });
    await openDisclosures(page);
    await checkBothLanguages(page, found, `killer mid-game ${device}`);
    // To the end: give and place when asked, and guess at the first turn.
    for (;;) {
      const state = await (await page.waitForSelector(human, { timeout: GAME_TIMEOUT })).getAttribute("data-pending");
      if (state === "over") break;
      const events = await page.getAttribute(".killer-game", "data-events");
      const action = { "your-give": "give", "your-place": "play", "your-turn": "guess" }[state];
      if (action === "guess") await page.selectOption("[data-choose=guess-card]", "1");
      await page.click(`[data-action=${action}]`);
      await page.waitForFunction((n) => document.querySelector(".killer-game")?.dataset.events !== n, events);
    }
    await page.waitForSelector("[data-end]");
    await page.waitForFunction(() => [...document.querySelectorAll("[data-trace]")].every((t) => t.dataset.ready === "true"),
      null, { timeout: 120000 });
    await openDisclosures(page);
    await checkBothLanguages(page, found, `killer end ${device}`);
    assertNone(found);
    assert.deepEqual(page.problems(), []);
    await context.close();
  });

  test(`tic-tac-toe with its panels open (${device})`, async () => {
    const context = await env.browser.newContext(options);
    const page = await openPage(context, env.origin);
    const found = [];
    await page.goto(`${env.app}#/tictactoe?ai=random&human=x`);
    await page.waitForSelector(".ttt-board[data-human-turn=true]");
    await page.click("[data-cell='4']");
    await page.waitForSelector("[data-fact=tree_nodes]", { timeout: 30000 });
    await page.click("[data-action=replay-textbook]");
    await page.click("[data-action=replay-last]");
    await page.click(".ttt-explorer [data-path='']");
    await page.selectOption("[data-mnk=variant]", "2");
    await page.selectOption("[data-mnk=budget]", "250");
    await page.click("[data-mnk-cell='12']");
    await page.waitForSelector("[data-mnk-done]", { timeout: 20000 });
    await checkBothLanguages(page, found, `tictactoe ${device}`);
    assertNone(found);
    assert.deepEqual(page.problems(), []);
    await context.close();
  });
}
