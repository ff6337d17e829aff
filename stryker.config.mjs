// Mutation testing on the modules that guard something (issue 37): `npm run test:mutation`.
// Each mutant runs only the guard tests that cover it (perTest coverage over stryker.vitest.config.mjs).
// Results: reports/mutation/mutation.html; the incremental file lets a rerun skip unchanged mutants.
// docs/testing.md says how long it takes, the scores per module and the equivalent mutants.
import { chosenGroups } from "./stryker.guards.mjs";

/** @type {import("@stryker-mutator/api/core").PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  vitest: { configFile: "stryker.vitest.config.mjs", related: false },
  plugins: ["@stryker-mutator/vitest-runner"],
  coverageAnalysis: "perTest",
  mutate: chosenGroups().flatMap((g) => g.mutate),
  checkers: [],
  concurrency: 2,
  timeoutMS: 30_000,
  // The initial run of every guard test, on a shared 2-core machine.
  dryRunTimeoutMinutes: 45,
  timeoutFactor: 2,
  // Mutants in code that runs once at import time: each would need the whole test run (hours here).
  ignoreStatic: true,
  incremental: true,
  incrementalFile: "reports/stryker-incremental.json",
  reporters: ["clear-text", "progress", "html", "json"],
  thresholds: { high: 90, low: 80, break: null },
  ignorePatterns: ["dist", "data", "e2e/screenshots", "e2e/output", "bench/output", "reports", "coverage"],
  tempDirName: ".stryker-tmp",
  cleanTempDir: "always",
};
