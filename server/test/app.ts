// Test harness: a fresh app on a fresh database per call.
// TEST_DB=sqlite (default): in-memory SQLite. TEST_DB=pg: a random schema in TEST_DATABASE_URL,
// dropped on close.
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import { loadConfig, type Config } from "../config.ts";
import { createDb, migrateToLatest, type Db, type DbHandle, type Dialect } from "../db/index.ts";
import { seed } from "../seeds/seed.ts";

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dialect: Dialect;
  config: Config;
  close(): Promise<void>;
}

export const TEST_ADMIN = { username: "admin", email: "admin@example.com", password: "admin-password-123" };

/** One webhook runner: with the main runner, two pollers on the test pool of 4 connections (a test that
 * destroys the database under a running app must not leave a poller waiting for a connection forever). */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return loadConfig(
    { PORT: "3000", PUBLIC_URL: "http://localhost:3000", DATA_DIR: "/tmp/bitaqa-test-unused", LOG_LEVEL: "silent", WEB_DIR: "/nonexistent-web-dir", RENDER_WORKERS: "1", RENDER_QUEUE_WAIT_MS: "60000", WEBHOOK_CONCURRENCY: "1" },
    { admin: { ...TEST_ADMIN }, sqlitePath: ":memory:", ...overrides },
  );
}

/** A migrated, empty (not seeded) database for service-level tests. */
export async function createTestDb(): Promise<DbHandle> {
  if (process.env.TEST_DB !== "pg") {
    const handle = createDb({ sqlitePath: ":memory:" });
    await migrateToLatest(handle);
    return handle;
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DB=pg needs TEST_DATABASE_URL");
  const schema = `t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const handle = createDb({ databaseUrl: url, sqlitePath: ":memory:", pgSchema: schema, poolMax: 4 });
  await migrateToLatest(handle);
  return {
    ...handle,
    async destroy() {
      await handle.destroy();
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    },
  };
}

/** Fresh database (migrated + seeded, admin = TEST_ADMIN) and app; call close() in afterAll. */
export async function buildTestApp(overrides: Partial<Config> = {}, beforeReady?: (app: FastifyInstance) => void | Promise<void>): Promise<TestApp> {
  const config = testConfig(overrides);
  const handle = await createTestDb();
  await seed(handle.db, config, { templates: false });
  const app = await buildApp({ config, db: handle, logger: false, prepareDb: false });
  await beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: handle.db,
    dialect: handle.dialect,
    config,
    async close() {
      await app.close();
      await handle.destroy();
    },
  };
}
