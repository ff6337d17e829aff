// Runtime configuration from environment variables. `loadConfig` is pure so tests can pass overrides.
import { availableParallelism } from "node:os";
import path from "node:path";

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";

export interface RateLimitRule {
  max: number;
  windowMs: number;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; when absent the server uses SQLite at `sqlitePath`. */
  databaseUrl?: string;
  /** PostgreSQL connections per instance (the pool; at least 2: the start lock holds one). */
  poolMax: number;
  /** How long a background job's lease lasts; renewed every third of it. A crashed instance's
   * job is taken over by another one this long after its last renewal. */
  jobLeaseMs: number;
  /** Background jobs (bulk slices, e-mail, resets) one instance runs at once (JOB_CONCURRENCY). */
  jobConcurrency: number;
  /** SQLite file (or ":memory:"). */
  sqlitePath: string;
  /** name: the seeded admin's display name (ADMIN_NAME); Arabic by default, the site's first language. */
  admin: { username: string; email: string; password?: string; name?: string };
  publicUrl: string;
  /** When absent, a secret is generated once and kept in the database (settings table). */
  sessionSecret?: string;
  logLevel: LogLevel;
  /** Passed to Fastify's trustProxy: true, a hop count, or a list of addresses. */
  trustProxy: boolean | number | string;
  /** Directory with the built web app (index.html + assets). */
  webDir: string;
  /** The server-side renderer of the public pages (default: dist/ssr beside webDir; tests point it at the source). */
  ssrEntry?: string;
  /** Render worker threads (default: one per core). */
  renderWorkers: number;
  /** Upper bound of the rendered-output cache in the database, in MB (0 = no cache). */
  renderCacheMb: number;
  /** Longest a render may draw before its worker is ended and the design refused (RENDER_TIMEOUT_MS). */
  renderTimeoutMs: number;
  /** The same for one MP4 or GIF, all its frames and their encoding (RENDER_VIDEO_TIMEOUT_MS, default 60 s). */
  renderVideoTimeoutMs: number;
  /** Longest a visitor's render may wait for a worker before it is answered 503 (RENDER_QUEUE_WAIT_MS). */
  renderQueueWaitMs: number;
  /** Bearer token for GET /metrics (Prometheus); absent: the endpoint does not exist. */
  metricsToken?: string;
  /** Outgoing e-mail (SMTP_* variables); an admin's settings override these per field. */
  mail: MailConfig;
  /** Rate-limit counters live in memory and reach the database at most this often (ms). */
  rateLimitFlushMs: number;
  /** Requests slower than this are logged (ms); failed ones (status ≥ 400) always are. */
  slowRequestMs: number;
  /** Outgoing webhooks (server/webhooks/, docs/webhooks.md). */
  webhooks: WebhookConfig;
  /** Engagement analytics (server/analytics/, docs/analytics.md). */
  analytics: AnalyticsConfig;
  rateLimits: {
    loginPerIp: RateLimitRule;
    /** Failed sign-ins per account AND client address that cost nothing; each further one doubles a wait (1 s … 5 min). */
    loginFailuresPerUsername: RateLimitRule;
    /** Ceiling of failed sign-ins per account from all addresses together; reached → 429 for everyone. */
    loginFailuresPerAccount?: RateLimitRule;
    register: RateLimitRule;
    clientErrors: RateLimitRule;
    uploads: RateLimitRule;
  };
}

export interface AnalyticsConfig {
  /** ANALYTICS_ENABLED=false records nothing (the bench compares both; nothing else needs it off). */
  enabled: boolean;
  /** Counts live in memory and reach the database at most this often (ANALYTICS_FLUSH_MS). */
  flushMs: number;
  /** Daily counts older than this many days are deleted (ANALYTICS_RETENTION_DAYS). */
  retentionDays: number;
}

export interface WebhookConfig {
  /** WEBHOOK_ALLOW_PRIVATE=true lets endpoints be on loopback/private addresses (tests only). */
  allowPrivate: boolean;
  /** Waits before the 2nd, 3rd, … attempt (WEBHOOK_RETRY_SCHEDULE_MS, comma-separated); about a day in all. */
  retryScheduleMs: number[];
  /** An endpoint is turned off when it has failed this many attempts in a row … */
  disableAfterFailures: number;
  /** … over at least this long without one success (WEBHOOK_DISABLE_AFTER_MS). */
  disableAfterMs: number;
  /** Parallel deliveries per instance (runners of their own, so a slow receiver never holds up e-mail). */
  concurrency: number;
}

/** Standard Webhooks' schedule (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h): ~27.6 h from the first attempt. */
export const DEFAULT_WEBHOOK_RETRY_SCHEDULE_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

function msList(name: string, value: string | undefined, fallback: number[]): number[] {
  if (value === undefined || value.trim() === "") return fallback;
  const list = value.split(",").map((part) => int(part.trim(), 0));
  if (list.length > 20) throw new Error(`${name}: at most 20 retries`);
  return list;
}

export interface MailConfig {
  /** empty: no SMTP — messages stay in the outbox (/admin/outbox) */
  host: string;
  port: number;
  /** implicit TLS (port 465); otherwise STARTTLS when the server offers it */
  secure: boolean;
  user: string;
  password: string;
  from: string;
  /** messages per receiving domain per second (all instances together) */
  perDomainPerSecond: number;
  /** first retry delay after a temporary failure; doubles each attempt */
  retryBaseMs: number;
  maxAttempts: number;
}

