// Tic-tac-toe: games clicked as a person would, the address set-up, the keyboard, the panel.
import { test } from "node:test";
import assert from "node:assert/strict";
import { setUp, openPage, screenshot, PHONE, horizontalOverflow } from "./harness.mjs";

const env = setUp();

// The engine never losing is proven natively over every game (tests/native/ttt_never_loses.rs);
// here a few games check that the page plays what the engine chooses.
const GAMES_EACH = 2;

/** Plays one game to its end, clicking a random free cell whenever it is the human's turn. */
async function playAtRandom(page) {
  for (;;) {
    await page.waitForSelector("[data-result], .ttt-board[data-human-turn=true]");
    const result = await page.$("[data-result]");
    if (result) return result.getAttribute("data-result");
    const free = await page.$$("[data-cell]:not([disabled])");
    assert.ok(free.length > 0, "the human's turn with no free cell");
    await free[Math.floor(Math.random() * free.length)].click();
  }
}

for (const ai of ["minimax", "alphabeta"]) {
  for (const human of ["x", "o"]) {
    test(`${ai} never loses to random clicks, the human playing ${human}`, async () => {
      const context = await env.browser.newContext();
      const page = await openPage(context, env.origin);
      await page.goto(`${env.app}#/tictactoe?ai=${ai}&human=${human}`);
      await page.waitForSelector(".ttt-board");
      const computer = human === "x" ? "o" : "x";
      assert.equal(await page.inputValue("select[data-side=" + human + "]"), "human");
      assert.equal(await page.inputValue("select[data-side=" + computer + "]"), ai);
      const results = [];
      for (let i = 0; i < GAMES_EACH; i++) {
        if (i > 0) await page.click("[data-action=new-game]");
        await page.waitForSelector("[data-result]", { state: "detached" });
        results.push(await playAtRandom(page));
      }
      assert.ok(!results.includes(human), `the computer lost: ${results.join(", ")}`);
      await screenshot(page, `ttt-${ai}-human-${human}`);
      assert.deepEqual(page.problems(), []);
      await context.close();
    });
  }
}

