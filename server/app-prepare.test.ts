// buildApp prepares the database itself unless told not to (the benches and any embedder rely on it).
import { describe, expect, it } from "vitest";
import { buildApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import { createDb } from "./db/index.ts";

describe("buildApp", () => {
  it("migrates and seeds the database it is given by default", async () => {
    const config = loadConfig({ PORT: "3000", PUBLIC_URL: "http://localhost:3000", LOG_LEVEL: "silent", WEB_DIR: "/nonexistent", RENDER_WORKERS: "1" }, { admin: { username: "admin", password: "prepare-test-pass-1", email: "admin@example.com", name: "Admin" } });
    const handle = createDb({ sqlitePath: ":memory:" });
    const app = await buildApp({ config, db: handle, logger: false });
    try {
      const admins = await app.db.selectFrom("users").select("username").where("role", "=", "admin").execute();
      expect(admins.map((a) => a.username)).toEqual(["admin"]);
    } finally {
      await app.close();
      await handle.destroy();
    }
  });
});
