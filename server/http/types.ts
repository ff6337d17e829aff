// Fastify decorations used across the server.
import type { Locale } from "../../shared/limits.ts";
import type { Config } from "../config.ts";
import type { Db, Dialect } from "../db/index.ts";
import type { UsersTable } from "../db/schema.ts";
import type { RateLimitCounters } from "./rate-limit-counters.ts";
import type { AnalyticsRecorder } from "../analytics/recorder.ts";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
    config: Config;
    /** Secret for HMACs (e.g. IP hashes); from SESSION_SECRET or generated once into the database. */
    secret: string;
    /** Per-client counters in memory, flushed to rate_limits in batches (rate-limit-counters.ts). */
    rateLimits: RateLimitCounters;
    /** Engagement events counted in memory, flushed to the analytics tables in batches (analytics/recorder.ts). */
    analytics: AnalyticsRecorder;
  }
  interface FastifyContextConfig {
    /** false: the route reads no session, so the cookie's session is not looked up (http/session.ts). */
    session?: boolean;
  }
  interface FastifyRequest {
    locale: Locale;
    /** The signed-in, active user (undefined for visitors). */
    user?: UsersTable;
    /** Raw token of the current session cookie, when it belongs to a live session. */
    sessionToken?: string;
  }
}

export {};
