// Test helpers: what the analytics tables say about one item, after the recorder's flush.
import type { FastifyInstance } from "fastify";

export const BROWSER_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
export const GOOGLEBOT_UA = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** { "view": 2, "share:whatsapp": 1, … } of one item, summed over days; flushes first. */
export async function countsOf(app: FastifyInstance, itemId: string): Promise<Record<string, number>> {
  await app.analytics.flush();
  const rows = await app.db.selectFrom("analytics_item_days").select(["event", "channel", "count"]).where("item_id", "=", itemId).execute();
  const out: Record<string, number> = {};
  for (const r of rows) {
    const key = r.channel ? `${r.event}:${r.channel}` : r.event;
    out[key] = (out[key] ?? 0) + Number(r.count);
  }
  return out;
}

/** The per-template table's counts of one template: { "certificate view": 3, … }. */
export async function templateCountsOf(app: FastifyInstance, templateId: string): Promise<Record<string, number>> {
  await app.analytics.flush();
  const rows = await app.db.selectFrom("analytics_template_days").select(["item_kind", "event", "channel", "count"]).where("template_id", "=", templateId).execute();
  const out: Record<string, number> = {};
  for (const r of rows) {
    const key = `${r.item_kind} ${r.event}${r.channel ? `:${r.channel}` : ""}`;
    out[key] = (out[key] ?? 0) + Number(r.count);
  }
  return out;
}
