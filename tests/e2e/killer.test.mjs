// Who is the killer: a human plays whole games through the buttons, on a desktop and a phone.
import { test } from "node:test";
import assert from "node:assert/strict";
import { setUp, openPage, screenshot, PHONE, horizontalOverflow } from "./harness.mjs";

const env = setUp();

/** The human's turns before giving up on certainty and guessing the first candidate. */
const PATIENCE = 30;
/** A whole game at the fastest pace, computers' thinking included, fits in this. */
const GAME_TIMEOUT = 240000;

/** Deals a game with `computers` computer players at the fastest pace. */
async function deal(page, computers) {
  await page.waitForSelector("[data-action=deal]");
  await page.selectOption("[data-setup=count]", String(computers));
  await page.selectOption("[data-setup=pace]", "3");
  await page.click("[data-action=deal]");
  await page.waitForSelector(".killer-game[data-pending]");
}

/** The state the page waits in: your-turn, your-give, your-place, over (or computer). */
async function waitForHuman(page) {
  const game = await page.waitForSelector(
    ".killer-game[data-pending=your-turn], .killer-game[data-pending=your-give], " +
      ".killer-game[data-pending=your-place], .killer-game[data-pending=over]",
    { timeout: GAME_TIMEOUT },
  );
  return game.getAttribute("data-pending");
}

/** The notebook's candidates for the game as it is now (the notebook must be on). */
async function candidates(page) {
  const events = await page.getAttribute(".killer-game", "data-events");
  await page.waitForSelector("[data-notebook-ready]", { timeout: 60000 });
  // The notebook shown belongs to the current state: it is replaced while being recomputed.
  assert.equal(await page.getAttribute(".killer-game", "data-events"), events);
  return page.$$eval("[data-note][data-can-be-killer=true]", (notes) => notes.map((n) => n.dataset.note));
}

/**
 * Plays as the human until the game ends: asks random types (gives and places the first
 * offered card), looks when the hand is empty, and guesses once the notebook proves the killer
 * (or after PATIENCE turns). Returns how many times each button was used.
 */
async function playToTheEnd(page) {
  const used = { ask: 0, give: 0, play: 0, look: 0, guess: 0 };
  let turns = 0;
  for (;;) {
    const state = await waitForHuman(page);
    const before = await page.getAttribute(".killer-game", "data-events");
    if (state === "over") return used;
    if (state === "your-give") {
      assert.equal(await page.isDisabled("[data-action=ask]"), true);
      await page.click("[data-action=give]");
      used.give++;
    } else if (state === "your-place") {
      assert.equal(await page.isDisabled("[data-action=guess]"), true);
      await page.click("[data-action=play]");
      used.play++;
    } else {
      turns++;
      assert.equal(await page.isDisabled("[data-action=give]"), true);
      assert.ok((await page.textContent("[data-why=give]")).length > 0, "the reason Give is disabled");
      const left = await candidates(page);
      assert.ok(left.length >= 1, "the notebook keeps at least one candidate");
      if (left.length === 1 || turns > PATIENCE) {
        const [kind, number] = left[0].split("-").map(Number);
        await page.selectOption("[data-choose=guess-card]", String((kind - 1) * 7 + number));
        await page.click("[data-action=guess]");
        used.guess++;
      } else if (!(await page.isDisabled("[data-action=look]"))) {
        // The menu offers only face-down cards the human has not seen, while there are any.
        const offered = await page.$$eval("[data-choose=look-slot] option", (o) => o.map((x) => x.dataset.slot));
        const seen = await page.$$eval("[data-slot][data-face-up=false]:has(.killer-known)", (s) => s.map((x) => x.dataset.slot));
        const hidden = await page.$$eval("[data-slot][data-face-up=false]", (s) => s.length);
        if (seen.length < hidden) assert.ok(offered.every((s) => !seen.includes(s)), `${offered} / seen ${seen}`);
        assert.ok(offered.length > 0);
        await page.click("[data-action=look]");
        used.look++;
      } else {
        await page.selectOption("[data-choose=ask-type]", String(Math.floor(Math.random() * 4)));
        await page.click("[data-action=ask]");
        used.ask++;
      }
    }
    // Every click moves the game on (a refused move would leave the count as it was).
    await page.waitForFunction(
      (n) => document.querySelector(".killer-game")?.dataset.events !== n,
      before,
      { timeout: 10000 },
    );
    assert.equal(await page.$("[data-alert]"), null, "no refusal or worker failure");
  }
}

/** The end screen: the killer, every hand, no card face down any more, each computer's trace. */
async function checkTheEnd(page, players) {
  await page.waitForSelector("[data-end]");
  assert.match(await page.getAttribute("[data-killer-card]", "data-killer-card"), /^[1-4]-[1-7]$/);
  assert.equal(await page.$$eval("[data-revealed-hand]", (h) => h.length), players);
  assert.equal(await page.$$eval(".killer-table .kcard.back", (b) => b.length), 0);
  await page.waitForFunction(
    (n) => document.querySelectorAll("[data-trace][data-ready=true]").length === n,
    players - 1,
    { timeout: 120000 },
  );
  const traces = await page.$$eval("[data-trace]", (ts) =>
    ts.map((t) => ({ knew: t.querySelector("[data-knew]")?.dataset.knew, counts: t.querySelector("[data-counts]")?.textContent })),
  );
  for (const t of traces) {
    assert.ok(t.knew === "true" || t.knew === "false", JSON.stringify(traces));
    // Candidates never grow back: each turn's count is at most the one before.
    const counts = t.counts.split("→").filter((s) => s.trim()).map(Number);
    for (let i = 1; i < counts.length; i++) assert.ok(counts[i] <= counts[i - 1], t.counts);
  }
  const status = await page.textContent("[data-status]");
  assert.ok(status.length > 0);
  return status;
}

