// Issue 36 §1: "issued" on the dashboard is counted from the certificate and card rows, so a batch of
// "issued" events the recorder never flushed (kill -9 right after a bulk run) loses nothing. Here the
// rows are written with no event at all, the lost batch at its worst; events with no row of their own
// (views) still come from the recorder's counts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { buildTemplate } from "../test/content-factories.ts";
import { createTestCard, createTestCertificate } from "../routes/api/admin/test-helpers.ts";
import { adminAnalytics } from "./query-admin.ts";
import { insertAnalyticsRows, setCreatedDay } from "./test-rows.ts";

let t: TestApp;
const ids = { cardT: "", certT: "", otherT: "" };
const range = { from: "2026-03-01", to: "2026-03-31" };

beforeAll(async () => {
  t = await buildTestApp();
  ids.cardT = (await buildTemplate(t.db)).id;
  ids.certT = (await buildTemplate(t.db, { kind: "certificate" })).id;
  ids.otherT = (await buildTemplate(t.db, { kind: "certificate", category: "appreciation" })).id;
  const days = ["2026-03-01", "2026-03-01", "2026-03-02", "2026-03-31", "2026-03-31", "2026-02-28", "2026-04-01"];
  for (const day of days) await setCreatedDay(t.db, "certificate", await createTestCertificate(t.db, ids.certT), day);
  await setCreatedDay(t.db, "certificate", await createTestCertificate(t.db, ids.otherT), "2026-03-15");
  const card = await createTestCard(t.db, ids.cardT);
  await setCreatedDay(t.db, "card", card, "2026-03-02");
  // The one batch that did reach the database: a view of the card.
  await insertAnalyticsRows(t.db, [{ kind: "card", id: card, templateId: ids.cardT, day: "2026-03-02", event: "view", count: 3 }]);
});
afterAll(() => t?.close());

describe("the dashboard's issued counts", () => {
  it("equal the rows in the range, per day, per template and in the funnel, with no issued event recorded", async () => {
    const a = await adminAnalytics(t.db, range, {}, "en");
    expect(a.totals.issued).toBe(7); // 6 certificates + 1 card in March (not Feb 28, not Apr 1)
    expect(a.totals.view).toBe(3);
    const issuedOn = (day: string) => a.days.find((d) => d.date === day)?.issued;
    expect([issuedOn("2026-03-01"), issuedOn("2026-03-02"), issuedOn("2026-03-15"), issuedOn("2026-03-31")]).toEqual([2, 2, 1, 2]);
    expect(a.funnel.issued).toBe(6);
    const perTemplate = Object.fromEntries(a.templates.map((r) => [r.id, r.counts.issued]));
    expect(perTemplate).toEqual({ [ids.certT]: 5, [ids.otherT]: 1, [ids.cardT]: 1 });
  });

  it("follow the filters: kind, template and category", async () => {
    expect((await adminAnalytics(t.db, range, { kind: "card" }, "en")).totals.issued).toBe(1);
    const certificates = await adminAnalytics(t.db, range, { kind: "certificate" }, "en");
    expect([certificates.totals.issued, certificates.funnel.issued]).toEqual([6, 6]);
    expect((await adminAnalytics(t.db, range, { templateId: ids.otherT }, "en")).totals.issued).toBe(1);
    const { category_id } = await t.db.selectFrom("templates").select("category_id").where("id", "=", ids.otherT).executeTakeFirstOrThrow();
    expect((await adminAnalytics(t.db, range, { categoryId: category_id! }, "en")).totals.issued).toBe(1);
  });
});
