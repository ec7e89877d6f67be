// The paper's second experiment (its figure 7), redrawn from two `boyi match --json` runs on
// the same seed: A = `--ns hybrid --ew rules`, B = `--ns rules --ew rules`. Each strategy meets
// the same opponent (`rules`) at the same seat, so board by board the two scores compare card
// play alone. See docs/card-play.md, section 4.
//
//   node scripts/paper-experiment.mjs tsv A.jsonl B.jsonl > docs/paper-experiment.tsv
//   node scripts/paper-experiment.mjs summary docs/paper-experiment.tsv
//   node scripts/paper-experiment.mjs svg docs/paper-experiment.tsv > docs/paper-experiment.svg
import { readFileSync } from "node:fs";

const [mode, ...files] = process.argv.slice(2);
const usage = () => {
  console.error("usage: paper-experiment.mjs tsv A.jsonl B.jsonl | summary TSV | svg TSV");
  process.exit(2);
};

// The WBF scale: the score differences at which each further IMP starts.
const steps = [20, 50, 90, 130, 170, 220, 270, 320, 370, 430, 500, 600, 750, 900, 1100, 1300,
  1500, 1750, 2000, 2250, 2500, 3000, 3500, 4000];
const imps = (diff) => Math.sign(diff) * steps.filter((s) => Math.abs(diff) >= s).length;

const boards = (path) => {
  const lines = readFileSync(path, "utf8").trim().split("\n").map((l) => JSON.parse(l));
  lines.pop(); // the summary
  return new Map(lines.filter((b) => b.tables.length === 2).map((b) => [b.board, b]));
};

// Rows: board, then each strategy's score as North-South (first table) and as East-West
// (second table), from its own side's point of view.
const readTsv = (path) => readFileSync(path, "utf8").trim().split("\n").slice(1)
  .map((l) => l.split("\t").map(Number))
  .map(([board, hybridNs, rulesNs, hybridEw, rulesEw]) => ({ board, hybridNs, rulesNs, hybridEw, rulesEw }));

