// Engagement analytics (issue 26 §1) in the OpenAPI document: the admin dashboard's query and an
// owner's view of one card or certificate. Session calls; the query parameters are the zod schemas the
// routes validate with, the answers are described here and checked against real answers by
// server/openapi/analytics-paths.test.ts.
import { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from "zod-openapi";
import { ANALYTICS_EVENTS, ANALYTICS_ITEM_KINDS, MAX_RANGE_DAYS, adminAnalyticsQuery, analyticsRangeQuery } from "../../shared/api/analytics.ts";

const apiError = z.object({ message: z.string(), code: z.string().optional(), fields: z.record(z.string(), z.string()).optional() });
const answer = (description: string, schema: z.ZodType = apiError) => ({ description, content: { "application/json": { schema } } });
const count = z.number().int().min(0);
const counts = z.strictObject(Object.fromEntries(ANALYTICS_EVENTS.map((e) => [e, count])) as Record<(typeof ANALYTICS_EVENTS)[number], typeof count>)
  .meta({ id: "AnalyticsCounts", description: `one count per event (${ANALYTICS_EVENTS.join(", ")}), 0 when none` });
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const localized = z.record(z.string(), z.string()).nullable().meta({ description: "the stored localized title {ar, en, fr}; null for items without a template or a removed one" });

export const itemAnalyticsSchema = z.strictObject({
  from: day,
  to: day,
  totals: counts,
  days: z.array(counts.extend({ date: day })).meta({ description: "every day of the range, zero-filled" }),
  shareChannels: z.record(z.string(), count).meta({ description: "shares per channel (whatsapp, telegram, x, facebook, email, copy, native…)" }),
  firstSeen: z.string().nullable(),
  lastSeen: z.string().nullable(),
}).meta({ id: "ItemAnalytics" });
const groupRow = z.strictObject({ id: z.string(), title: localized, counts });
export const adminAnalyticsSchema = itemAnalyticsSchema.extend({
  templates: z.array(groupRow),
  categories: z.array(groupRow),
  funnel: z.strictObject({ issued: count, opened: count, shared: count, linkedinOrWallet: count, verified: count })
    .meta({ description: "certificates issued in the range, and how many of them were opened, shared, added to LinkedIn or a wallet, verified" }),
  topItems: z.array(z.strictObject({
    kind: z.enum(ANALYTICS_ITEM_KINDS), id: z.string(),
    title: z.string().meta({ description: "a certificate's recipient name, a card's (template's) title in the request's language; never an e-mail; empty for a deleted item" }),
    templateId: z.string().nullable(), counts,
  })).max(10).meta({ description: "the 10 items with the most views in the range" }),
}).meta({ id: "AdminAnalytics" });

const session = [{ session: [] }];
const tags = ["Analytics"];
const rangeText = `Whole UTC days, both included; default the last 30 days ending today; at most ${MAX_RANGE_DAYS} days (more, or from after to: 400 with the message at \`fields.from\`). Answers are \`Cache-Control: private, no-store\`.`;
const itemOperation = (kind: "card" | "certificate"): ZodOpenApiOperationObject => ({
  operationId: kind === "card" ? "getCardAnalytics" : "getCertificateAnalytics",
  tags, security: session,
  summary: `One ${kind}'s engagement: views, shares, downloads${kind === "certificate" ? ", verifications, LinkedIn and wallet" : ""} per day`,
  description: `The ${kind}'s owner or an administrator. ${rangeText}`,
  requestParams: { path: z.object({ id: z.string() }), query: analyticsRangeQuery },
  responses: {
    "200": answer("daily counts of this item", itemAnalyticsSchema),
    "400": answer("a malformed date or a refused range (per-field messages in `fields`)"),
    "401": answer("not signed in"),
    "403": answer(`not this ${kind}'s owner nor an administrator`),
    "404": answer(`no such ${kind}`),
  },
});
const adminOperation: ZodOpenApiOperationObject = {
  operationId: "getAdminAnalytics",
  tags, security: session,
  summary: "The site's engagement: events over time, by template and category, the certificate funnel, top items",
  description: `Administrators. Filters: templateId, categoryId (its templates), kind (card | certificate; the funnel counts certificates only). ${rangeText}`,
  requestParams: { query: adminAnalyticsQuery },
  responses: {
    "200": answer("the dashboard's data", adminAnalyticsSchema),
    "400": answer("a malformed parameter or a refused range (per-field messages in `fields`)"),
    "401": answer("not signed in"),
    "403": answer("not an administrator"),
  },
};

export const analyticsTag = { name: "Analytics", description: "engagement analytics: daily counts, no personal data (session cookie)" };
export const analyticsPaths: ZodOpenApiPathsObject = {
  "/api/admin/analytics": { get: adminOperation },
  "/api/cards/{id}/analytics": { get: itemOperation("card") },
  "/api/certificates/{id}/analytics": { get: itemOperation("certificate") },
};
