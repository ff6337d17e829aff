// Indexes the analytics queries (server/analytics/query*.ts) need to answer in ≤ 200 ms on a million
// rows, PROPOSED for migration 020 (owned by the analytics-record branch; no other migration number is
// free). The bench applies them with IF NOT EXISTS, so once 020 has them this is a no-op.
// All are covering (they hold `count`), so the queries read no table row:
//  - analytics_item_days_event: top items over long ranges (views per item, grouped in index order),
//    the funnel's issued certificates and its one-seek-per-certificate EXISTS checks;
//  - analytics_item_days_event_day: top items over short ranges (the default 30 days: only the
//    range's views are read);
//  - analytics_template_days_series: the day series (range on day, grouped in index order);
//  - analytics_template_days_groups: per-template sums over long ranges (grouped in index order); it
//    can replace 020's analytics_template_days_template (template_id, day), its prefix.
import { sql } from "kysely";
import type { Db } from "../server/db/index.ts";

export const PROPOSED_ANALYTICS_INDEXES = [
  "create index if not exists analytics_item_days_event on analytics_item_days (event, item_kind, item_id, day, template_id, count)",
  "create index if not exists analytics_item_days_event_day on analytics_item_days (event, day, item_kind, item_id, template_id, count)",
  "create index if not exists analytics_template_days_series on analytics_template_days (day, event, channel, item_kind, template_id, count)",
  "create index if not exists analytics_template_days_groups on analytics_template_days (template_id, event, day, item_kind, count)",
];

export async function applyProposedIndexes(db: Db): Promise<void> {
  for (const statement of PROPOSED_ANALYTICS_INDEXES) await sql.raw(statement).execute(db);
}
