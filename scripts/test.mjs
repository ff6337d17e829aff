// `npm test`: the whole suite that CI runs — typecheck (every test file too), lint, unit + server integration (SQLite, and PostgreSQL
// when TEST_DATABASE_URL is set), then a production build and the browser end-to-end tests in Chromium.
import "./check-node.mjs";
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensureChromium } from "./chromium.mjs";

const root = new URL("..", import.meta.url).pathname;
const outDir = join(root, "e2e/output");
mkdirSync(outDir, { recursive: true });

// What failed, one line each: repeated at the very end (and kept in e2e/output/failures.txt for .ci/run
// to print last), because a CI log is often read from its tail only.
const failures = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) failures.push(`step failed: ${label} (exit ${r.status ?? r.signal})`);
  return r.status === 0;
}

function counts(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0 };
  const r = JSON.parse(readFileSync(file, "utf8"));
  for (const f of r.testResults ?? []) {
    const path = String(f.name ?? "").replace(root, "");
    const failed = (f.assertionResults ?? []).filter((a) => a.status === "failed");
    for (const a of failed) failures.push(`  ✗ ${path} › ${a.fullName}: ${String(a.failureMessages?.[0] ?? "").split("\n")[0].slice(0, 300)}`);
    if (failed.length === 0 && f.status === "failed") failures.push(`  ✗ ${path}: ${String(f.message ?? "").split("\n")[0].slice(0, 300)}`);
  }
  return { passed: r.numPassedTests ?? 0, failed: r.numFailedTests ?? 0, skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0) };
}

const chrome = ensureChromium();
const results = [];
// The same typecheck as `npm run typecheck`: server, web, their tests, e2e, security, bench and scripts.
let ok = run("typecheck (code and every test file)", "npm", ["run", "--silent", "typecheck"]);
ok = run("lint", "npx", ["eslint", "."]) && ok;
const unitJson = join(outDir, "unit.json");
ok = run("unit + server tests", "npx", ["vitest", "run", "--reporter=default", "--reporter=json", `--outputFile.json=${unitJson}`]) && ok;
results.push(counts(unitJson));
// The security suite (security/): authorization matrix, injection corpus, property tests.
const securityJson = join(outDir, "security.json");
ok = run("security tests (authorization matrix, injection corpus, properties)", "npx", ["vitest", "run", "-c", "security/vitest.config.ts", "--reporter=default", "--reporter=json", `--outputFile.json=${securityJson}`]) && ok;
results.push(counts(securityJson));
if (run("build", "node", ["scripts/build.mjs"])) {
  const e2eJson = join(outDir, "e2e.json");
  ok = run("browser end-to-end tests", "npx", ["vitest", "run", "-c", "e2e/vitest.config.ts", "--reporter=default", "--reporter=json", `--outputFile.json=${e2eJson}`], { CHROME_PATH: chrome }) && ok;
  results.push(counts(e2eJson));
} else {
  ok = false;
}
const total = results.reduce((a, c) => ({ passed: a.passed + c.passed, failed: a.failed + c.failed, skipped: a.skipped + c.skipped }), { passed: 0, failed: 0, skipped: 0 });
if (!ok && total.failed === 0) total.failed = 1; // a failed step (typecheck, build) counts as a failure
const summary = [`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`, ...failures].join("\n");
writeFileSync(join(outDir, "failures.txt"), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(ok ? 0 : 1);
