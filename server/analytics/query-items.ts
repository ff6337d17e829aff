// The parts of the admin dashboard that need single items (analytics_item_days): the certificate
// funnel and the most viewed items. Filters as in query-admin.ts.
import { sql, type RawBuilder, type SqlBool } from "kysely";
import type { Db } from "../db/index.ts";
import type { Locale } from "../../shared/limits.ts";
import { zeroCounts, type AnalyticsFunnel, type AnalyticsItemKind, type AnalyticsTopItem } from "../../shared/api/analytics.ts";
import { fillLocalized } from "../services/settings/public.ts";
import { addCount, filterCondition, type AnalyticsFilters, type DayRange } from "./query.ts";

export const TOP_ITEMS = 10;

/**
 * Distinct certificates ISSUED in the range and, of those, how many were opened, shared, added to
 * LinkedIn or a wallet, verified in the range (events of a certificate only follow its issue).
 * Cards have no funnel: filtered to cards it is all zeros.
 */
export async function funnelOf(db: Db, range: DayRange, filters: AnalyticsFilters): Promise<AnalyticsFunnel> {
  if (filters.kind === "card") return { issued: 0, opened: 0, shared: 0, linkedinOrWallet: 0, verified: 0 };
  const issued = db
    .selectFrom("analytics_item_days")
    .select("item_id")
    .where("item_kind", "=", "certificate")
    .where("event", "=", "issued")
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
    .where(filterCondition(filters));
  const distinctWhen = (events: string[]) => sql<number | string>`count(distinct case when event in (${sql.join(events)}) then item_id end)`;
  const [count, steps] = await Promise.all([
    db.selectFrom(issued.distinct().as("i")).select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
    db
      .selectFrom("analytics_item_days")
      .select([
        distinctWhen(["view"]).as("opened"),
        distinctWhen(["share"]).as("shared"),
        distinctWhen(["linkedin", "wallet"]).as("linkedinOrWallet"),
        distinctWhen(["verify"]).as("verified"),
      ])
      .where("item_kind", "=", "certificate")
      .where("event", "in", ["view", "share", "linkedin", "wallet", "verify"])
      .where("day", ">=", range.from)
      .where("day", "<=", range.to)
      .where("item_id", "in", issued)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    issued: Number(count.n),
    opened: Number(steps.opened),
    shared: Number(steps.shared),
    linkedinOrWallet: Number(steps.linkedinOrWallet),
    verified: Number(steps.verified),
  };
}

/** The TOP_ITEMS items with the most views in the range, with all their counts and a title. */
export async function topItemsOf(db: Db, range: DayRange, filters: AnalyticsFilters, locale: Locale): Promise<AnalyticsTopItem[]> {
  const top = await db
    .selectFrom("analytics_item_days")
    .select((eb) => ["item_kind", "item_id", eb.fn.sum<number | string>("count").as("views")])
    .where("event", "=", "view")
    .where("day", ">=", range.from)
    .where("day", "<=", range.to)
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
