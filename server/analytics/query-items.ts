// The parts of the admin dashboard that need single items (analytics_item_days): the certificate
// funnel and the most viewed items. Filters as in query-admin.ts.
import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { Db } from "../db/index.ts";
import type { Locale } from "../../shared/limits.ts";
import { zeroCounts, type AnalyticsFunnel, type AnalyticsItemKind, type AnalyticsTopItem } from "../../shared/api/analytics.ts";
import { fillLocalized } from "../services/settings/public.ts";
import { addCount, dayTerm, filterCondition, LONG_RANGE_DAYS, type AnalyticsFilters, type DayRange } from "./query.ts";
import { addDays, rangeLength } from "../../shared/api/analytics-range.ts";

export const TOP_ITEMS = 10;

/**
 * Certificates ISSUED in the range and, of those, how many were opened, shared, added to LinkedIn or a
 * wallet, verified in the range: one read of analytics_certificate_steps (each certificate's first day
 * per step, migration 022) over the range's issued days. A step only follows the issue, so for a
 * certificate issued in the range "a step in the range" is "its first such step on or before `to`".
 * Cards have no funnel: filtered to cards it is all zeros.
 */
export async function funnelOf(db: Db, range: DayRange, filters: AnalyticsFilters): Promise<AnalyticsFunnel> {
  if (filters.kind === "card") return { issued: 0, opened: 0, shared: 0, linkedinOrWallet: 0, verified: 0 };
  const by = (column: string) => sql<number | string>`sum(case when ${sql.ref(column)} <= ${range.to} then 1 else 0 end)`;
  let query = db
    .selectFrom("analytics_certificate_steps")
    .select((eb) => [
      eb.fn.countAll<number | string>().as("issued"),
      by("opened_day").as("opened"),
      by("shared_day").as("shared"),
      by("linkedin_or_wallet_day").as("linkedin_or_wallet"),
      by("verified_day").as("verified"),
    ])
    .where("issued_day", ">=", range.from)
    .where("issued_day", "<=", range.to);
  if (filters.templateId) query = query.where("template_id", "=", filters.templateId);
  if (filters.categoryId) query = query.where("template_id", "in", (eb) => eb.selectFrom("templates").select("id").where("category_id", "=", filters.categoryId!));
  const row = await query.executeTakeFirst();
  return {
    issued: Number(row?.issued ?? 0),
    opened: Number(row?.opened ?? 0),
    shared: Number(row?.shared ?? 0),
    linkedinOrWallet: Number(row?.linkedin_or_wallet ?? 0),
    verified: Number(row?.verified ?? 0),
  };
}

/**
 * The whole months inside a range (YYYY-MM), and the days before and after them, or null when the
 * range holds no whole month. `analytics_item_months` answers those months.
 */
export function wholeMonthsOf(range: DayRange): { first: string; last: string; before: DayRange | null; after: DayRange | null } | null {
  const firstDay = range.from.endsWith("-01") ? range.from : `${addDays(`${range.from.slice(0, 7)}-28`, 7).slice(0, 7)}-01`;
  const lastMonth = addDays(range.to, 1).endsWith("-01") ? range.to.slice(0, 7) : addDays(`${range.to.slice(0, 7)}-01`, -1).slice(0, 7);
  const first = firstDay.slice(0, 7);
  if (first > lastMonth) return null;
  const lastDay = addDays(`${addDays(`${lastMonth}-28`, 7).slice(0, 7)}-01`, -1);
  return {
    first,
    last: lastMonth,
    before: range.from < firstDay ? { from: range.from, to: addDays(firstDay, -1) } : null,
    after: lastDay < range.to ? { from: addDays(lastDay, 1), to: range.to } : null,
  };
}

