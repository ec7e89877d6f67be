// The other table of a duplicate match at #/bridge: while the person plays a board, four
// computer players play it in the worker; after the board both results stand side by side
// with the board's IMPs and matchpoints, checked here against the IMP scale written out, and
// the running score adds the boards up, survives a reload and can be reset.
import { test } from "node:test";
import assert from "node:assert/strict";
import { setUp, openPage, screenshot, accessibilityViolations, describeViolations } from "./harness.mjs";
import { claimRecord, loadRecord } from "./bridge-table.mjs";

const env = setUp();

/** The WBF scale's lower edges: a difference of at least STEPS[i] points is worth i + 1 IMPs. */
const STEPS = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300,
  1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000];
const imps = (diff) => Math.sign(diff) * STEPS.filter((s) => Math.abs(diff) >= s).length;

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
  const first = await playRecord(page, claimRecord("None"));
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
  const second = await playRecord(page, claimRecord("All"));
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

/**
 * A vugraph match of two boards, both played in the open and the closed room. Board 1: four
 * hands of ten points with no five-card suit, which nobody opens; the open room played 1NT by
 * North for +120, the closed room 1NT by West one down, +50 to North-South. Board 2: 4♠ by
 * South vulnerable, made in the open room (+620) and one down in the closed (−100).
 */
const MATCH = `vg|Boyi Cup,Final,I,1,2,Reds,0,Blues,0|
pn|Ann,Bo,Cy,Di,Eve,Fay,Gus,Hal|
qx|o1|md|3SQ87HJ876DA76CK87,SJT9HAT9DKT98CQT9,SA432HK32DQ32CJ32,|sv|o|ah|Board 1|mb|1d|mb|p|mb|1h|mb|p|mb|1n|mb|p|mb|p|mb|p|mc|8|pg||
qx|c1|md|3SQ87HJ876DA76CK87,SJT9HAT9DKT98CQT9,SA432HK32DQ32CJ32,|sv|o|ah|Board 1|mb|p|mb|p|mb|p|mb|1d|mb|p|mb|1h|mb|p|mb|1n|mb|p|mb|p|mb|p|mc|6|pg||
qx|o2|md|4SAKQ2HK32DQ32CJ32,SJT9HAT9DKT98CQT9,S8743HQJ4DA4CAK54,|sv|n|ah|Board 2|mb|p|mb|1s|mb|p|mb|4s|mb|p|mb|p|mb|p|mc|10|pg||
qx|c2|md|4SAKQ2HK32DQ32CJ32,SJT9HAT9DKT98CQT9,S8743HQJ4DA4CAK54,|sv|n|ah|Board 2|mb|p|mb|1s|mb|p|mb|4s|mb|p|mb|p|mb|p|mc|9|pg||
`;

async function openFile(page, text) {
  if (!(await page.isVisible("[data-file-open] summary"))) await page.click("[data-settings] summary");
  if (!(await page.isVisible("[data-file-paste]"))) await page.click("[data-file-open] summary");
  await page.fill("[data-file-paste]", text);
  await page.focus("[data-action=open-file]");
  await page.keyboard.press("Enter");
}

