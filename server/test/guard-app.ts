// A bare Fastify app for one guard's own tests (policies, CSRF): the app's error handling, the test
// configuration and, where given, a database — but none of the app's routes, plugins or seeding, so
// each test can build its own in a few milliseconds. Mutation testing needs that: Stryker attributes
// only code run inside a test (not in `beforeAll`) to it, and a whole test app per test is too slow.
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "../config.ts";
import type { Db } from "../db/index.ts";
import type { UsersTable } from "../db/schema.ts";
import { registerErrorHandling } from "../http/error-handler.ts";
import { testConfig } from "./app.ts";

export interface GuardAppOptions {
  db?: Db;
  config?: Partial<Config>;
  /** The signed-in user each request carries (as the session hook would set it). */
  user?: UsersTable;
}

/** The guarded routes are added by `routes`; call `app.close()` when done. */
export async function guardApp(routes: (app: FastifyInstance) => void, options: GuardAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.decorate("config", testConfig(options.config));
  if (options.db) app.decorate("db", options.db);
  app.decorateRequest("locale", "en");
  app.decorateRequest("user", undefined);
  if (options.user) {
    const user = options.user;
    app.addHook("onRequest", async (request) => {
      request.user = user;
    });
  }
  registerErrorHandling(app);
  routes(app);
  await app.ready();
  return app;
}
