// Instances that start together: migrations and first-start seeding on one empty database.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { testConfig } from "./test/app.ts";
import { SEED_TEMPLATES } from "./seeds/templates.ts";
import { INTERNAL_SECRET_KEY, ISSUER_KEY_SETTING } from "./settings/defaults.ts";
import { createDb, type DbHandle } from "./db/index.ts";
import { prepareDatabase } from "./prepare.ts";

const config = testConfig({ admin: { username: "boss", email: "boss@example.com", password: "boss-password-123" } });

async function expectOneOfEverything(handle: DbHandle) {
  const count = async (table: "templates" | "users", where?: [string, string]) => {
    let q = handle.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as("n"));
    if (where) q = q.where(where[0] as never, "=", where[1] as never);
    return Number((await q.executeTakeFirstOrThrow()).n);
  };
  expect(await count("templates")).toBe(SEED_TEMPLATES.length);
  expect(await count("users", ["role", "admin"])).toBe(1);
  const settings = await handle.db.selectFrom("settings").select("key").where("key", "in", [INTERNAL_SECRET_KEY, ISSUER_KEY_SETTING]).execute();
  expect(settings.map((s) => s.key).sort()).toEqual([INTERNAL_SECRET_KEY, ISSUER_KEY_SETTING].sort());
}

describe.runIf(process.env.TEST_DB === "pg")("prepareDatabase on PostgreSQL", () => {
  it("lets five instances start at once on an empty database: one migrates and seeds, none fails", async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `t_${randomBytes(6).toString("hex")}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    // poolMax 2: the smallest DATABASE_POOL_MAX allowed (one connection holds the lock, one works).
    const handles = Array.from({ length: 5 }, () => createDb({ databaseUrl: url, sqlitePath: ":memory:", pgSchema: schema, poolMax: 2 }));
    try {
      const results = await Promise.all(handles.map((h) => prepareDatabase(h, config)));
      expect(results.filter((r) => r.adminCreated)).toHaveLength(1);
      // Every instance signs sessions with the same stored secret.
      expect(new Set(results.map((r) => r.secret)).size).toBe(1);
      await expectOneOfEverything(handles[0]);
      // A later start (restart, another instance) changes nothing.
      const again = await prepareDatabase(handles[1], config);
      expect(again.adminCreated).toBeUndefined();
      expect(again.secret).toBe(results[0].secret);
      await expectOneOfEverything(handles[0]);
    } finally {
      await Promise.all(handles.map((h) => h.destroy()));
      await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    }
  }, 60_000);
});

describe.runIf(process.env.TEST_DB !== "pg")("prepareDatabase on SQLite", () => {
  it("migrates and seeds once; a restart creates nothing", async () => {
    const handle = createDb({ sqlitePath: ":memory:" });
    try {
      const first = await prepareDatabase(handle, config);
      expect(first.adminCreated).toMatchObject({ username: "boss" });
      const second = await prepareDatabase(handle, config);
      expect(second.adminCreated).toBeUndefined();
      expect(second.secret).toBe(first.secret);
      await expectOneOfEverything(handle);
    } finally {
      await handle.destroy();
    }
  }, 60_000);
});