if (mode === "tsv" && files.length === 2) {
  const [a, b] = files.map(boards);
  console.log(["board", "hybrid_ns", "rules_ns", "hybrid_ew", "rules_ew"].join("\t"));
  for (const [n, x] of a) {
    const y = b.get(n);
    if (!y) continue;
    if (x.deal !== y.deal || x.auction !== y.auction) {
      console.error(`board ${n}: the two runs dealt or bid it differently (not the same seed?)`);
      process.exit(1);
    }
    console.log([n, x.tables[0].ns_score, y.tables[0].ns_score,
      -x.tables[1].ns_score, -y.tables[1].ns_score].join("\t"));
  }
} else if (mode === "summary" && files.length === 1) {
  const rows = readTsv(files[0]);
  const describe = (label, pairs, unit = "boards") => {
    const n = pairs.length;
    const mean = (xs) => xs.reduce((s, x) => s + x, 0) / n;
    const d = pairs.map(([h, r]) => imps(h - r));
    const m = mean(d);
    const sd = Math.sqrt(d.reduce((s, x) => s + (x - m) ** 2, 0) / (n - 1));
    const half = 1.96 * sd / Math.sqrt(n);
    const won = pairs.filter(([h, r]) => h > r).length;
    const lost = pairs.filter(([h, r]) => h < r).length;
    console.log(`${label}: ${n} ${unit}; mean score hybrid ${mean(pairs.map((p) => p[0])).toFixed(1)}, ` +
      `rules ${mean(pairs.map((p) => p[1])).toFixed(1)}; IMPs for hybrid ${m >= 0 ? "+" : ""}${m.toFixed(2)} a ${unit.slice(0, -1)} ` +
      `(95% interval ${(m - half).toFixed(2)} to ${(m + half).toFixed(2)}); ` +
      `hybrid better ${won}, equal ${n - won - lost}, worse ${lost}`);
  };
  describe("as North-South", rows.map((r) => [r.hybridNs, r.rulesNs]));
  describe("as East-West", rows.map((r) => [r.hybridEw, r.rulesEw]));
  describe("both seats", rows.flatMap((r) => [[r.hybridNs, r.rulesNs], [r.hybridEw, r.rulesEw]]), "tables");
} else if (mode === "svg" && files.length === 1) {
  // The paper's one game per board and strategy: the North-South seat. Each strategy's scores
  // in increasing order on their own, as the paper draws two curves one above the other: the
  // k-th point of each line is that strategy's k-th lowest score (the pairs are in the TSV).
  const rows = readTsv(files[0]);
  const hybrid = rows.map((r) => r.hybridNs).sort((p, q) => p - q);
  const rules = rows.map((r) => r.rulesNs).sort((p, q) => p - q);
  const W = 960, H = 560, left = 80, right = 20, top = 50, bottom = 70;
  const lo = Math.min(hybrid[0], rules[0]);
  const hi = Math.max(hybrid[rows.length - 1], rules[rows.length - 1]);
  const tick = 500;
  const yMin = Math.floor(lo / tick) * tick, yMax = Math.ceil(hi / tick) * tick;
  const x = (i) => left + (i / Math.max(1, rows.length - 1)) * (W - left - right);
  const y = (v) => top + (yMax - v) / (yMax - yMin) * (H - top - bottom);
  const line = (scores) => scores.map((v, i) => `${i ? "L" : "M"}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join("");
  const out = [];
  out.push(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" font-family="sans-serif" font-size="14">`);
  out.push(`<rect width="${W}" height="${H}" fill="white"/>`);
  out.push(`<text x="${W / 2}" y="24" text-anchor="middle" font-size="17">Card play compared: hybrid and rules, each against rules, ${rows.length} boards bid with the paper's tables</text>`);
  for (let v = yMin; v <= yMax; v += tick) {
    out.push(`<line x1="${left}" x2="${W - right}" y1="${y(v)}" y2="${y(v)}" stroke="${v === 0 ? "#555" : "#ddd"}"/>`);
    out.push(`<text x="${left - 8}" y="${y(v) + 5}" text-anchor="end">${v}</text>`);
  }
  const step = rows.length > 200 ? 100 : 10;
  for (let i = 0; i <= rows.length; i += step) {
    const at = x(Math.max(0, i - 1));
    out.push(`<line x1="${at}" x2="${at}" y1="${H - bottom}" y2="${H - bottom + 5}" stroke="#555"/>`);
    out.push(`<text x="${at}" y="${H - bottom + 22}" text-anchor="middle">${Math.max(1, i)}</text>`);
  }
  out.push(`<text x="${(left + W - right) / 2}" y="${H - 20}" text-anchor="middle">boards, each strategy's scores in increasing order</text>`);
  out.push(`<text transform="translate(22 ${(top + H - bottom) / 2}) rotate(-90)" text-anchor="middle">North-South score (duplicate points)</text>`);
  out.push(`<path d="${line(hybrid)}" fill="none" stroke="#e8710a" stroke-width="2.5"/>`);
  out.push(`<path d="${line(rules)}" fill="none" stroke="#1a56db" stroke-width="2.5"/>`);
  out.push(`<rect x="${left + 12}" y="${top + 8}" width="330" height="52" fill="white" stroke="#999"/>`);
  out.push(`<line x1="${left + 22}" x2="${left + 52}" y1="${top + 26}" y2="${top + 26}" stroke="#e8710a" stroke-width="3"/>`);
  out.push(`<text x="${left + 60}" y="${top + 31}">hybrid (rules, then Monte-Carlo)</text>`);
  out.push(`<line x1="${left + 22}" x2="${left + 52}" y1="${top + 47}" y2="${top + 47}" stroke="#1a56db" stroke-width="3"/>`);
  out.push(`<text x="${left + 60}" y="${top + 52}">rules (the paper's play rules)</text>`);
  out.push("</svg>");
  console.log(out.join("\n"));
} else {
  usage();
}
