// Answers of the analytics API as the contract (shared/api/analytics.ts) describes them, for the
// web tests until the server side answers for real.
import { zeroCounts, type AdminAnalytics, type AnalyticsCounts, type AnalyticsDay, type ItemAnalytics } from "../../../shared/api/analytics.ts";

const counts = (c: Partial<AnalyticsCounts>): AnalyticsCounts => ({ ...zeroCounts(), ...c });

export function sampleDays(from: string, n: number, each: (i: number) => Partial<AnalyticsCounts>): AnalyticsDay[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => ({ date: new Date(start + i * 86_400_000).toISOString().slice(0, 10), ...counts(each(i)) }));
}

export function sampleItemAnalytics(over: Partial<ItemAnalytics> = {}): ItemAnalytics {
  const days = sampleDays("2026-11-01", 7, (i) => ({ view: i + 1, share: i % 2, verify: i === 3 ? 2 : 0 }));
  const totals = days.reduce((t, d) => ({ ...t, view: t.view + d.view, share: t.share + d.share, verify: t.verify + d.verify }), zeroCounts());
  return { from: "2026-11-01", to: "2026-11-07", totals, days, shareChannels: { whatsapp: 2, copy: 1 }, firstSeen: "2026-11-01T09:00:00.000Z", lastSeen: "2026-11-07T18:30:00.000Z", ...over };
}

export function sampleAdminAnalytics(over: Partial<AdminAnalytics> = {}): AdminAnalytics {
  const base = sampleItemAnalytics();
  return {
    ...base,
    totals: { ...base.totals, issued: 4 },
    templates: [
      { id: "t1", title: { ar: "شهادة تقدير", en: "Appreciation", fr: "Appréciation" }, counts: counts({ view: 20, share: 3 }) },
      { id: "t2", title: { ar: "بطاقة عيد", en: "Eid card", fr: "Carte de l’Aïd" }, counts: counts({ view: 8, share: 1 }) },
    ],
    categories: [{ id: "c1", title: { ar: "تقدير", en: "Appreciation", fr: "Appréciation" }, counts: counts({ view: 28, share: 4 }) }],
    funnel: { issued: 4, opened: 3, shared: 2, linkedinOrWallet: 1, verified: 1 },
    topItems: [
      { kind: "certificate", id: "cert-1", title: "سارة أحمد", templateId: "t1", counts: counts({ view: 17, share: 2, verify: 2 }) },
      { kind: "card", id: "card-1", title: "Eid greetings", templateId: "t2", counts: counts({ view: 8 }) },
    ],
    ...over,
  };
}