test("a vugraph file's boards played in turn, against both recorded rooms", { timeout: 180000 }, async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/bridge?board=1&seat=S`);
  await page.waitForSelector("[data-box-call]");

  // A damaged file is refused with the record and the tag, in either language.
  await openFile(page, "qx|o1|md|5SA,,,|");
  assert.match(await page.textContent("[data-file-error]"),
    /^This file cannot be played: record 1 \(line 1\), tag `md`: /);
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForFunction(() => document.querySelector("[data-file-error]").textContent
    .startsWith("无法打这个文件:第 1 条记录（第 1 行），标签 `md`："));
  let violations = await accessibilityViolations(page);
  assert.deepEqual(violations, [], describeViolations(violations));
  await page.selectOption(".lang select", "en");

  await openFile(page, MATCH);
  await page.waitForSelector("[data-file-bar]");
  assert.equal(await page.getAttribute("[data-file-bar]", "data-file-at"), "1");
  assert.equal(await page.getAttribute("[data-file-bar]", "data-file-boards"), "2");
  assert.match(await page.textContent("[data-file-bar]"), /^Board 1 of 2 from the file · numbered 1 in the file/);
  assert.equal(await page.$("[data-file-error]"), null);
  // The board as the file gives it: North deals, nobody vulnerable, North and East have passed.
  assert.match(await page.textContent(".bridge-bar-now"), /^Board 1 · South/);
  assert.match(await page.textContent("[data-recorded-waiting]"), /records 2 result\(s\) for this board/);

  // Passed out at this table: 120 and 50 lost against the two rooms, 3 and 2 IMPs.
  await page.waitForSelector("[data-box-call=P]:not([disabled])");
  await page.focus("[data-box-call=P]");
  await page.keyboard.press("Enter");
  await page.waitForSelector("[data-recorded-tables] tr[data-room=closed]");
  const row = async (room) => {
    const tr = `[data-recorded-tables] tr[data-room=${room}]`;
    return {
      text: await page.textContent(tr),
      ns: Number(await page.getAttribute(tr, "data-ns-score")),
      imps: Number(await page.getAttribute(tr, "data-imps")),
    };
  };
  const open = await row("open");
  assert.deepEqual([open.ns, open.imps], [120, -3]);
  assert.equal(open.text, "Open roomCy – Ann v Di – Bo1NT by North8 tricks+120-3");
  const closed = await row("closed");
  assert.deepEqual([closed.ns, closed.imps], [50, -2]);
  assert.equal(closed.text, "Closed roomGus – Eve v Hal – Fay1NT by West6 tricks+50-2");
  assert.match(await page.textContent("[data-recorded-tables] tr[data-recorded=mine]"), /^Your tablePassed out/);
  // The other table beside them, as for any board.
  await page.waitForSelector("[data-board-imps]", { timeout: 60000 });
  await screenshot(page, "bridge-file-boards");
  violations = await accessibilityViolations(page);
  assert.deepEqual(violations, [], describeViolations(violations));

  await page.selectOption(".lang select", "zh-CN");
  await page.waitForFunction(() => document.querySelector("[data-recorded-tables] h2").textContent === "文件记录的牌桌");
  assert.equal(await page.textContent("[data-recorded-tables] tr[data-room=open] th"), "开室");
  assert.match(await page.textContent("[data-recorded-tables] tr[data-room=closed]"), /^闭室Gus – Eve 对 Hal – Fay/);
  await screenshot(page, "bridge-file-boards-zh");
  await page.selectOption(".lang select", "en");

  // The next board, by the keyboard: East deals, North-South vulnerable.
  await page.focus("[data-action=next-file-board]");
  await page.keyboard.press("Enter");
  await page.waitForSelector("[data-file-bar][data-file-at='2']");
  assert.match(await page.textContent("[data-file-bar]"), /^Board 2 of 2 from the file · numbered 2 in the file/);
  assert.match(await page.textContent(".bridge-bar-now"), /^Board 2 · South/);
  await page.waitForSelector("[data-box-call]");
  assert.equal(await page.$("[data-recorded-tables] tr[data-room]"), null);
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForFunction(() => document.querySelector("[data-file-bar]").textContent.startsWith("文件第 2 副,共 2 副"));
  assert.match(await page.textContent("[data-recorded-waiting]"), /^文件记录了这副牌的 2 个结果/);
  violations = await accessibilityViolations(page);
  assert.deepEqual(violations, [], describeViolations(violations));
  await page.selectOption(".lang select", "en");

  // Another seat plays the same board of the file.
  await page.click("[data-settings] summary");
  await page.selectOption("[data-choose=seat]", "N");
  await page.waitForFunction(() => document.querySelector(".bridge-bar-now").textContent.startsWith("Board 2 · North"));
  assert.equal(await page.getAttribute("[data-file-bar]", "data-file-at"), "2");

  // A game record loaded at the table leaves the file, whose results are not the record's.
  await loadRecord(page, claimRecord("None"));
  await page.waitForSelector("[data-imported]");
  assert.equal(await page.$("[data-file-bar]"), null);
  assert.equal(await page.$("[data-recorded-tables]"), null);

  // A picked PBN file whose one board records no result: compared with the other table only.
  const pbn = `[Event "Club night"]\n[Board "7"]\n[Dealer "S"]\n[Vulnerable "Both"]
[Deal "N:A432.K32.Q32.J32 K65.Q54.J54.A654 Q87.J876.A76.K87 JT9.AT9.KT98.QT9"]\n`;
  if (!(await page.isVisible("[data-file-open] summary"))) await page.click("[data-settings] summary");
  if (!(await page.isVisible("[data-file-pick]"))) await page.click("[data-file-open] summary");
  await page.setInputFiles("[data-file-pick]", { name: "club.pbn", mimeType: "text/plain", buffer: Buffer.from(pbn) });
  await page.waitForSelector("[data-file-bar]");
  assert.match(await page.textContent("[data-file-bar]"),
    /^Board 1 of 1 from the file · numbered 7 in the file.*records no result for this board: it is compared with the other table only\./);
  assert.match(await page.textContent(".bridge-bar-now"), /^Board 7 · North/);
  assert.equal(await page.$("[data-recorded-tables]"), null);

  // A file longer than the page opens is refused before it is read, and the board stays.
  await page.click("[data-settings] summary");
  if (!(await page.isVisible("[data-file-pick]"))) await page.click("[data-file-open] summary");
  await page.setInputFiles("[data-file-pick]", { name: "big.lin", mimeType: "text/plain", buffer: Buffer.alloc(2_100_000, 32) });
  await page.waitForSelector("[data-file-error]");
  assert.equal(await page.textContent("[data-file-error]"),
    "The file is 2.1 MB long; this page opens files of at most 2.0 MB.");
  assert.match(await page.textContent("[data-file-bar]"), /^Board 1 of 1 from the file/);

  // Back to the boards the setup deals.
  await page.click("[data-action=leave-file]");
  await page.waitForFunction(() => !document.querySelector("[data-file-bar]"));
  assert.equal(await page.$("[data-recorded-tables]"), null);
  assert.match(await page.textContent(".bridge-bar-now"), /^Board 7 · North/);
  assert.deepEqual(page.problems(), []);
  await context.close();
});
