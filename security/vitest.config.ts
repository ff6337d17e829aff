import { defineConfig } from "vitest/config";

// `npm run test:security`: the authorization matrix, the injection corpus and the property tests,
// on SQLite and again on PostgreSQL when TEST_DATABASE_URL is set. The durability test (kill -9)
// runs with `npm run test:durability`.
const include = ["security/**/*.test.ts"];
const exclude = ["security/durability.test.ts"];
const projects: object[] = [{ test: { name: "security", include, exclude, environment: "node", env: { TEST_DB: "sqlite" } } }];
if (process.env.TEST_DATABASE_URL) {
  projects.push({ test: { name: "security-pg", include, exclude, environment: "node", env: { TEST_DB: "pg" } } });
}

export default defineConfig({
  test: { projects: projects as never, testTimeout: 60_000, hookTimeout: 60_000 },
});
