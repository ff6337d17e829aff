import { defineConfig } from "vitest/config";
import "./scripts/check-node.mjs";

// Projects: pure logic (shared/, server/) in node; React code in happy-dom.
// server-pg re-runs the server suite against PostgreSQL when TEST_DATABASE_URL is set.
const serverTests = ["server/**/*.test.ts"];
const projects: object[] = [
  { test: { name: "shared", include: ["shared/**/*.test.ts", "scripts/**/*.test.ts"], environment: "node" } },
  { test: { name: "server", include: serverTests, environment: "node", env: { TEST_DB: "sqlite" } } },
  { test: { name: "web", include: ["web/**/*.test.ts", "web/**/*.test.tsx"], environment: "happy-dom", setupFiles: ["web/test/setup.ts"] } },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({ test: { name: "server-pg", include: serverTests, environment: "node", env: { TEST_DB: "pg" } } });
}

export default defineConfig({
  test: { projects: projects as never, testTimeout: 20_000, hookTimeout: 60_000 },
});
