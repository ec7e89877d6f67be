// The other table of a duplicate match at #/bridge: while the person plays a board, four
// computer players play it in the worker; after the board both results stand side by side
// with the board's IMPs and matchpoints, checked here against the IMP scale written out, and
// the running score adds the boards up, survives a reload and can be reset.
import { test } from "node:test";
import assert from "node:assert/strict";
import { setUp, openPage, screenshot, accessibilityViolations, describeViolations } from "./harness.mjs";

const env = setUp();

/** The WBF scale's lower edges: a difference of at least STEPS[i] points is worth i + 1 IMPs. */
const STEPS = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300,
  1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000];
const imps = (diff) => Math.sign(diff) * STEPS.filter((s) => Math.abs(diff) >= s).length;

/**
 * 7NT by South before the opening lead, West on lead with every spade: West claims all
 * thirteen tricks at once, and accepting ends the board.
 */
const record = (vulnerable) => `[Board "1"]
[Dealer "S"]
[Vulnerable "${vulnerable}"]
[Deal "N:.AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432 AKQJT98765432..."]
[Auction "S"]
7NT Pass Pass Pass
`;

async function loadRecord(page, text) {
  // The settings bar folds once a board is loaded; the records' part of it may stay open.
  if (!(await page.isVisible("[data-import] summary"))) await page.click("[data-settings] summary");
  if (!(await page.isVisible("[data-import-text]"))) await page.click("[data-import] summary");
  await page.fill("[data-import-text]", text);
  await page.click("[data-action=import-pbn]");
}

/** Plays the record's board: West claims, South accepts; then the comparison. */
async function playRecord(page, text) {
  await loadRecord(page, text);
  await page.waitForSelector("[data-offer]");
  await page.click("[data-action=accept-claim]");
  await page.waitForSelector("[data-review]");
  await page.waitForSelector("[data-board-imps]", { timeout: 60000 });
  const score = async (which) => Number(await page.getAttribute(`[data-other-table] tr[data-table=${which}]`, "data-ns-score"));
  return {
    mine: await score("mine"),
    theirs: await score("theirs"),
    imps: Number(await page.getAttribute("[data-board-imps]", "data-board-imps")),
    matchpoints: Number(await page.getAttribute("[data-board-imps]", "data-board-matchpoints")),
  };
}

async function running(page) {
  const p = await page.$("[data-running-boards]");
  return {
    boards: Number(await p.getAttribute("data-running-boards")),
    imps: Number(await p.getAttribute("data-running-imps")),
    matchpoints: Number(await p.getAttribute("data-running-matchpoints")),
  };
}

test("the other table's result beside the human's, IMPs, matchpoints and the running score", { timeout: 180000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/bridge?board=1&seat=S`);
  await page.waitForSelector("[data-box-call]");
  assert.deepEqual(await running(page), { boards: 0, imps: 0, matchpoints: 0 });
  assert.equal(await page.isDisabled("[data-action=reset-score]"), true);
  assert.match(await page.textContent("[data-other-table]"), /no board compared yet/);

  // Not vulnerable, 7NT down 13: −650 for North-South at this table.
  const first = await playRecord(page, record("None"));
  assert.equal(first.mine, -650);
  assert.equal(first.imps, imps(first.mine - first.theirs));
  assert.equal(first.matchpoints, first.mine > first.theirs ? 2 : first.mine === first.theirs ? 1 : 0);
  const row = await page.textContent("[data-other-table] tr[data-table=mine]");
  assert.match(row, /^Your table7NT by South0 tricks−650$/);
  assert.match(await page.textContent("[data-other-table] tr[data-table=theirs]"),
    /^Other table(\d(♠|♥|♦|♣|NT)( doubled| redoubled)? by (North|East|South|West)\d+ tricks?|Passed out)[+−]?\d+$/);
  assert.match(await page.textContent("[data-board-imps]"), /^This board for you: [+-]\d+ IMPs · [012] matchpoints of 2 \((0|50|100)%\)$/);
  assert.deepEqual(await running(page), { boards: 1, imps: first.imps, matchpoints: first.matchpoints });
  assert.match(await page.textContent("[data-running-boards]"), / · 1 board · /);
  await screenshot(page, "bridge-duplicate");
  const violations = await accessibilityViolations(page);
  assert.deepEqual(violations, [], describeViolations(violations));

  // Vulnerable, the same cards: −1300, a second board for the running score.
  const second = await playRecord(page, record("All"));
  assert.equal(second.mine, -1300);
  assert.equal(second.imps, imps(second.mine - second.theirs));
  const total = {
    boards: 2,
    imps: first.imps + second.imps,
    matchpoints: first.matchpoints + second.matchpoints,
  };
  assert.deepEqual(await running(page), total);
  const average = (total.imps / 2).toFixed(1);
  assert.match(await page.textContent("[data-running-boards]"),
    new RegExp(`^Running score: [+-]\\d+ IMPs · 2 boards · [+-]${average.replace("-", "")} IMPs per board · \\d+% of the matchpoints$`));

  // Kept in local storage: a reload starts a fresh board with the same running score.
  await page.reload();
  await page.waitForSelector("[data-box-call]");
  assert.deepEqual(await running(page), total);
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForFunction(() => document.querySelector("[data-running-boards]").textContent.startsWith("累计成绩:"));
  await page.selectOption(".lang select", "en");

  // Reset: nothing counted, after a reload too.
  await page.click("[data-action=reset-score]");
  assert.deepEqual(await running(page), { boards: 0, imps: 0, matchpoints: 0 });
  await page.reload();
  await page.waitForSelector("[data-box-call]");
  assert.deepEqual(await running(page), { boards: 0, imps: 0, matchpoints: 0 });
  assert.deepEqual(page.problems(), []);
  await context.close();
});
