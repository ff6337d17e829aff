// Retention of the daily counts (ANALYTICS_RETENTION_DAYS, default 400): rows whose day is older are
// deleted from every table (the funnel rows of certificates issued before it, the months wholly before it). Every instance runs it on a timer; deleting by day is idempotent, so two
// instances doing it at once delete nothing twice and need no lock.
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/index.ts";
import { everyInstanceTimer } from "../queue/every-instance-timer.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often each instance looks (cheap: an indexed range delete); the first look is a minute after start. */
export const RETENTION_EVERY_MS = 6 * 60 * 60 * 1000;
const FIRST_RUN_AFTER_MS = 60 * 1000;

/** The first day kept (YYYY-MM-DD, UTC): today and the `days - 1` days before it. */
export function firstKeptDay(days: number, now = Date.now()): string {
  return new Date(now - (days - 1) * DAY_MS).toISOString().slice(0, 10);
}

/** Deletes the counts of days before the retention window; answers how many rows went. */
export async function pruneAnalytics(db: Db, days: number, now = Date.now()): Promise<number> {
  const first = firstKeptDay(days, now);
  const items = await db.deleteFrom("analytics_item_days").where("day", "<", first).executeTakeFirst();
  const templates = await db.deleteFrom("analytics_template_days").where("day", "<", first).executeTakeFirst();
  // A funnel row goes with its issue; one with no issue (a certificate from before analytics) once its steps are old.
  const steps = await db
    .deleteFrom("analytics_certificate_steps")
    .where((eb) => eb.or([eb("issued_day", "<", first), eb.and([eb("issued_day", "is", null), eb(eb.fn.coalesce("opened_day", "shared_day", "linkedin_or_wallet_day", "verified_day"), "<", first)])]))
    .executeTakeFirst();
  // Months wholly before the first kept day (the month it falls in keeps its views of older days; the top
  // items read that month from the daily rows unless a range reaches past the retention).
  const months = await db.deleteFrom("analytics_item_months").where("month", "<", first.slice(0, 7)).executeTakeFirst();
  const siteDays = await db.deleteFrom("analytics_site_days").where("day", "<", first).executeTakeFirst();
  const templateMonths = await db.deleteFrom("analytics_template_months").where("month", "<", first.slice(0, 7)).executeTakeFirst();
  return [items, templates, steps, months, siteDays, templateMonths].reduce((sum, r) => sum + Number(r.numDeletedRows), 0);
}

/** Runs the pruning on a timer while the app runs; answers the function that stops it. */
export function scheduleAnalyticsRetention(app: FastifyInstance): () => void {
  const run = () => {
    pruneAnalytics(app.db, app.config.analytics.retentionDays).catch((err: unknown) => app.log.warn({ err }, "analytics retention failed"));
  };
  return everyInstanceTimer(run, { firstAfterMs: FIRST_RUN_AFTER_MS, everyMs: RETENTION_EVERY_MS });
}
