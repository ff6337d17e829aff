// The analytics read side on both dialects (the server-pg project reruns this on PostgreSQL): zero-filled
// days, totals, shares per channel, groups with their stored titles, the funnel, the top items, filters.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { buildTemplate } from "../test/content-factories.ts";
import { createTestCard, createTestCertificate } from "../routes/api/admin/test-helpers.ts";
import { itemAnalytics } from "./query.ts";
import { adminAnalytics } from "./query-admin.ts";
import { insertAnalyticsRows, setCreatedDay, type TestEventRow } from "./test-rows.ts";

let t: TestApp;
const ids = { cardT: "", certT: "", certT2: "", card: "", cert1: "", cert2: "", cert3: "", training: "", appreciation: "", eid: "" };
const range = { from: "2026-01-01", to: "2026-01-10" };

beforeAll(async () => {
  t = await buildTestApp();
  const category = async (kind: "card" | "certificate", slug: string) => (await t.db.selectFrom("categories").select("id").where("kind", "=", kind).where("slug", "=", slug).executeTakeFirstOrThrow()).id;
  ids.eid = await category("card", "eid");
  ids.training = await category("certificate", "training");
  ids.appreciation = await category("certificate", "appreciation");
  ids.cardT = (await buildTemplate(t.db)).id;
  ids.certT = (await buildTemplate(t.db, { kind: "certificate" })).id;
  ids.certT2 = (await buildTemplate(t.db, { kind: "certificate", category: "appreciation" })).id;
  await t.db.updateTable("templates").set({ title: JSON.stringify({ ar: "تدريب", en: "Training", fr: "Formation" }) }).where("id", "=", ids.certT).execute();
  ids.card = await createTestCard(t.db, ids.cardT);
  ids.cert1 = await createTestCertificate(t.db, ids.certT, { recipientName: "هدى" });
  await t.db.updateTable("certificates").set({ recipient_email: "huda@example.com" }).where("id", "=", ids.cert1).execute();
  ids.cert2 = await createTestCertificate(t.db, ids.certT, { recipientName: "Omar" });
  ids.cert3 = await createTestCertificate(t.db, ids.certT2, { recipientName: "Salma" });
  // The rows' own days, as their "issued" events say (the dashboard counts "issued" from the rows).
  await setCreatedDay(t.db, "certificate", ids.cert1, "2026-01-02");
  await setCreatedDay(t.db, "certificate", ids.cert2, "2026-01-03");
  await setCreatedDay(t.db, "certificate", ids.cert3, "2025-12-20");
  await setCreatedDay(t.db, "card", ids.card, "2025-08-01"); // before every range here
  const cert = (id: string, templateId: string | null) => (day: string, event: string, count: number, channel?: string): TestEventRow => ({ kind: "certificate", id, templateId, day, event, count, channel });
  const c1 = cert(ids.cert1, ids.certT);
  const c2 = cert(ids.cert2, ids.certT);
  const c3 = cert(ids.cert3, ids.certT2);
  const gone = cert("deleted-certificate-id", null);
  const card = (day: string, event: string, count: number, channel?: string): TestEventRow => ({ kind: "card", id: ids.card, templateId: ids.cardT, day, event, count, channel });
  await insertAnalyticsRows(t.db, [
    c1("2026-01-02", "issued", 1), c1("2026-01-02", "view", 3), c1("2026-01-05", "view", 2), c1("2026-01-03", "share", 1, "whatsapp"),
    c1("2026-01-04", "linkedin", 1), c1("2026-01-06", "verify", 1, "page"), c1("2026-01-11", "view", 100), c1("2026-01-06", "from_a_newer_version", 9),
    c2("2026-01-03", "issued", 1), c2("2026-01-03", "view", 1), c2("2026-01-04", "wallet", 1),
    c3("2025-12-20", "issued", 1), c3("2026-01-04", "view", 7),
    gone("2026-01-07", "view", 1),
    card("2026-01-01", "view", 4), card("2026-01-01", "share", 2, "telegram"), card("2026-01-02", "download", 1, "png"),
  ]);
});
afterAll(() => t?.close());

