import { defineConfig } from "vitest/config";

// `npm run test:security`: the authorization matrix, the injection corpus and the property tests,
// on SQLite and again on PostgreSQL when TEST_DATABASE_URL is set. The durability test (kill -9)
// runs with `npm run test:durability`.
const include = ["security/**/*.test.ts"];
const exclude = ["security/durability.test.ts"];
const common = { include, exclude, environment: "node", testTimeout: 600_000, hookTimeout: 120_000 };
const projects: object[] = [{ test: { ...common, name: "security", env: { TEST_DB: "sqlite" } } }];
if (process.env.TEST_DATABASE_URL) {
  projects.push({ test: { ...common, name: "security-pg", env: { TEST_DB: "pg" } } });
}

export default defineConfig({
  test: { projects: projects as never },
});
