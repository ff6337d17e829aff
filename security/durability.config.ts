import { defineConfig } from "vitest/config";

// `npm run test:durability`: kill -9 the real server during writes (slow: a bulk job's lease must run
// out before another start resumes it, ≈ 60 s per database). PostgreSQL too when TEST_DATABASE_URL is set.
export default defineConfig({
  test: { include: ["security/durability.test.ts", "security/webhooks-durability.test.ts"], environment: "node", testTimeout: 600_000, hookTimeout: 120_000, fileParallelism: false },
});