const LOG_LEVELS: LogLevel[] = ["fatal", "error", "warn", "info", "debug", "trace", "silent"];

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`expected a non-negative integer, got "${value}"`);
  return n;
}

function atLeast(name: string, n: number, min: number): number {
  if (n < min) throw new Error(`${name} must be at least ${min}, got ${n}`);
  return n;
}

function trustProxy(value: string | undefined): boolean | number | string {
  if (value === undefined || value === "" || value === "false" || value === "0") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) return Number(value);
  return value; // comma-separated addresses / CIDRs
}

export function loadConfig(env: Record<string, string | undefined> = process.env, overrides: Partial<Config> = {}): Config {
  const port = int(env.PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR || "./data");
  const logLevel = (env.LOG_LEVEL || "info") as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(", ")}`);
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, "");
  new URL(publicUrl); // throws on a malformed PUBLIC_URL
  const config: Config = {
    port,
    host: env.HOST || "0.0.0.0",
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    poolMax: atLeast("DATABASE_POOL_MAX", int(env.DATABASE_POOL_MAX, 10), 2),
    jobLeaseMs: atLeast("JOB_LEASE_MS", int(env.JOB_LEASE_MS, 15_000), 1_000),
    jobConcurrency: atLeast("JOB_CONCURRENCY", int(env.JOB_CONCURRENCY, 2), 1),
    sqlitePath: path.join(dataDir, "bitaqa.db"),
    admin: {
      username: env.ADMIN_USERNAME || "admin",
      email: env.ADMIN_EMAIL || "admin@example.com",
      password: env.ADMIN_PASSWORD || undefined,
      name: env.ADMIN_NAME || undefined,
    },
    publicUrl,
    sessionSecret: env.SESSION_SECRET || undefined,
    logLevel,
    trustProxy: trustProxy(env.TRUST_PROXY),
    webDir: path.resolve(env.WEB_DIR || "dist/web"),
    renderWorkers: int(env.RENDER_WORKERS, 0) || availableParallelism(),
    renderCacheMb: int(env.RENDER_CACHE_MB, 256),
    renderTimeoutMs: atLeast("RENDER_TIMEOUT_MS", int(env.RENDER_TIMEOUT_MS, 5000), 100),
    renderVideoTimeoutMs: atLeast("RENDER_VIDEO_TIMEOUT_MS", int(env.RENDER_VIDEO_TIMEOUT_MS, 60_000), 1000),
    renderQueueWaitMs: atLeast("RENDER_QUEUE_WAIT_MS", int(env.RENDER_QUEUE_WAIT_MS, 1500), 100),
    metricsToken: env.METRICS_TOKEN || undefined,
    mail: {
      host: env.SMTP_HOST || "",
      port: int(env.SMTP_PORT, 587),
      secure: env.SMTP_SECURE === "true" || env.SMTP_SECURE === "1",
      user: env.SMTP_USER || "",
      password: env.SMTP_PASSWORD || "",
      from: env.MAIL_FROM || `no-reply@${new URL(publicUrl).hostname}`,
      perDomainPerSecond: int(env.MAIL_PER_DOMAIN_PER_SECOND, 5) || 5,
      retryBaseMs: int(env.MAIL_RETRY_BASE_MS, 30_000),
      maxAttempts: int(env.MAIL_MAX_ATTEMPTS, 8) || 8,
    },
    rateLimitFlushMs: Math.max(1, int(env.RATE_LIMIT_FLUSH_MS, 250)),
    slowRequestMs: int(env.SLOW_REQUEST_MS, 1000),
    analytics: {
      enabled: env.ANALYTICS_ENABLED !== "false" && env.ANALYTICS_ENABLED !== "0",
      flushMs: atLeast("ANALYTICS_FLUSH_MS", int(env.ANALYTICS_FLUSH_MS, 2000), 1),
      retentionDays: atLeast("ANALYTICS_RETENTION_DAYS", int(env.ANALYTICS_RETENTION_DAYS, 400), 1),
    },
    webhooks: {
      allowPrivate: env.WEBHOOK_ALLOW_PRIVATE === "true",
      retryScheduleMs: msList("WEBHOOK_RETRY_SCHEDULE_MS", env.WEBHOOK_RETRY_SCHEDULE_MS, DEFAULT_WEBHOOK_RETRY_SCHEDULE_MS),
      disableAfterFailures: atLeast("WEBHOOK_DISABLE_AFTER_FAILURES", int(env.WEBHOOK_DISABLE_AFTER_FAILURES, 10), 1),
      disableAfterMs: int(env.WEBHOOK_DISABLE_AFTER_MS, 24 * 60 * 60 * 1000),
      concurrency: atLeast("WEBHOOK_CONCURRENCY", int(env.WEBHOOK_CONCURRENCY, 4), 1),
    },
    rateLimits: {
      // Sign-ins per address in 15 minutes; the browser tests' one shared server (every journey signs
      // in from 127.0.0.1) raises it, a faster machine fitting more of their sign-ins in one window.
      loginPerIp: { max: atLeast("RATE_LIMIT_LOGIN_PER_IP", int(env.RATE_LIMIT_LOGIN_PER_IP, 50), 1), windowMs: 15 * 60_000 },
      loginFailuresPerUsername: { max: 5, windowMs: 15 * 60_000 },
      loginFailuresPerAccount: { max: 100, windowMs: 60 * 60_000 },
      register: { max: 20, windowMs: 60 * 60_000 },
      clientErrors: { max: 30, windowMs: 60_000 },
      uploads: { max: 30, windowMs: 60 * 60_000 },
    },
  };
  return { ...config, ...overrides };
}