test("digits play the cells, undo takes back the human's move and the reply", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/tictactoe?ai=random&human=x`);
  await page.waitForSelector(".ttt-board[data-human-turn=true]");
  await page.keyboard.press("5");
  await page.waitForSelector("[data-cell='4'].x");
  // The computer replies, and it is the human's turn again.
  await page.waitForFunction(() => document.querySelectorAll(".ttt-cell.o").length === 1);
  await page.waitForSelector(".ttt-board[data-human-turn=true]");
  const free = await page.$$eval("[data-cell]:not([disabled])", (cells) => cells.map((c) => Number(c.dataset.cell)));
  await page.keyboard.press(String(free[0] + 1));
  await page.waitForSelector(`[data-cell='${free[0]}'].x`);
  await page.waitForFunction(() => document.querySelectorAll(".ttt-cell.o").length === 2 || document.querySelector("[data-result]"));
  await page.click("[data-action=undo]");
  await page.waitForFunction(() => document.querySelectorAll(".ttt-cell.x").length === 1);
  assert.equal(await page.$$eval(".ttt-cell.o", (c) => c.length), 1);
  assert.equal(await page.getAttribute("[data-cell='4']", "aria-label").then((l) => /x$/i.test(l)), true);
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the computer plays O when the human takes O, and two computers play a readable game", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/tictactoe?ai=static&human=o`);
  await page.waitForFunction(() => document.querySelectorAll(".ttt-cell.x").length === 1);
  await page.waitForSelector(".ttt-board[data-human-turn=true]");
  // Computer against computer: alpha-beta against itself is always a draw.
  await page.selectOption("select[data-side=o]", "alphabeta-bestfirst");
  await page.selectOption("select[data-side=x]", "minimax");
  const result = await page.waitForSelector("[data-result]", { timeout: 20000 });
  assert.equal(await result.getAttribute("data-result"), "draw");
  await screenshot(page, "ttt-computers");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the page fits a phone and plays by touch", async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/tictactoe?ai=alphabeta&human=x`);
  await page.waitForSelector(".ttt-board[data-human-turn=true]");
  await page.tap("[data-cell='0']");
  await page.waitForSelector("[data-cell='0'].x");
  const overflow = await horizontalOverflow(page);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
  await screenshot(page, "ttt-phone");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the panel shows every move's analysis and the facts computed in the worker", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/tictactoe?ai=random&human=x`);
  await page.waitForSelector(".ttt-moves tr[data-move]");
  assert.equal(await page.$$eval(".ttt-moves tr[data-move]", (r) => r.length), 9);
  const fact = async (key) => (await page.textContent(`[data-fact=${key}] td`)).trim();
  await page.waitForSelector("[data-fact=tree_nodes]", { timeout: 30000 });
  assert.equal(await fact("tree_nodes"), "549946");
  assert.equal(await fact("games"), "255168");
  assert.equal(await fact("positions"), "5478");
  assert.equal(await fact("terminal_positions"), "958");
  assert.equal(await fact("alphabeta_nodes_natural"), "18297");
  await page.keyboard.press("1");
  await page.waitForFunction(() => document.querySelectorAll(".ttt-moves tr[data-move]").length === 7);
  await screenshot(page, "ttt-panel");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the explorer opens nodes and the replay draws pruned subtrees", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/tictactoe?ai=random&human=x`);
  // Warm-up: Russell & Norvig's tree, labelled as theirs; at the end its root is 3 and the
  // middle MIN node has an alpha-cut.
  await page.click("[data-action=replay-textbook]");
  assert.match(await page.textContent("[data-action=replay-textbook]"), /Russell & Norvig, figure 5\.2/);
  assert.match(await page.textContent("[data-replay-about=aima]"), /not from this chapter/);
  await page.click("[data-action=replay-last]");
  assert.equal(await page.$$eval(".ttt-tree-svg g[data-cut=alpha]", (g) => g.length), 2);
  assert.equal((await page.textContent(".ttt-tree-svg g[data-path=''] text.value")).trim(), "3");
  await screenshot(page, "ttt-replay-textbook");
  // Explorer: open the root, then a child.
  await page.click(".ttt-explorer [data-path='']");
  await page.click(".ttt-explorer [data-path='5']");
  assert.equal(await page.$$eval(".ttt-explorer .ttt-node", (n) => n.length), 1 + 9 + 8);
  // A position small enough to draw: play a few moves, then replay the board's position.
  for (const key of ["5", "1", "9", "3"]) {
    await page.waitForSelector(".ttt-board[data-human-turn=true]");
    const cell = Number(key) - 1;
    if (await page.$(`[data-cell='${cell}']:not([disabled])`)) await page.keyboard.press(key);
    else await page.click("[data-cell]:not([disabled])");
    await page.waitForFunction(() => document.querySelector(".ttt-board[data-human-turn=true]") || document.querySelector("[data-result]"));
    if (await page.$("[data-result]")) break;
  }
  await page.click("[data-action=replay-position]");
  await page.waitForSelector(".ttt-tree-svg, [data-replay-too-big], .ttt-replay p.ttt-muted");
  await screenshot(page, "ttt-trees");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

/** The chapter's array as the page shows it, rows of numbers (the page writes −1 with U+2212). */
async function chapterArray(page, scope) {
  return page.$$eval(`${scope} [data-chapter-array] tr`, (rows) =>
    rows.map((r) => [...r.querySelectorAll("td")].map((td) => Number(td.textContent.replace("−", "-")))),
  );
}

