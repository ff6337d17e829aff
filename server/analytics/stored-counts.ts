// Issue 36 §1: counts of things the site stores are read from their rows, not from the recorder's
// batched events, so they are exact at once and after any crash (a kill -9 within a flush interval of
// a bulk run lost "issued" events for good). "issued" = certificates issued + cards created, per UTC
// day of created_at (indexes of migration 024). Events with no row of their own (views, shares,
// downloads, …) keep coming from the daily counts and may lose the last batch, as documented.
import { sql } from "kysely";
import type { Db } from "../db/index.ts";
import type { AnalyticsItemKind } from "../../shared/api/analytics.ts";
import type { AnalyticsFilters, CountRow, DayRange } from "./query.ts";

/** Events whose counts come from rows here; the recorder's counts of them are ignored by the dashboard. */
export const STORED_EVENTS = new Set(["issued"]);

const TABLES: Record<AnalyticsItemKind, "certificates" | "cards"> = { certificate: "certificates", card: "cards" };

function rowsOf(db: Db, kind: AnalyticsItemKind, range: DayRange, filters: AnalyticsFilters) {
  // created_at is ISO-8601 text: the range's days are [from, the day after to).
  let query = db
    .selectFrom(TABLES[kind])
    .where("created_at", ">=", range.from)
    .where("created_at", "<", `${range.to}T99`);
  if (filters.templateId) query = query.where("template_id", "=", filters.templateId);
  if (filters.categoryId) query = query.where("template_id", "in", (eb) => eb.selectFrom("templates").select("id").where("category_id", "=", filters.categoryId!));
  return query;
}

const kindsOf = (filters: AnalyticsFilters): AnalyticsItemKind[] => (filters.kind ? [filters.kind] : ["certificate", "card"]);

/** Items created per day in the range, as count rows of the "issued" event. */
export async function issuedPerDay(db: Db, range: DayRange, filters: AnalyticsFilters): Promise<CountRow[]> {
  const parts = await Promise.all(
    kindsOf(filters).map((kind) =>
      rowsOf(db, kind, range, filters)
        .select((eb) => [sql<string>`substr(created_at, 1, 10)`.as("day"), eb.fn.countAll<number | string>().as("n")])
        .groupBy(sql`substr(created_at, 1, 10)`)
        .execute(),
    ),
  );
  return parts.flat().map((r) => ({ day: r.day, event: "issued", channel: "", n: r.n }));
}

/** Items created in the range per template. */
export async function issuedPerTemplate(db: Db, range: DayRange, filters: AnalyticsFilters): Promise<{ template_id: string; event: string; n: number | string }[]> {
  const parts = await Promise.all(
    kindsOf(filters).map((kind) =>
      rowsOf(db, kind, range, filters)
        .select((eb) => ["template_id", eb.fn.countAll<number | string>().as("n")])
        .groupBy("template_id")
        .execute(),
    ),
  );
  return parts.flat().map((r) => ({ template_id: r.template_id, event: "issued", n: r.n }));
}

/** Certificates issued in the range (the funnel's first step). */
export async function certificatesIssued(db: Db, range: DayRange, filters: AnalyticsFilters): Promise<number> {
  if (filters.kind === "card") return 0;
  const row = await rowsOf(db, "certificate", range, filters).select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirst();
  return Number(row?.n ?? 0);
}
