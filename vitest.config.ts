import { defineConfig } from "vitest/config";
import "./scripts/check-node.mjs";

// Projects: pure logic (shared/, server/) in node; React code in happy-dom.
// `extends: true` makes each project take the timeouts below; without it a project keeps
// Vitest's 5 s default, which a slow CI machine overran.
// server-pg re-runs the server suite against PostgreSQL when TEST_DATABASE_URL is set.
const serverTests = ["server/**/*.test.ts"];
const projects: object[] = [
  { extends: true, test: { name: "shared", include: ["shared/**/*.test.ts", "scripts/**/*.test.ts", "bench/**/*.test.ts"], environment: "node" } },
  { extends: true, test: { name: "server", include: serverTests, environment: "node", env: { TEST_DB: "sqlite" } } },
  { extends: true, test: { name: "web", include: ["web/**/*.test.ts", "web/**/*.test.tsx"], environment: "happy-dom", setupFiles: ["web/test/setup.ts"] } },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({ extends: true, test: { name: "server-pg", include: serverTests, environment: "node", env: { TEST_DB: "pg" } } });
}

export default defineConfig({
  test: { projects: projects as never, testTimeout: 20_000, hookTimeout: 60_000 },
});