describe("itemAnalytics", () => {
  it("answers one certificate's range: every day present, totals, channels, first and last seen", async () => {
    const a = await itemAnalytics(t.db, "certificate", ids.cert1, range);
    expect(a.from).toBe("2026-01-01");
    expect(a.to).toBe("2026-01-10");
    expect(a.days.map((d) => d.date)).toEqual(["2026-01-01", "2026-01-02", "2026-01-03", "2026-01-04", "2026-01-05", "2026-01-06", "2026-01-07", "2026-01-08", "2026-01-09", "2026-01-10"]);
    expect(a.totals).toEqual({ issued: 1, view: 5, verify: 1, download: 0, share: 1, linkedin: 1, wallet: 0, mail_delivered: 0, mail_opened: 0 });
    expect(a.days[1]).toEqual({ date: "2026-01-02", issued: 1, view: 3, verify: 0, download: 0, share: 0, linkedin: 0, wallet: 0, mail_delivered: 0, mail_opened: 0 });
    expect(a.days[7].view).toBe(0);
    expect(a.shareChannels).toEqual({ whatsapp: 1 });
    expect(a.firstSeen).toBe("2026-01-02T08:00:00.000Z");
    expect(a.lastSeen).toBe("2026-01-06T20:00:00.000Z");
  });

  it("keeps items apart by kind and answers zeros (not an error) for an item without events", async () => {
    const none = await itemAnalytics(t.db, "card", ids.cert1, range);
    expect(none.totals.view).toBe(0);
    expect(none.days).toHaveLength(10);
    expect(none.firstSeen).toBeNull();
    expect(none.shareChannels).toEqual({});
  });
});

