// The chart library loads only with the analytics pages: nothing that the app's entry (or the
// server's render of public pages) imports statically may reach @visx. Routes reach the analytics
// pages through import() alone, which Vite turns into a chunk of their own.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const WEB = path.resolve(import.meta.dirname, "../..");
const STATIC_FROM = /(?:^|\n)\s*(?:import|export)\s+(?!type\b)[^;'"]*?\bfrom\s+["']([^"']+)["']/g;
const BARE_IMPORT = /(?:^|\n)\s*import\s+["']([^"']+)["']/g;

/** Every module specifier reached from `entry` through static (not type-only, not import()) imports. */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const code = readFileSync(file, "utf8");
    for (const m of [...code.matchAll(STATIC_FROM), ...code.matchAll(BARE_IMPORT)]) {
      const spec = m[1];
      if (!spec.startsWith(".")) {
        packages.add(spec);
        continue;
      }
      const target = path.resolve(path.dirname(file), spec);
      if (/\.(tsx?|m?js)$/.test(target) && existsSync(target)) visit(target);
    }
  };
  visit(path.join(WEB, entry));
  return { files, packages };
}

const visx = (g: { packages: Set<string> }) => [...g.packages].filter((p) => p.startsWith("@visx/"));

describe("the chart library's chunk", () => {
  it("is not reached statically from the app's entry nor from the public pages' server render", () => {
    const app = staticGraph("main.tsx");
    expect(app.files.size).toBeGreaterThan(20);
    expect([...app.files].some((f) => f.endsWith("routes.tsx"))).toBe(true);
    expect(visx(app)).toEqual([]);
    expect([...app.files].filter((f) => f.includes(`${path.sep}analytics${path.sep}`) && !f.endsWith("i18n-namespaces.ts"))).toEqual([]);
    expect(visx(staticGraph("ssr/render-public-page.tsx"))).toEqual([]);
  });

  it("is what the analytics pages import", () => {
    expect(visx(staticGraph("pages/admin/AdminAnalyticsPage.tsx"))).toEqual(expect.arrayContaining(["@visx/scale", "@visx/shape", "@visx/axis"]));
    expect(visx(staticGraph("pages/user/ItemAnalyticsPage.tsx"))).toContain("@visx/shape");
  });
});