test("a human plays a whole three-player game through the buttons, with the notebook", async () => {
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/killer`);
  await page.waitForSelector("[data-rules]");
  await page.selectOption("[data-level='1']", "expert");
  await deal(page, 2);
  assert.equal(await page.$$eval("[data-seat]", (s) => s.length), 3);
  assert.deepEqual(
    await page.$$eval("[data-seat]", (s) => s.map((e) => e.dataset.handSize)),
    ["9", "9", "9"],
  );
  // Before asking: Play and Look are disabled, with their reasons.
  assert.equal(await page.getAttribute(".killer-game", "data-pending"), "your-turn");
  assert.equal(await page.isDisabled("[data-action=play]"), true);
  assert.equal(await page.isDisabled("[data-action=look]"), true);
  assert.ok((await page.textContent("[data-why=look]")).length > 0);
  await page.check("[data-action=notebook]");
  const left = await candidates(page);
  assert.equal(left.length, 19, "at the deal the 19 cards not in your hand can be the killer");
  // A card of your hand, clicked: where it is and why it is not the killer, in words.
  await page.click("[data-note][data-can-be-killer=false] button");
  assert.match(await page.textContent("[data-note-detail]"), /not the killer: dealt to you/);
  await page.click("[data-note][data-can-be-killer=true] button");
  assert.match(await page.textContent("[data-note-detail]"), /can still be the killer/);
  await screenshot(page, "killer-start");
  const used = await playToTheEnd(page);
  assert.ok(used.ask + used.look + used.guess > 0, JSON.stringify(used));
  const status = await checkTheEnd(page, 3);
  console.log(`# killer desktop game: ${status} buttons ${JSON.stringify(used)}`);
  await screenshot(page, "killer-end");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("on a phone, a four-player game in Chinese fits the screen and plays to its end", async () => {
  const context = await env.browser.newContext(PHONE);
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/killer`);
  await page.waitForSelector("[data-rules]");
  await page.selectOption("select[aria-label]", "zh-CN");
  await page.waitForFunction(() => document.querySelector("[data-action=deal]")?.textContent.includes("准备"));
  await deal(page, 3);
  assert.deepEqual(
    await page.$$eval("[data-seat]", (s) => s.map((e) => e.dataset.handSize)),
    ["7", "7", "7", "6"],
  );
  assert.equal((await page.textContent("[data-action=ask]")).trim(), "问牌");
  await page.click("[data-rules] summary");
  assert.match(await page.textContent("[data-rules]"), /杀手牌/);
  await page.check("[data-action=notebook]");
  await page.waitForSelector("[data-notebook-ready]", { timeout: 60000 });
  let overflow = await horizontalOverflow(page);
  assert.ok(overflow <= 0, `the page is ${overflow}px wider than the phone`);
  await screenshot(page, "killer-phone");
  await playToTheEnd(page);
  await checkTheEnd(page, 4);
  overflow = await horizontalOverflow(page);
  assert.ok(overflow <= 0, `the end screen is ${overflow}px wider than the phone`);
  await screenshot(page, "killer-phone-end");
  assert.deepEqual(page.problems(), []);
  await context.close();
});

test("the keyboard alone deals and asks; the computers' pace slows their play", async () => {
  const context = await env.browser.newContext();
  const page = await openPage(context, env.origin);
  await page.goto(`${env.app}#/killer`);
  await page.waitForSelector("[data-action=deal]");
  await page.focus("[data-setup=pace]");
  await page.selectOption("[data-setup=pace]", "0"); // slow: 2 s before each computer turn
  await page.focus("[data-action=deal]");
  await page.keyboard.press("Enter");
  await page.waitForSelector(".killer-game[data-pending=your-turn]");
  await page.focus("[data-choose=ask-type]");
  await page.keyboard.press("ArrowDown");
  await page.focus("[data-action=ask]");
  await page.keyboard.press("Enter");
  await page.waitForSelector("[data-log] li:has-text('You ask for type 2')");
  // Place when asked to; then the first computer waits for the slow pace.
  const state = await waitForHuman(page);
  if (state === "your-place") {
    await page.focus("[data-action=play]");
    await page.keyboard.press("Enter");
  }
  await page.waitForSelector(".killer-game[data-pending=computer]");
  const events = await page.getAttribute(".killer-game", "data-events");
  await page.waitForTimeout(800);
  assert.equal(await page.getAttribute(".killer-game", "data-events"), events, "the computer waits its pace");
  assert.match(await page.textContent("[data-status]"), /Computer 1/);
  assert.deepEqual(page.problems(), []);
  await context.close();
});
