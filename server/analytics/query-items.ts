// The parts of the admin dashboard that need single items (analytics_item_days): the certificate
// funnel and the most viewed items. Filters as in query-admin.ts.
import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { Db } from "../db/index.ts";
import type { Locale } from "../../shared/limits.ts";
import { zeroCounts, type AnalyticsFunnel, type AnalyticsItemKind, type AnalyticsTopItem } from "../../shared/api/analytics.ts";
import { fillLocalized } from "../services/settings/public.ts";
import { addCount, dayTerm, filterCondition, type AnalyticsFilters, type DayRange } from "./query.ts";

export const TOP_ITEMS = 10;

/**
 * Distinct certificates ISSUED in the range and, of those, how many were opened, shared, added to
 * LinkedIn or a wallet, verified in the range (events of a certificate only follow its issue).
 * Cards have no funnel: filtered to cards it is all zeros.
 */
export async function funnelOf(db: Db, range: DayRange, filters: AnalyticsFilters): Promise<AnalyticsFunnel> {
  if (filters.kind === "card") return { issued: 0, opened: 0, shared: 0, linkedinOrWallet: 0, verified: 0 };
  const issued = sql`select distinct item_id from analytics_item_days where item_kind = 'certificate' and event = 'issued' and day >= ${range.from} and day <= ${range.to} and ${filterCondition(filters)}`;
  // Each step counts the issued certificates that have such an event (a semi-join): SQLite seeks once per
  // certificate in analytics_item_days_event (event, item_kind, item_id, day); PostgreSQL picks that or
  // a hash join by its statistics. Far cheaper than counting distinct ids over every event of the range.
  const step = (events: string[]) =>
    sql<number | string>`(select count(*) from issued i where exists (select 1 from analytics_item_days e where e.event in (${sql.join(events)}) and e.item_kind = 'certificate' and e.item_id = i.item_id and e.day >= ${range.from} and e.day <= ${range.to}))`;
  type Row = Record<"issued" | "opened" | "shared" | "linkedin_or_wallet" | "verified", number | string | null>;
  const { rows } = await sql<Row>`with issued as (${issued})
    select (select count(*) from issued) as issued, ${step(["view"])} as opened, ${step(["share"])} as shared,
      ${step(["linkedin", "wallet"])} as linkedin_or_wallet, ${step(["verify"])} as verified`.execute(db);
  const row = rows[0];
  return {
    issued: Number(row.issued ?? 0),
    opened: Number(row.opened ?? 0),
    shared: Number(row.shared ?? 0),
    linkedinOrWallet: Number(row.linkedin_or_wallet ?? 0),
    verified: Number(row.verified ?? 0),
  };
}

/** The TOP_ITEMS items with the most views in the range, with all their counts and a title. */
export async function topItemsOf(db: Db, range: DayRange, filters: AnalyticsFilters, locale: Locale): Promise<AnalyticsTopItem[]> {
  const day = dayTerm(range);
  const top = await db
    .selectFrom("analytics_item_days")
    .select((eb) => ["item_kind", "item_id", eb.fn.sum<number | string>("count").as("views")])
    .where("event", "=", "view")
    .where(day, ">=", range.from)
    .where(day, "<=", range.to)
    .where(filterCondition(filters))
    .groupBy(["item_kind", "item_id"])
    .orderBy("views", "desc")
    .orderBy("item_kind")
    .orderBy("item_id")
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
