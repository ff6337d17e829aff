// buildApp: the whole HTTP server as a Fastify instance (used by main.ts and by tests via inject).
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from "fastify";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import compress from "@fastify/compress";
import { constants as zlib } from "node:zlib";
import type { Config } from "./config.ts";
import { createDb, type DbHandle } from "./db/index.ts";
import type { SeedResult } from "./seeds/seed.ts";
import { prepareDatabase } from "./prepare.ts";
import "./http/types.ts";
import { registerErrorHandling } from "./http/error-handler.ts";
import { registerRequestContext } from "./http/session.ts";
import { registerCsrfGuard } from "./http/csrf.ts";
import { countersRateLimitStore } from "./http/rate-limit-store.ts";
import { RateLimitCounters } from "./http/rate-limit-counters.ts";
import { registerSecurityHeaders } from "./http/security-headers.ts";
import { registerRequestLogging } from "./http/request-log.ts";
import { tooManyRequests } from "./errors.ts";
import { ensureServerSecret } from "./settings/secret.ts";
import { registerApiRoutes } from "./routes/index.ts";
import { registerRender } from "./http/render.ts";
import { registerJobs } from "./jobs/index.ts";
import { registerWeb } from "./web/plugin.ts";
import { registerMetrics } from "./metrics/plugin.ts";
import { registerAnalytics } from "./analytics/plugin.ts";
import { CompiledQuery } from "kysely";
import { pruneExpiredSessions } from "./sessions/sessions.ts";
import { pruneRateLimits } from "./rate-limits/hit.ts";

/** Compiled once: /healthz runs it on every probe. */
const HEALTH_QUERY = CompiledQuery.raw("select 1");

export interface BuildAppOptions {
  config: Config;
  /** An open database; when absent one is created from config and closed with the app. */
  db?: DbHandle;
  /** false: no logging; true/undefined: pino at config.logLevel; or a ready logger. */
  logger?: boolean | FastifyBaseLogger;
  /** Run migrations and seed (default true). main.ts does this itself to print the admin password. */
  prepareDb?: boolean;
  /** Called when seeding created the admin account (first start). */
  onSeeded?: (result: SeedResult) => void;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const handle = options.db ?? createDb(config);
  const ownsDb = !options.db;
  const base = {
    // Fastify accepts a hop count too; its type only lists the other forms.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
    // Fastify's two info lines per request cost more than most answers; http/request-log.ts logs
    // failed and slow requests instead.
    logController: new LogController({ disableRequestLogging: true }),
  };
  const app: FastifyInstance =
    typeof options.logger === "object"
      ? Fastify({ ...base, loggerInstance: options.logger })
      : Fastify({ ...base, logger: options.logger === false ? false : { level: config.logLevel } });

  try {
    if (options.prepareDb !== false) {
      // Not `onSeeded?.(await prepareDatabase(…))`: optional call skips evaluating its argument.
      const prepared = await prepareDatabase(handle, config);
      options.onSeeded?.(prepared);
    }
    app.decorate("db", handle.db);
    app.decorate("dialect", handle.dialect);
    app.decorate("config", config);
    app.decorate("secret", await ensureServerSecret(handle.db, config.sessionSecret));
  } catch (err) {
    if (ownsDb) await handle.destroy();
    throw err;
  }
  if (ownsDb) app.addHook("onClose", async () => handle.destroy());

  registerErrorHandling(app);
  registerMetrics(app, handle);
  registerRequestLogging(app);
  registerSecurityHeaders(app);
  await app.register(cookie);
  registerRequestContext(app);
  registerCsrfGuard(app);
  const counters = new RateLimitCounters(handle.db, config.rateLimitFlushMs, (err) => app.log.warn({ err }, "rate-limit flush failed"));
  app.decorate("rateLimits", counters);
  // Registered before the database's own onClose hook runs, so the last increments are written.
  app.addHook("preClose", async () => counters.close());
  registerAnalytics(app);
  // Text answers (JSON, pages) compressed when the client accepts it; brotli at a quality that
  // costs little CPU per answer. Hashed assets come precompressed (web/plugin.ts).
  await app.register(compress, {
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Answers only: request bodies are read as before (no inflating of compressed uploads).
    globalDecompression: false,
  });
  await app.register(rateLimit, {
    global: false,
    store: countersRateLimitStore(counters),
    errorResponseBuilder: (_request, context) => tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000))),
  });

  app.get("/healthz", { config: { session: false } }, async (_request, reply) => {
    try {
      await app.db.executeQuery(HEALTH_QUERY);
      return { ok: true };
    } catch {
      return reply.status(503).send({ ok: false });
    }
  });

  // Expired sessions and ended rate-limit windows are deleted now and then (any instance may do it).
  const prune = () => Promise.all([pruneExpiredSessions(app.db), pruneRateLimits(app.db)]).catch((err: unknown) => app.log.warn({ err }, "prune failed"));
  let pruneTimer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    pruneTimer = setInterval(prune, 60 * 60 * 1000);
    pruneTimer.unref();
  });
  app.addHook("onClose", async () => clearInterval(pruneTimer));

  await registerRender(app);
  // Background jobs (bulk issuance) run in every instance; leases in the jobs table share the work.
  registerJobs(app);
  await registerApiRoutes(app);
  await registerWeb(app);
  return app;
}