/** Views per item in the range: whole months from analytics_item_months, the days around them from analytics_item_days. */
function viewsPerItem(db: Db, range: DayRange, filters: AnalyticsFilters) {
  const months = rangeLength(range.from, range.to) > LONG_RANGE_DAYS ? wholeMonthsOf(range) : null;
  if (!months) {
    const day = dayTerm(range);
    return db
      .selectFrom("analytics_item_days")
      .select(["item_kind", "item_id", "count as views"])
      .where("event", "=", "view")
      .where(day, ">=", range.from)
      .where(day, "<=", range.to)
      .where(filterCondition(filters));
  }
  const edges = [months.before, months.after].filter((r): r is DayRange => r !== null);
  // One branch per edge: a plain range on day is a seek in analytics_item_days_event_day, an OR of two is not.
  const edgeViews = (r: DayRange) =>
    db
      .selectFrom("analytics_item_days")
      .select(["item_kind", "item_id", "count as views"])
      .where("event", "=", "view")
      .where("day", ">=", r.from)
      .where("day", "<=", r.to)
      .where(filterCondition(filters));
  return edges.reduce(
    (query, r) => query.unionAll(edgeViews(r)),
    db
      .selectFrom("analytics_item_months")
      .select(["item_kind", "item_id", "views"])
      .where("month", ">=", months.first)
      .where("month", "<=", months.last)
      .where(filterCondition(filters)),
  );
}

/** The TOP_ITEMS items with the most views in the range, with all their counts and a title. */
export async function topItemsOf(db: Db, range: DayRange, filters: AnalyticsFilters, locale: Locale): Promise<AnalyticsTopItem[]> {
  const top = await db
    .selectFrom(viewsPerItem(db, range, filters).as("v"))
    .select((eb) => ["v.item_kind", "v.item_id", eb.fn.sum<number | string>("v.views").as("views")])
    .groupBy(["v.item_kind", "v.item_id"])
    .orderBy("views", "desc")
    .orderBy("v.item_kind")
    .orderBy("v.item_id")
    .limit(TOP_ITEMS)
    .execute();
  if (top.length === 0) return [];
  const idsOf = (kind: AnalyticsItemKind) => top.filter((t) => t.item_kind === kind).map((t) => t.item_id);
  const cards = idsOf("card");
  const certificates = idsOf("certificate");
  const [rows, titles] = await Promise.all([
    db
      .selectFrom("analytics_item_days")
      .select((eb) => ["item_kind", "item_id", "event", eb.fn.max("template_id").as("template_id"), eb.fn.sum<number | string>("count").as("n")])
      .where("day", ">=", range.from)
      .where("day", "<=", range.to)
      .where(itemsCondition(cards, certificates))
      .groupBy(["item_kind", "item_id", "event"])
      .execute(),
    titlesOf(db, cards, certificates, locale),
  ]);
  return top.map(({ item_kind: kind, item_id: id }) => {
    const counts = zeroCounts();
    let templateId: string | null = null;
    for (const row of rows) {
      if (row.item_kind !== kind || row.item_id !== id) continue;
      addCount(counts, row.event, row.n);
      templateId ??= (row.template_id as string | null) ?? null;
    }
    return { kind, id, title: titles.get(`${kind}:${id}`) ?? "", templateId, counts };
  });
}

function itemsCondition(cards: string[], certificates: string[]): RawBuilder<SqlBool> {
  const parts: RawBuilder<unknown>[] = [];
  if (cards.length) parts.push(sql`(item_kind = 'card' and item_id in (${sql.join(cards)}))`);
  if (certificates.length) parts.push(sql`(item_kind = 'certificate' and item_id in (${sql.join(certificates)}))`);
  return sql<SqlBool>`(${sql.join(parts, sql` or `)})`;
}

/**
 * What the dashboard names an item by: a certificate's recipient name; a card's title, which is its
 * template's title (cards have no title of their own) in the request's language. Never an e-mail.
 * A deleted item keeps its counts with an empty title.
 */
async function titlesOf(db: Db, cards: string[], certificates: string[], locale: Locale): Promise<Map<string, string>> {
  const titles = new Map<string, string>();
  const [cardRows, certificateRows] = await Promise.all([
    cards.length ? db.selectFrom("cards as k").innerJoin("templates as t", "t.id", "k.template_id").select(["k.id", "t.title"]).where("k.id", "in", cards).execute() : [],
    certificates.length ? db.selectFrom("certificates").select(["id", "recipient_name"]).where("id", "in", certificates).execute() : [],
  ]);
  for (const row of cardRows) titles.set(`card:${row.id}`, localizedTitle(row.title, locale));
  for (const row of certificateRows) titles.set(`certificate:${row.id}`, row.recipient_name);
  return titles;
}

function localizedTitle(json: string, locale: Locale): string {
  try {
    return fillLocalized(JSON.parse(json) as Record<string, string>)[locale];
  } catch {
    return "";
  }
}
