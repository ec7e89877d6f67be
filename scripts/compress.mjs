// `make dist`: writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of
// the bundle, for static hosts that serve pre-compressed files: the WebAssembly is most of
// the bundle, and compresses well.
import { brotliCompressSync, gzipSync, constants } from "node:zlib";
import { readFileSync, writeFileSync, readdirSync, statSync } from "node:fs";
import { join, extname } from "node:path";

const dir = process.argv[2];
if (!dir) {
  console.error("compress: usage: node scripts/compress.mjs DIST");
  process.exit(2);
}
// Brotli's best (11) is what a bundle should ship; the script's own test asks for a quicker
// level, as the level changes the size and the time, not what is written.
const quality = Number(process.env.BROTLI_QUALITY ?? constants.BROTLI_MAX_QUALITY);
if (!Number.isInteger(quality) || quality < 0 || quality > constants.BROTLI_MAX_QUALITY) {
  console.error(`compress: BROTLI_QUALITY must be a whole number from 0 to 11, not ${process.env.BROTLI_QUALITY}`);
  process.exit(2);
}
const compressible = new Set([".html", ".js", ".mjs", ".css", ".wasm", ".json", ".webmanifest", ".svg"]);
let count = 0;
const walk = (folder) => {
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.has(extname(name))) {
      const data = readFileSync(path);
      writeFileSync(`${path}.br`, brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }));
      writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
      count++;
    }
  }
};
walk(dir);
console.log(`compress: ${count} files in ${dir}, each also as .br and .gz`);
