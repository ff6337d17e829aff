// The tables of engagement analytics (server/analytics/, migration 020): daily counts, no personal
// data. Part of the Database in schema.ts.

export interface AnalyticsItemDaysTable {
  item_kind: "card" | "certificate";
  item_id: string;
  /** YYYY-MM-DD, UTC */
  day: string;
  /** one of ANALYTICS_EVENTS (shared/api/analytics.ts) */
  event: string;
  /** the share channel for "share", "" otherwise */
  channel: string;
  template_id: string | null;
  count: number;
  first_seen: string;
  last_seen: string;
}

export interface AnalyticsTemplateDaysTable {
  /** "" when the item had no template */
  template_id: string;
  item_kind: "card" | "certificate";
  day: string;
  event: string;
  channel: string;
  count: number;
}
