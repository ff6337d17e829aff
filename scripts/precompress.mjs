// Writes .br (brotli, quality 11) and .gz (gzip -9) beside each text asset of the built web app, so
// the server sends hashed assets compressed without compressing them per request
// (@fastify/static preCompressed). Run by scripts/build.mjs after the Vite build.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

export function precompress(dir) {
  let files = 0;
  let raw = 0;
  let br = 0;
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      const sub = precompress(file);
      files += sub.files;
      raw += sub.raw;
      br += sub.br;
      continue;
    }
    if (!TEXT.test(name) || name === "index.html") continue;
    const bytes = readFileSync(file);
    if (bytes.length < MIN_BYTES) continue;
    const b = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
    writeFileSync(`${file}.br`, b);
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
    files++;
    raw += bytes.length;
    br += b.length;
  }
  return { files, raw, br };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2] ?? new URL("../dist/web", import.meta.url).pathname;
  const r = precompress(dir);
  console.log(`precompress: ${r.files} files, ${(r.raw / 1024).toFixed(0)} KB → ${(r.br / 1024).toFixed(0)} KB brotli`);
}
