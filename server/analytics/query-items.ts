// The parts of the admin dashboard that need single items: the certificate funnel and the most viewed
// items (which ones: query-top.ts; their counts and titles: here). Filters as in query-admin.ts.
import { sql } from "kysely";
import type { Db } from "../db/index.ts";
import type { Locale } from "../../shared/limits.ts";
import { zeroCounts, type AnalyticsFunnel, type AnalyticsItemKind, type AnalyticsTopItem } from "../../shared/api/analytics.ts";
import { fillLocalized } from "../settings/public.ts";
import { addCount, itemsCondition, type AnalyticsFilters, type DayRange } from "./query.ts";
import { topViewed } from "./query-top.ts";

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

/** The TOP_ITEMS items with the most views in the range, with all their counts and a title. */
export async function topItemsOf(db: Db, range: DayRange, filters: AnalyticsFilters, locale: Locale): Promise<AnalyticsTopItem[]> {
  const top = await topViewed(db, range, filters, TOP_ITEMS);
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
