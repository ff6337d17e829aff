// Page-weight bench: what the home page loads before it can render — index.html's module script, its
// modulepreloads and stylesheets, every chunk they import statically, and the catalogues of the default
// language that web/main.tsx waits for (BOOT_NAMESPACES) — raw and as sent compressed (.br/.gz written
// by the build). Needs a build (npm run build); goal ≤ 120 KB compressed (issue 13).
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE } from "../shared/limits.ts";
import { BOOT_NAMESPACES } from "../web/lib/i18n-namespaces.ts";

const GOAL_KB = 120;

interface Sized {
  ref: string;
  raw: number;
  gz: number;
  br: number;
  why: string;
}

/** Static imports of a built chunk (`import{…}from"./x.js"`, `import"./x.js"`), not `import("./x.js")`. */
export function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom|\bimport)\s*["'](\.\/[\w.-]+\.js)["']/g)].map((m) => m[1]);
}

export async function pagesBench(): Promise<{ brotliKb: number; pass: boolean } | undefined> {
  const dir = path.resolve(process.env.WEB_DIR ?? "dist/web");
  console.log(`\nPage weight: the home page's initial JS + CSS (${dir})`);
  const indexFile = path.join(dir, "index.html");
  if (!existsSync(indexFile)) {
    console.log("  no build found: run `npm run build` first (skipped)");
    return undefined;
  }
  const html = readFileSync(indexFile, "utf8");
  const size = (f: string) => (existsSync(f) ? statSync(f).size : 0);
  const files = new Map<string, Sized>();
  const followed = new Set<string>();
  const follow = (ref: string) => {
    const file = path.join(dir, ref);
    if (followed.has(ref) || !ref.endsWith(".js") || !existsSync(file)) return;
    followed.add(ref);
    for (const dep of staticImports(readFileSync(file, "utf8"))) add(path.posix.join(path.posix.dirname(ref), dep), "imported");
  };
  const add = (ref: string, why: string, andImports = true) => {
    if (!files.has(ref)) {
      const file = path.join(dir, ref);
      const raw = size(file);
      files.set(ref, { ref, raw, gz: size(`${file}.gz`) || raw, br: size(`${file}.br`) || raw, why });
    }
    if (andImports) follow(ref);
  };
  // index.html's own references first (so each is labelled by how the page asks for it), then their imports.
  const referenced = [...html.matchAll(/<(script|link)\b[^>]*?(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"[^>]*>/g)].map((m) => ({
    ref: m[2],
    why: m[1] === "script" ? "script" : m[0].includes("modulepreload") ? "modulepreload" : "stylesheet",
  }));
  for (const { ref, why } of referenced) add(ref, why, false);
  for (const { ref } of referenced) follow(ref);
  const assets = readdirSync(path.join(dir, "assets"));
  for (const ns of BOOT_NAMESPACES) {
    const chunk = assets.find((f) => f.startsWith(`i18n-${DEFAULT_LOCALE}-${ns}-`) && f.endsWith(".js"));
    if (chunk) add(`/assets/${chunk}`, `catalogue (${DEFAULT_LOCALE}, before first render)`);
  }

  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const rows = [...files.values()].sort((a, b) => b.br - a.br);
  for (const f of rows) console.log(`  ${kb(f.br).padStart(9)} br ${kb(f.raw).padStart(9)} raw  ${f.ref.replace("/assets/", "")}  (${f.why})`);
  const sum = (k: "raw" | "gz" | "br") => rows.reduce((s, f) => s + f[k], 0);
  const br = sum("br");
  const pass = br / 1024 <= GOAL_KB;
  console.log(`  ${rows.length} files: ${kb(sum("raw"))} uncompressed, ${kb(sum("gz"))} gzip, ${kb(br)} brotli (what the server sends to a browser)`);
  console.log(`  goal ≤ ${GOAL_KB} KB compressed   ${pass ? "PASS" : "FAIL"}`);
  return { brotliKb: br / 1024, pass };
}

if (import.meta.url === `file://${process.argv[1]}`) await pagesBench();
