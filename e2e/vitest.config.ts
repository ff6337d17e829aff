import { defineConfig } from "vitest/config";

// Browser end-to-end tests: one built server for the whole run (globalSetup), Chromium per file.
export default defineConfig({
  test: {
    include: ["e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["e2e/global-setup.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
