// Engagement analytics (issue 26 §1): what is counted, the dashboard's query and its answer.
// Counts are per day (UTC) — no IP address, user agent or user is ever stored with an event.
// Written by server/analytics/ (batched), read by the admin dashboard and by an item's owner.
import { z } from "zod";
import { V } from "./validation.ts";

/**
 * The events. `channel` (stored with the count) details some of them:
 * view — a person saw the card/certificate page (HTML served, or shown by the app after navigating);
 * verify — a verification (channel "page" or "api"); download — channel "png" | "pdf" | …;
 * share — channel = the share channel (cards' and certificates' SHARE_CHANNELS);
 * linkedin — "Add to profile" clicked; wallet — a wallet took its offer (OpenID4VCI credential issued);
 * mail_delivered — the certificate/card e-mail was accepted by the SMTP server;
 * mail_opened — the page was opened from the link in that e-mail;
 * issued — a certificate was issued / a card created (the first step of the funnel).
 */
export const ANALYTICS_EVENTS = ["issued", "view", "verify", "download", "share", "linkedin", "wallet", "mail_delivered", "mail_opened"] as const;
export type AnalyticsEvent = (typeof ANALYTICS_EVENTS)[number];
export const ANALYTICS_ITEM_KINDS = ["card", "certificate"] as const;
export type AnalyticsItemKind = (typeof ANALYTICS_ITEM_KINDS)[number];

/** A count per event (every event present, 0 when none). */
export type AnalyticsCounts = Record<AnalyticsEvent, number>;
/** One day of the series: `date` is YYYY-MM-DD; days without events are present with zeros. */
export type AnalyticsDay = { date: string } & AnalyticsCounts;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: V.invalid }).refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { error: V.invalid });

/** A range of whole days, both ends included; at most MAX_RANGE_DAYS. Defaults are the server's (last 30 days). */
export const MAX_RANGE_DAYS = 400;
export const analyticsRangeQuery = z.object({ from: isoDay.optional(), to: isoDay.optional() });
export const adminAnalyticsQuery = analyticsRangeQuery.extend({
  templateId: z.string().min(1).max(64).optional(),
  categoryId: z.string().min(1).max(64).optional(),
  kind: z.enum(ANALYTICS_ITEM_KINDS).optional(),
});
export type AdminAnalyticsQuery = z.infer<typeof adminAnalyticsQuery>;

/** The answer for one item (GET /api/cards/{id}/analytics, GET /api/certificates/{id}/analytics). */
export interface ItemAnalytics {
  from: string;
  to: string;
  totals: AnalyticsCounts;
  days: AnalyticsDay[];
  /** shares per channel in the range */
  shareChannels: Record<string, number>;
  /** first and last time any event was seen in the range (ISO timestamps), null when none */
  firstSeen: string | null;
  lastSeen: string | null;
}

/** A row of "by template" / "by category". */
export interface AnalyticsGroupRow {
  id: string;
  /** localized title (ar/en/fr), as stored on the template/category */
  title: Record<string, string> | null;
  counts: AnalyticsCounts;
}

/** The certificate funnel: distinct certificates issued in the range and how many of them went on. */
export interface AnalyticsFunnel {
  issued: number;
  opened: number;
  shared: number;
  /** added to LinkedIn or a wallet */
  linkedinOrWallet: number;
  verified: number;
}

export interface AnalyticsTopItem {
  kind: AnalyticsItemKind;
  id: string;
  /** recipient name (certificates) or card title; never an e-mail */
  title: string;
  templateId: string | null;
  counts: AnalyticsCounts;
}

/** GET /api/admin/analytics?from&to[&templateId][&categoryId][&kind] */
export interface AdminAnalytics extends ItemAnalytics {
  templates: AnalyticsGroupRow[];
  categories: AnalyticsGroupRow[];
  funnel: AnalyticsFunnel;
  /** the 10 items with the most views in the range */
  topItems: AnalyticsTopItem[];
}

export function zeroCounts(): AnalyticsCounts {
  return Object.fromEntries(ANALYTICS_EVENTS.map((e) => [e, 0])) as AnalyticsCounts;
}
