// `npm run typecheck` covers every test file (issue 23): each *.test.ts(x) and every TypeScript file
// of the test helpers, e2e, security suite, benches and scripts is a root file of one of the configs
// the script checks — so a test that no longer matches the code it tests fails the typecheck, not
// only its run. CI (scripts/test.mjs) runs that same script.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const SKIP = new Set(["node_modules", "dist", ".git", "output", "coverage"]);

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(rel, out);
    else if (/\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith(".d.ts") && !entry.name.endsWith(".d.mts")) out.push(rel);
  }
  return out;
}

function typecheckConfigs(): string[] {
  const script = (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts.typecheck;
  return [...script.matchAll(/tsc -p (\S+)/g)].map((m) => m[1]);
}

function rootFiles(config: string): Set<string> {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(root, config), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(String(d.messageText)); } });
  if (!parsed) throw new Error(`cannot read ${config}`);
  return new Set(parsed.fileNames.map((f) => path.relative(root, f)));
}

describe("npm run typecheck", () => {
  it("has every test file, test helper, e2e, security, bench and script file as a root file", () => {
    const covered = new Set(typecheckConfigs().flatMap((c) => [...rootFiles(c)]));
    const all = walk(".").map((f) => f.replace(/^\.\//, ""));
    const mustCover = all.filter((f) => /\.test\.tsx?$/.test(f) || /^(e2e|security|bench|scripts|server\/test|web\/test)\//.test(f) || /^[^/]+\.config\.ts$/.test(f));
    expect(mustCover.length).toBeGreaterThan(100);
    expect(mustCover.filter((f) => !covered.has(f))).toEqual([]);
  });

  it("checks no test file only with options looser than the code it tests: server tests with the server's, web tests with the web's", () => {
    const configs = typecheckConfigs().map((c) => ({ c, files: rootFiles(c), options: ts.getParsedCommandLineOfConfigFile(path.join(root, c), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined })!.options }));
    const serverTest = configs.find((x) => x.files.has("server/mail/mail.test.ts"));
    expect(serverTest?.options.moduleResolution).toBe(ts.ModuleResolutionKind.NodeNext);
    const webTest = configs.find((x) => [...x.files].some((f) => /^web\/.*\.test\.tsx$/.test(f)));
    expect(webTest?.options.types).toEqual(["vite/client"]);
    for (const { options } of configs) expect(options.strict).toBe(true);
  });

  it("is what CI runs", () => {
    const runner = readFileSync(path.join(root, "scripts/test.mjs"), "utf8");
    expect(runner).toContain('["run", "--silent", "typecheck"]');
    expect(runner).not.toMatch(/"tsc"/);
  });
});