describe("adminAnalytics", () => {
  it("sums the site's events per day and in all, with shares per channel and first/last seen", async () => {
    const a = await adminAnalytics(t.db, range, {}, "en");
    expect(a.totals).toEqual({ issued: 2, view: 18, verify: 1, download: 1, share: 3, linkedin: 1, wallet: 1, mail_delivered: 0, mail_opened: 0 });
    expect(a.days).toHaveLength(10);
    expect(a.days[0]).toMatchObject({ date: "2026-01-01", view: 4, share: 2 });
    expect(a.days[9]).toMatchObject({ date: "2026-01-10", view: 0 });
    expect(a.shareChannels).toEqual({ whatsapp: 1, telegram: 2 });
    expect(a.firstSeen).toBe("2026-01-01T08:00:00.000Z");
    expect(a.lastSeen).toBe("2026-01-07T20:00:00.000Z");
  });

  it("groups by template and by category with their stored localized titles, most viewed first", async () => {
    const a = await adminAnalytics(t.db, range, {}, "en");
    expect(a.templates.map((r) => [r.id, r.counts.view])).toEqual([[ids.certT2, 7], [ids.certT, 6], [ids.cardT, 4], ["", 1]]);
    expect(a.templates[1].title).toEqual({ ar: "تدريب", en: "Training", fr: "Formation" });
    expect(a.templates[3].title).toBeNull();
    expect(a.categories.map((r) => [r.id, r.counts.view])).toEqual([[ids.appreciation, 7], [ids.training, 6], [ids.eid, 4], ["", 1]]);
    expect(a.categories[2].title).toMatchObject({ ar: "عيد", en: "Eid" });
    // The rows add up to the totals.
    expect(a.templates.reduce((s, r) => s + r.counts.view, 0)).toBe(a.totals.view);
  });

  it("answers the same groups over a long range (where the per-template sums are read by template)", async () => {
    const long = await adminAnalytics(t.db, { from: "2025-09-01", to: "2026-01-10" }, {}, "en");
    expect(long.days).toHaveLength(132);
    expect(long.templates.map((r) => [r.id, r.counts.view, r.counts.issued])).toEqual([[ids.certT2, 7, 1], [ids.certT, 6, 2], [ids.cardT, 4, 0], ["", 1, 0]]);
    expect(long.categories.map((r) => [r.id, r.counts.view])).toEqual([[ids.appreciation, 7], [ids.training, 6], [ids.eid, 4], ["", 1]]);
    expect(long.funnel).toEqual({ issued: 3, opened: 3, shared: 1, linkedinOrWallet: 2, verified: 1 });
    expect(long.topItems.slice(0, 3).map((i) => [i.id, i.counts.view])).toEqual([[ids.cert3, 7], [ids.cert1, 5], [ids.card, 4]]);
    expect(long.totals.view).toBe(18);
  });

  it("counts the funnel over certificates issued in the range only", async () => {
    const a = await adminAnalytics(t.db, range, {}, "en");
    // cert3 was issued before the range: its views count in the totals, not in the funnel.
    expect(a.funnel).toEqual({ issued: 2, opened: 2, shared: 1, linkedinOrWallet: 2, verified: 1 });
  });

  it("lists the most viewed items with a title that is never an e-mail", async () => {
    const a = await adminAnalytics(t.db, range, {}, "en");
    const top = a.topItems.map((i) => [i.kind, i.id, i.counts.view]);
    expect(top.slice(0, 3)).toEqual([["certificate", ids.cert3, 7], ["certificate", ids.cert1, 5], ["card", ids.card, 4]]);
    // Ties are ordered by id, in the database's collation.
    expect(top.slice(3)).toEqual(expect.arrayContaining([["certificate", ids.cert2, 1], ["certificate", "deleted-certificate-id", 1]]));
    expect(top).toHaveLength(5);
    const byId = new Map(a.topItems.map((i) => [i.id, i]));
    expect(byId.get(ids.cert1)).toMatchObject({ title: "هدى", templateId: ids.certT, counts: { issued: 1, share: 1, linkedin: 1, verify: 1 } });
    expect(byId.get(ids.card)).toMatchObject({ title: "Sample template", templateId: ids.cardT, counts: { share: 2, download: 1 } });
    expect(byId.get("deleted-certificate-id")).toMatchObject({ title: "", templateId: null });
    expect(JSON.stringify(a)).not.toContain("huda@example.com");
    expect((await adminAnalytics(t.db, range, {}, "ar")).topItems.find((i) => i.id === ids.card)?.title).toBe("قالب تجريبي");
  });

  it("filters by template, by category and by kind", async () => {
    const byTemplate = await adminAnalytics(t.db, range, { templateId: ids.certT }, "en");
    expect(byTemplate.totals).toMatchObject({ issued: 2, view: 6, share: 1 });
    expect(byTemplate.templates.map((r) => r.id)).toEqual([ids.certT]);
    expect(byTemplate.topItems.map((i) => i.id)).toEqual([ids.cert1, ids.cert2]);
    expect(byTemplate.funnel.issued).toBe(2);

    const byCategory = await adminAnalytics(t.db, range, { categoryId: ids.appreciation }, "en");
    expect(byCategory.totals).toMatchObject({ issued: 0, view: 7 });
    expect(byCategory.topItems.map((i) => i.id)).toEqual([ids.cert3]);
    expect(byCategory.funnel).toEqual({ issued: 0, opened: 0, shared: 0, linkedinOrWallet: 0, verified: 0 });
    expect(byCategory.categories.map((r) => r.id)).toEqual([ids.appreciation]);

    const cards = await adminAnalytics(t.db, range, { kind: "card" }, "en");
    expect(cards.totals).toMatchObject({ issued: 0, view: 4, share: 2, download: 1, linkedin: 0 });
    expect(cards.topItems.map((i) => i.id)).toEqual([ids.card]);
    expect(cards.funnel.issued).toBe(0);
    expect(cards.firstSeen).toBe("2026-01-01T08:00:00.000Z");
    expect(cards.lastSeen).toBe("2026-01-02T20:00:00.000Z");
  });

  it("answers an empty range with zero-filled days and empty lists", async () => {
    const a = await adminAnalytics(t.db, { from: "2024-03-01", to: "2024-03-03" }, {}, "en");
    expect(a.days.map((d) => d.date)).toEqual(["2024-03-01", "2024-03-02", "2024-03-03"]);
    expect(a.totals.view).toBe(0);
    expect(a).toMatchObject({ templates: [], categories: [], topItems: [], firstSeen: null, lastSeen: null, shareChannels: {} });
  });
});
