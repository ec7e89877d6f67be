// What the bridge table's end-to-end tests share: finding the auction and the cards, making
// calls through the bidding box, and waiting for a board's end.
import assert from "node:assert/strict";

/** A full deal's double-dummy table can take the worker half a minute on a loaded machine. */
export const TABLE_TIMEOUT = 300000;

/** The calls of the auction grid, in order. */
export function auctionCalls(page) {
  return page.$$eval("[data-auction] [data-call]", (calls) => calls.map((c) => c.dataset.call));
}

/** Cards still in the four hands. */
export function cardsLeft(page) {
  return page.$$eval("[data-hand]", (hands) => hands.reduce((n, h) => n + Number(h.dataset.cards), 0));
}

/** Makes a call from the bidding box: a bid by its level, then its strain; else the call. */
export async function bid(page, call) {
  if (/^[1-7]/.test(call)) await page.click(`[data-box-level='${call[0]}']`);
  await page.click(`[data-box-call='${call}']`);
}

/** Accepts an opponent's claim, if one waits for an answer; whether one did. */
export async function acceptOffer(page) {
  if (!(await page.$("[data-offer]"))) return false;
  await page.click("[data-action=accept-claim]");
  return true;
}

/** Waits for the end of the board, accepting any claim the opponents make meanwhile. */
export async function untilReview(page, timeout) {
  const start = Date.now();
  while (!(await page.$("[data-review]"))) {
    assert.ok(Date.now() - start < timeout, "the board never ends");
    await page.waitForSelector("[data-review], [data-offer]", { timeout });
    await acceptOffer(page);
  }
}

/** Passes at each of South's turns (by `how`: "click" or "tap") until the auction ends. */
export async function passToTheEnd(page, how) {
  while (await page.$("[data-box-call]")) {
    const before = (await auctionCalls(page)).length;
    await page[how]("[data-box-call=P]");
    await page.waitForFunction((n) => !document.querySelector("[data-box-call]") ||
      document.querySelectorAll("[data-auction] [data-call]").length > n, before);
  }
}

/** Where the element is on the screen now. */
export function box(page, selector) {
  return page.$eval(selector, (e) => {
    const r = e.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: innerWidth, height: innerHeight };
  });
}

/** Asserts the element lies wholly inside the window as it is scrolled now. */
export async function assertInView(page, selector, what) {
  const b = await box(page, selector);
  assert.ok(b.top >= 0 && b.bottom <= b.height && b.left >= 0 && b.right <= b.width,
    `${what}: ${selector} at ${JSON.stringify(b)}`);
}

/**
 * A record that stops before the opening lead of 7NT by South, West on lead with all thirteen
 * spades: West's hand is high, so West claims every trick at once, and accepting ends the board.
 */
export const claimRecord = (vulnerable = "None") => `[Board "1"]
[Dealer "S"]
[Vulnerable "${vulnerable}"]
[Deal "N:.AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432 AKQJT98765432..."]
[Auction "S"]
7NT Pass Pass Pass
`;

/** Loads a PBN game record through the bridge table's settings bar. */
export async function loadRecord(page, text) {
  // The settings bar folds once a board is loaded; the records' part of it may stay open.
  if (!(await page.isVisible("[data-import] summary"))) await page.click("[data-settings] summary");
  if (!(await page.isVisible("[data-import-text]"))) await page.click("[data-import] summary");
  await page.fill("[data-import-text]", text);
  await page.click("[data-action=import-pbn]");
}
