// Migrations, seeding and the persisted server secret, on the dialect under test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb, testConfig } from "../test/app.ts";
import type { DbHandle } from "./index.ts";
import { migrateToLatest } from "./index.ts";
import { seed } from "../seeds/seed.ts";
import { ensureServerSecret } from "../settings/secret.ts";
import { hitRateLimit } from "../rate-limits/hit.ts";
import { verifyPassword } from "../services/users/password.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.destroy());

describe("database foundation", () => {
  it("migrations are idempotent", async () => {
    await migrateToLatest(handle);
    const tables = ["users", "sessions", "user_preferences", "settings", "categories", "seo_settings", "client_errors", "rate_limits", "activity"];
    for (const table of tables) await expect(handle.db.selectFrom(table as "users").select(handle.db.fn.countAll().as("n")).execute()).resolves.toBeDefined();
  });

  it("seeds once: admin created only the first time, with a generated password when none is set", async () => {
    const config = testConfig({ admin: { username: "boss", email: "boss@example.com" } });
    const first = await seed(handle.db, config);
    expect(first.adminCreated).toMatchObject({ username: "boss", generated: true });
    const row = await handle.db.selectFrom("users").selectAll().where("username", "=", "boss").executeTakeFirstOrThrow();
    expect(row.role).toBe("admin");
    expect(row.name).toBe("مدير الموقع"); // not "Administrator" in the Arabic UI (issue 16)
    expect(await verifyPassword(first.adminCreated!.password, row.password_hash)).toBe(true);
    const second = await seed(handle.db, config);
    expect(second.adminCreated).toBeUndefined();
    const cats = await handle.db.selectFrom("categories").select("slug").execute();
    expect(cats).toHaveLength(8);
  });

  it("unique usernames ignore case", async () => {
    const now = new Date().toISOString();
    const base = { name: "n", password_hash: "x", role: "user" as const, active: 1 as const, created_at: now, updated_at: now };
    await handle.db.insertInto("users").values({ ...base, id: "u1", username: "Case", email: "c1@example.com" }).execute();
    await expect(handle.db.insertInto("users").values({ ...base, id: "u2", username: "case", email: "c2@example.com" }).execute()).rejects.toThrow();
    await expect(handle.db.insertInto("users").values({ ...base, id: "u3", username: "other", email: "C1@EXAMPLE.com" }).execute()).rejects.toThrow();
  });

  it("generates the server secret once and keeps it in the database", async () => {
    const a = await ensureServerSecret(handle.db, undefined);
    const b = await ensureServerSecret(handle.db, undefined);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(b).toBe(a);
    expect(await ensureServerSecret(handle.db, "configured")).toBe("configured");
  });

  it("rate-limit windows count and reset", async () => {
    const t0 = Date.now();
    expect((await hitRateLimit(handle.db, "k", 1000, t0)).count).toBe(1);
    const second = await hitRateLimit(handle.db, "k", 1000, t0 + 10);
    expect(second.count).toBe(2);
    expect(second.ttlMs).toBe(990);
    expect((await hitRateLimit(handle.db, "k", 1000, t0 + 1001)).count).toBe(1);
  });
});