test("the panel shows the chapter's array, updated with every move", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/tictactoe?ai=random&human=x`);
  await page.waitForSelector(".ttt-panel [data-chapter-array]");
  assert.deepEqual(await chapterArray(page, ".ttt-panel"), [[0, 0, 0], [0, 0, 0], [0, 0, 0]]);
  assert.match(await page.textContent(".ttt-panel .ttt-array figcaption"), /−1 for X, 1 for O and 0 for an empty cell/);
  await page.keyboard.press("5");
  await page.waitForFunction(() => document.querySelectorAll(".ttt-cell.o").length === 1);
  const array = await chapterArray(page, ".ttt-panel");
  const o = await page.$eval(".ttt-cell.o", (c) => Number(c.dataset.cell));
  const expected = [[0, 0, 0], [0, -1, 0], [0, 0, 0]];
  expected[Math.floor(o / 3)][o % 3] = 1;
  assert.deepEqual(array, expected);
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the chapter's count stands beside the engine's, and figure 5.3 shows a blind f(n)", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/tictactoe?ai=random&human=x`);
  const count = await page.waitForSelector("[data-chapter-count]", { timeout: 30000 });
  const said = await count.textContent();
  for (const figure of ["362,880", "986,410", "549,946", "255,168", "5,478"]) {
    assert.ok(said.includes(figure), `the count does not say ${figure}: ${said}`);
  }
  const fig = "[data-figure='5.3']";
  assert.deepEqual(await chapterArray(page, fig), [[0, 0, -1], [0, 1, -1], [1, 0, 0]]);
  const rows = await page.$$eval(`${fig} tr[data-branch]`, (trs) =>
    trs.map((tr) => ({
      cell: Number(tr.dataset.branch),
      branch: tr.querySelector("th").textContent,
      f: tr.querySelector("[data-f]").textContent,
      value: Number(tr.querySelector("[data-value]").dataset.value),
    })),
  );
  assert.deepEqual(rows, [
    { cell: 0, branch: "④ or ⑤", f: "4 − 1 = 3", value: -1 },
    { cell: 1, branch: "④ or ⑤", f: "4 − 1 = 3", value: -1 },
    { cell: 3, branch: "① or ②", f: "4 − 2 = 2", value: -1 },
    { cell: 7, branch: "① or ②", f: "4 − 2 = 2", value: -1 },
    { cell: 8, branch: "③", f: "4 − 1 = 3", value: 1 },
  ]);
  assert.match(await page.textContent(`${fig} tr[data-branch='3']`), /row 3, column 1, column 2, main diagonal.*row 1, column 3/);
  assert.match(await page.textContent(`${fig} [data-figure-notes]`), /does not tell ① from ②/);
  await page.locator(fig).scrollIntoViewIfNeeded();
  await screenshot(page, "ttt-chapter");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the replay steps through the chapter's figure 5.4 with its numbers and values", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/tictactoe?ai=random&human=x`);
  await page.click("[data-action=replay-figure-5-4]");
  await page.waitForSelector("[data-replay-about=figure-5-4]");
  // Fourteen nodes, none pruned: the replay is the chapter's minimax.
  assert.equal(await page.getAttribute(".ttt-tree-svg", "data-nodes"), "14");
  assert.equal(await page.$$eval(".ttt-figure-key li", (l) => l.length), 14);
  await page.click("[data-action=replay-next]");
  assert.match(await page.textContent(".ttt-step"), /②/);
  await page.click("[data-action=replay-last]");
  assert.equal(await page.$$eval(".ttt-tree-svg g[data-cut]", (g) => g.length), 0);
  const value = async (path) => (await page.textContent(`.ttt-tree-svg g[data-path='${path}'] text.value`)).trim();
  assert.equal(await value(""), "0");
  assert.deepEqual([await value("1"), await value("2"), await value("3")], ["-1", "-1", "0"]);
  assert.deepEqual([await value("3-1"), await value("3-2")], ["0", "1"]);
  assert.equal(await value("1-2"), "-1");
  const labels = await page.$$eval(".ttt-tree-svg text.label", (t) => t.map((x) => x.textContent));
  assert.deepEqual([...labels].sort(), [..."①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭"].sort());
  // ② is O on the top left, ⑥ then X on the bottom right.
  assert.match(await page.textContent(".ttt-figure-key li[data-number='2']"), /O → a1/);
  assert.match(await page.textContent(".ttt-figure-key li[data-number='6']"), /X → c3.*X wins/);
  await page.locator(".ttt-replay").scrollIntoViewIfNeeded();
  await screenshot(page, "ttt-figure-5-4");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the chapter's examples speak Chinese too", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/tictactoe?ai=random&human=x`);
  await page.selectOption(".lang select", "zh-CN");
  await page.waitForSelector("html[lang=zh-CN]");
  assert.match(await page.textContent(".ttt-panel .ttt-array figcaption"), /用-1表示一个\(X\)玩家/);
  assert.match(await page.textContent("[data-figure='5.3'] tr[data-branch='8'] th"), /③/);
  assert.match(await page.textContent("[data-figure='5.3'] tr[data-branch='3'] td:nth-child(3)"), /第三行、第一列、第二列、主对角线/);
  assert.match(await page.textContent("[data-figure='5.3'] blockquote"), /只有一种方案能够使O玩家获胜\(分支③\)/);
  assert.match(await page.textContent("[data-action=replay-textbook]"), /Russell 与 Norvig 图 5\.2/);
  await page.waitForSelector("[data-chapter-count]", { timeout: 30000 });
  assert.match(await page.textContent("[data-chapter-count] blockquote"), /9!\(=362880\)个节点/);
  await screenshot(page, "ttt-chapter-zh");
  await page.click("[data-action=replay-figure-5-4]");
  await page.click("[data-action=replay-last]");
  assert.match(await page.textContent("[data-replay-about=figure-5-4]"), /\(分别是-1,-1,0\)/);
  await page.locator(".ttt-replay").scrollIntoViewIfNeeded();
  await screenshot(page, "ttt-figure-5-4-zh");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("m,n,k: the worker deepens within its time and shows the nodes of every depth", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/tictactoe`);
  await page.waitForSelector("[data-mnk=variant]");
  await page.selectOption("[data-mnk=variant]", "2"); // 5 × 5, k = 4
  await page.selectOption("[data-mnk=budget]", "250");
  await page.click("[data-mnk-cell='12']");
  await page.waitForSelector("[data-mnk-done]", { timeout: 20000 });
  const depths = await page.$$eval(".ttt-depths tr[data-depth]", (rows) => rows.length);
  assert.ok(depths >= 3, `only ${depths} depths in 250 ms`);
  assert.equal(await page.$$eval(".ttt-mnk .ttt-cell.o", (c) => c.length), 1);
  await page.locator(".ttt-mnk").scrollIntoViewIfNeeded();
  await screenshot(page, "ttt-mnk");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("as an AI demo: values on the board, a square board, the deciding move and words in the replay", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/tictactoe?ai=random&human=x`);
  await page.selectOption("select[data-side=o]", "human");
  await page.waitForSelector(".ttt-board[data-human-turn=true]");
  // Every opening move draws with best play: the overlay shows 0 on all nine cells.
  await page.check("[data-action=show-values]");
  await page.waitForSelector("[data-cell] .ttt-cell-value");
  assert.deepEqual(await page.$$eval("[data-cell] .ttt-cell-value", (v) => v.map((e) => e.dataset.value)), Array(9).fill("0"));
  const rows = async () => page.$$eval("[data-cell]", (cells) => cells.map((c) => Math.round(c.getBoundingClientRect().height)));
  const before = await rows();
  // X takes the centre, O answers on an edge, which loses; X forks and wins.
  // Cells are numbered row by row: b2 is 4, b1 is 1.
  for (const cell of [4, 1]) await page.click(`[data-cell='${cell}']`);
  // After O's edge reply X (to move) wins with best play: the overlay says so on some cell.
  await page.waitForFunction(() => [...document.querySelectorAll("[data-cell] .ttt-cell-value")].some((v) => v.dataset.value === "1"));
  assert.deepEqual(await rows(), before, "rows keep their height when marks are placed");
  for (const board of [".ttt-board:not(.mnk)", ".ttt-board.mnk"]) {
    const box = await page.$eval(board, (b) => b.getBoundingClientRect().toJSON());
    assert.ok(Math.abs(box.width - box.height) <= 2, `${board} is ${box.width}×${box.height}`);
    const heights = await page.$$eval(`${board} .ttt-cell`, (c) => c.map((e) => Math.round(e.getBoundingClientRect().height)));
    assert.ok(Math.max(...heights) - Math.min(...heights) <= 1, `${board}'s rows: ${heights}`);
  }
  await screenshot(page, "ttt-values");
  for (const key of ["1", "9", "7", "4", "3"]) await page.keyboard.press(key);
  const result = await page.waitForSelector("[data-result=x].result-x");
  assert.match(await result.textContent(), /X wins/);
  // The deciding move is O's b1: marked on the board, said in words, kept in the panel.
  assert.equal(await page.getAttribute("[data-decided]", "data-decided"), "1");
  assert.equal(
    await page.textContent("[data-decided]"),
    "O's b1 lost the game: a1, c1, a3, c3 would still have drawn.",
  );
  assert.ok(await page.$("[data-cell='1'].decided"));
  assert.match(await page.getAttribute("[data-cell='1']", "aria-label"), /^b1: o, .*decided the game/);
  await page.waitForSelector("[data-panel-before]");
  assert.equal(await page.$$eval(".ttt-moves tr[data-move]", (r) => r.length), 8);
  assert.match(await page.textContent(".ttt-moves tr[data-played]"), /^b1/);
  await screenshot(page, "ttt-decided");
  // The replay names nodes by their moves and says whose value it is.
  await page.click("[data-action=new-game]");
  for (const key of ["5", "1", "9", "3", "2"]) await page.keyboard.press(key);
  await page.click("[data-action=replay-position]");
  let said = "";
  for (let i = 0; i < 40 && !/^Leaf/.test(said); i++) {
    await page.click("[data-action=replay-next]");
    said = (await page.textContent(".ttt-step")).trim();
  }
  assert.match(said, /^Leaf after [a-c][1-3](, [a-c][1-3])*: -?\d \(for MAX (win|loss|draw)\)$/);
  assert.deepEqual(page.problems(), []);
  await context.close();
});
