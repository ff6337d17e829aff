// Test-only: analytics rows written straight into the tables, consistently (the per-template table
// is the sum of the per-item one, the roll-ups through the recorder's own code), as the recorder
// would have flushed them.
import type { Db } from "../db/index.ts";
import { writeCertificateSteps, writeItemMonths, writeSiteDays, writeTemplateMonths } from "./write-rollups.ts";
import type { AnalyticsItemKind } from "../../shared/api/analytics.ts";

export interface TestEventRow {
  kind: AnalyticsItemKind;
  id: string;
  templateId: string | null;
  day: string;
  event: string;
  channel?: string;
  count: number;
}

export async function insertAnalyticsRows(db: Db, rows: TestEventRow[]): Promise<void> {
  for (const r of rows) {
    const channel = r.channel ?? "";
    await db.insertInto("analytics_item_days").values({
      item_kind: r.kind, item_id: r.id, day: r.day, event: r.event, channel, template_id: r.templateId, count: r.count,
      first_seen: `${r.day}T08:00:00.000Z`, last_seen: `${r.day}T20:00:00.000Z`,
    }).execute();
    const perTemplate = { template_id: r.templateId ?? "", item_kind: r.kind, day: r.day, event: r.event, channel, count: r.count };
    await db.insertInto("analytics_template_days")
      .values(perTemplate)
      .onConflict((oc) => oc.columns(["day", "template_id", "item_kind", "event", "channel"]).doUpdateSet((eb) => ({ count: eb("analytics_template_days.count", "+", eb.ref("excluded.count")) })))
      .execute();
    const written = { item_kind: r.kind, item_id: r.id, day: r.day, event: r.event, template_id: r.templateId, count: r.count };
    await writeCertificateSteps(db, [written]);
    await writeItemMonths(db, [written]);
    await writeSiteDays(db, [perTemplate]);
    await writeTemplateMonths(db, [perTemplate]);
  }
}

/** Dates an item's row to `day` (noon UTC): the dashboard's "issued" counts come from the rows' created_at. */
export async function setCreatedDay(db: Db, kind: AnalyticsItemKind, id: string, day: string): Promise<void> {
  const at = `${day}T12:00:00.000Z`;
  if (kind === "certificate") await db.updateTable("certificates").set({ created_at: at, issued_at: at }).where("id", "=", id).execute();
  else await db.updateTable("cards").set({ created_at: at }).where("id", "=", id).execute();
}
