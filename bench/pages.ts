// Page-weight bench: what the home page loads before it can render (index.html's module script,
// its modulepreloads and stylesheets), raw and as sent compressed (.br/.gz written by the build).
// Needs a build (node scripts/build.mjs); goal ≤ 120 KB compressed (issue 13).
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const GOAL_KB = 120;

export async function pagesBench(): Promise<{ brotliKb: number; pass: boolean } | undefined> {
  const dir = path.resolve(process.env.WEB_DIR ?? "dist/web");
  console.log(`\nPage weight: the home page's initial JS + CSS (${dir})`);
  const indexFile = path.join(dir, "index.html");
  if (!existsSync(indexFile)) {
    console.log("  no build found: run `node scripts/build.mjs` first (skipped)");
    return undefined;
  }
  const html = readFileSync(indexFile, "utf8");
  const refs = [...new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))];
  const size = (f: string) => (existsSync(f) ? statSync(f).size : undefined);
  let raw = 0;
  let gz = 0;
  let br = 0;
  for (const ref of refs) {
    const file = path.join(dir, ref);
    const r = size(file) ?? 0;
    raw += r;
    gz += size(`${file}.gz`) ?? r;
    br += size(`${file}.br`) ?? r;
  }
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KB`;
  const pass = br / 1024 <= GOAL_KB;
  console.log(`  ${refs.length} files: ${kb(raw)} uncompressed, ${kb(gz)} gzip, ${kb(br)} brotli (what the server sends to a browser)`);
  console.log(`  goal ≤ ${GOAL_KB} KB compressed   ${pass ? "PASS" : "FAIL"}`);
  return { brotliKb: br / 1024, pass };
}

if (import.meta.url === `file://${process.argv[1]}`) await pagesBench();
