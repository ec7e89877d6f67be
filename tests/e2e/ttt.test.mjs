// Tic-tac-toe: games clicked as a person would, the address set-up, the keyboard, the panel.
import { test } from "node:test";
import assert from "node:assert/strict";
import { setUp, openPage, screenshot, PHONE, horizontalOverflow } from "./harness.mjs";

const env = setUp();

const GAMES_EACH = 5;

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
  // Warm-up: the textbook tree; at the end its root is 3 and the middle MIN node has an alpha-cut.
  await page.click("[data-action=replay-textbook]");
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
