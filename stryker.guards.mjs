// The guarded modules Stryker mutates (npm run test:mutation) and the tests that guard each, by
// group. MUTATION_GROUPS=policies,csrf runs some groups only (both the mutants and the tests); the
// default is all of them. Used by stryker.config.mjs and stryker.vitest.config.mjs.
export const GUARD_GROUPS = {
  policies: {
    mutate: ["server/policies/*.ts", "!server/policies/*.test.ts"],
    // The focused tests beside each policy (a bare app built inside each test); the route tests that
    // also cover them kill no mutant these do not, and cost a whole app per mutant (docs/testing.md).
    tests: ["server/policies/auth.test.ts", "server/policies/api-token.test.ts", "server/policies/certificate-issuing.test.ts"],
  },
  // csrf.test.ts builds its bare app inside each test; http.test.ts and routed-path.test.ts (the app's
  // own routes, built in beforeAll) kill no mutant it does not (docs/testing.md).
  csrf: { mutate: ["server/http/csrf.ts"], tests: ["server/http/csrf.test.ts"] },
  throttle: {
    mutate: ["server/services/users/login-throttle.ts"],
    tests: ["server/services/users/login-throttle-rules.test.ts", "server/services/users/login-throttle.test.ts", "server/services/users/login-throttle-cost.test.ts"],
  },
  // db.test.ts left out: it seeds (a password hash) and its one rate-limit case is within hit.test.ts.
  "rate-limits": {
    mutate: ["server/http/rate-limit-counters.ts", "server/rate-limits/hit.ts"],
    tests: ["server/http/rate-limit-counters.test.ts", "server/http/rate-limit-counters-edges.test.ts", "server/http/rate-limit-counters-flush.test.ts", "server/rate-limits/hit.test.ts"],
  },
  oid4vci: {
    mutate: ["server/oid4vci/offers.ts", "server/oid4vci/nonces.ts"],
    tests: ["server/oid4vci/offers.test.ts", "server/oid4vci/nonces.test.ts", "server/oid4vci/oid4vci-refusals.test.ts", "server/oid4vci/oid4vci-concurrent.test.ts", "server/oid4vci/nonce-limits.test.ts"],
  },
  // runner.test.ts and lost-lease.test.ts (an app each, seconds of lease waits) stay in `npm test`;
  // runner-guards.test.ts checks the same guarantees on a bare database with bounded waits.
  leases: { mutate: ["server/queue/runner.ts"], tests: ["server/queue/runner-guards.test.ts"] },
  // One attempt called directly (deliver.test.ts); the end-to-end files (an app each, deliveries through
  // the runner) stay in `npm test`. deliver-race.test.ts runs on PostgreSQL only: run this group with
  // MUTATION_TEST_DB=pg and TEST_DATABASE_URL, or its mutant `numUpdatedRows === 1` → `true` survives.
  webhooks: { mutate: ["server/webhooks/deliver.ts"], tests: ["server/webhooks/deliver.test.ts", "server/webhooks/deliver-race.test.ts"] },
  // The render queue's fairness and the cost budget: unit tests, the quickest group.
  // pool-logic and pool-waits drive the queue through the pool (the visitors' `accept` filter of `take`).
  queue: { mutate: ["server/render/fair-queue.ts", "server/render/cost-guard.ts"], tests: ["server/render/pool-limits.test.ts", "server/render/cost-guard.test.ts", "server/render/pool-logic.test.ts", "server/render/pool-waits.test.ts"] },
  render: {
    mutate: ["server/render/image-budget.ts", "server/render/pool.ts"],
    // pool-logic, pool-waits, pool-failures: the pool with stand-in renderers (ms a test; pool-waits
    // has one of 1.5 s, the default wait). pool.test.ts, pool-kill (42 s), pool-limits, pool-memory
    // (real renderers, seconds a mutant) and render-fairness stay in `npm test`.
    tests: ["server/render/image-budget.test.ts", "server/render/image-budget-bounds.test.ts", "server/render/pool-logic.test.ts", "server/render/pool-waits.test.ts", "server/render/pool-failures.test.ts"],
  },
};

/** The groups named in MUTATION_GROUPS, or all. */
export function chosenGroups() {
  const names = (process.env.MUTATION_GROUPS ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  for (const name of names) if (!(name in GUARD_GROUPS)) throw new Error(`MUTATION_GROUPS: no group "${name}" (${Object.keys(GUARD_GROUPS).join(", ")})`);
  return (names.length ? names : Object.keys(GUARD_GROUPS)).map((name) => GUARD_GROUPS[name]);
}
