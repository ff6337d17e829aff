// The tables of engagement analytics (server/analytics/, migrations 020–023): daily counts, no personal
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

/** One row per certificate: the first day (YYYY-MM-DD, UTC) of each funnel step; migration 022. */
export interface AnalyticsCertificateStepsTable {
  certificate_id: string;
  /** "" when unknown */
  template_id: string;
  issued_day: string | null;
  opened_day: string | null;
  shared_day: string | null;
  linkedin_or_wallet_day: string | null;
  verified_day: string | null;
}

/** Views per item and month (YYYY-MM, UTC): the most viewed items over long ranges; migration 022. */
export interface AnalyticsItemMonthsTable {
  item_kind: "card" | "certificate";
  item_id: string;
  month: string;
  template_id: string | null;
  views: number;
}

/** The whole site's counts per day (UTC), kind, event and channel: the unfiltered day series; migration 023. */
export interface AnalyticsSiteDaysTable {
  day: string;
  item_kind: "card" | "certificate";
  event: string;
  channel: string;
  count: number;
}

/** Counts per template, kind, month (YYYY-MM, UTC) and event: by template over long ranges; migration 023. */
export interface AnalyticsTemplateMonthsTable {
  /** "" when the item had no template */
  template_id: string;
  item_kind: "card" | "certificate";
  month: string;
  event: string;
  count: number;
}
