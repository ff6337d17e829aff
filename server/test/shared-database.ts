// Several app instances on one database, as behind a load balancer: the tests that prove nothing
// lives in process memory (a job taken over after a restart, a reminder sent once by two instances,
// an offer redeemed on the other instance) start one instance, or more, on the same seeded database.
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app.ts";
import type { Config } from "../config.ts";
import type { Db, DbHandle } from "../db/index.ts";
import { seed } from "../seeds/seed.ts";
import { createTestDb, testConfig } from "./app.ts";

export interface SharedDatabase {
  handle: DbHandle;
  db: Db;
  config: Config;
  /** One more instance on the database (same config: same PUBLIC_URL, the secrets are read from the database). */
  startApp(): Promise<FastifyInstance>;
  /** Closes the instances still running, then the database. */
  close(): Promise<void>;
}

/** A migrated and seeded database (admin = TEST_ADMIN, no templates) for several instances; close() in afterAll. */
export async function sharedDatabase(overrides: Partial<Config> = {}): Promise<SharedDatabase> {
  const config = testConfig(overrides);
  const handle = await createTestDb();
  await seed(handle.db, config, { templates: false });
  const running = new Set<FastifyInstance>();
  return {
    handle,
    db: handle.db,
    config,
    async startApp() {
      const app = await buildApp({ config, db: handle, logger: false, prepareDb: false });
      // A test may stop an instance itself (a restart mid-job): then close() leaves it alone.
      app.addHook("onClose", async () => void running.delete(app));
      running.add(app);
      await app.ready();
      return app;
    },
    async close() {
      await Promise.all([...running].map((app) => app.close()));
      await handle.destroy();
    },
  };
}
