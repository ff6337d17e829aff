import { defineConfig } from "vitest/config";
import "./scripts/check-node.mjs";
import { chosenGroups } from "./stryker.guards.mjs";

// The tests Stryker runs against the guards' mutants (stryker.config.mjs): the server tests of the
// chosen guard groups (stryker.guards.mjs), not the whole suite, whose other files cannot kill a
// guard's mutant and would only make the initial run longer. On SQLite (TEST_DB), like `npm test`;
// MUTATION_TEST_DB=pg (with TEST_DATABASE_URL) runs them on PostgreSQL instead, which the webhooks
// group needs: its race test (deliver-race.test.ts) can only interleave attempts there.
export default defineConfig({
  test: {
    include: chosenGroups().flatMap((g) => g.tests),
    environment: "node",
    env: { TEST_DB: process.env.MUTATION_TEST_DB === "pg" ? "pg" : "sqlite" },
    testTimeout: 90_000,
    hookTimeout: 60_000,
  },
});
