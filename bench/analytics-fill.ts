// Fills a database with a realistic year of analytics for bench/analytics-query.ts: items are born on a
// day and draw events on the following days (most soon after, a long tail later), popular templates
// get more items, views dominate, shares spread over the channels. Deterministic (seeded), so runs
// compare. analytics_template_days is computed as the exact roll-up of analytics_item_days.
// Rows go in with multi-row inserts in one transaction (SQLite: 100-row prepared statements;
// PostgreSQL: unnest() of 20,000-row arrays), so a million rows take seconds, not minutes.
import type { DbHandle } from "../server/db/index.ts";
import { addDays } from "../shared/api/analytics-range.ts";
import { fillRollupsFromDailyCounts } from "../server/db/migrations/022_analytics_rollups.ts";
import { fillSiteRollupsFromTemplateDays } from "../server/db/migrations/023_analytics_site_rollups.ts";

export interface FillPlan {
  /** analytics_item_days rows to write */
  rows: number;
  days: number;
  items: number;
  /** the last day (YYYY-MM-DD); the first is days − 1 before */
  today: string;
  templates: { id: string; revisionId: string; kind: "card" | "certificate" }[];
}

type Combo = { event: string; channel: string; weight: number; certificateOnly?: boolean };
const SHARE = ["whatsapp", "whatsapp", "whatsapp", "telegram", "x", "facebook", "email", "copy", "copy", "native"];
const RANDOM_EVENTS: Combo[] = [
  { event: "view", channel: "", weight: 45 },
  ...[...new Set(SHARE)].map((channel) => ({ event: "share", channel, weight: (18 * SHARE.filter((c) => c === channel).length) / SHARE.length })),
  { event: "download", channel: "png", weight: 7 },
  { event: "download", channel: "pdf", weight: 5 },
  { event: "verify", channel: "page", weight: 7, certificateOnly: true },
  { event: "verify", channel: "api", weight: 3, certificateOnly: true },
  { event: "linkedin", channel: "", weight: 2, certificateOnly: true },
  { event: "wallet", channel: "", weight: 1.5, certificateOnly: true },
  { event: "mail_opened", channel: "", weight: 6 },
];
const COMBOS: Combo[] = [{ event: "issued", channel: "", weight: 0 }, { event: "mail_delivered", channel: "", weight: 0 }, ...RANDOM_EVENTS];
const ISSUED = 0;
const MAIL_DELIVERED = 1;
const TOTAL_WEIGHT = RANDOM_EVENTS.reduce((s, c) => s + c.weight, 0);
const NC = COMBOS.length;

function mulberry32(seed: number): () => number {
  let a = seed;
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export async function fillAnalytics(handle: DbHandle, plan: FillPlan): Promise<{ itemRows: number; templateRows: number; eventCount: number }> {
  const random = mulberry32(26);
  const { days, items } = plan;
  const firstDay = addDays(plan.today, -(days - 1));
  const dayText = Array.from({ length: days }, (_, d) => addDays(firstDay, d));
  // Items: a skewed template choice (a few templates carry most items), a birth day.
  const itemTemplate = new Int32Array(items);
  const itemBirth = new Int32Array(items);
  for (let i = 0; i < items; i++) {
    itemTemplate[i] = Math.floor(plan.templates.length * random() ** 2);
    itemBirth[i] = Math.floor(random() * days);
  }
  const itemId = (i: number) => `b${i.toString(36).padStart(21, "0")}`;
  const isCert = (i: number) => plan.templates[itemTemplate[i]].kind === "certificate";

  // key = (item × days + day) × NC + combo → count
  const counts = new Map<number, number>();
  const add = (item: number, day: number, combo: number, n: number) => {
    const key = (item * days + day) * NC + combo;
    counts.set(key, (counts.get(key) ?? 0) + n);
  };
  for (let i = 0; i < items && counts.size < plan.rows; i++) {
    add(i, itemBirth[i], ISSUED, 1);
    if (isCert(i) && random() < 0.5 && counts.size < plan.rows) add(i, itemBirth[i], MAIL_DELIVERED, 1);
  }
  while (counts.size < plan.rows) {
    const i = Math.floor(items * random() ** 2.5); // a few popular items, a long tail of quiet ones
    const day = itemBirth[i] + Math.floor(-Math.log(1 - random()) * 25);
    if (day >= days) continue;
    let pick = random() * TOTAL_WEIGHT;
    let combo = 2;
    for (; combo < NC - 1 && pick >= COMBOS[combo].weight; combo++) pick -= COMBOS[combo].weight;
    if (COMBOS[combo].certificateOnly && !isCert(i)) continue;
    add(i, day, combo, 1 + Math.floor(-Math.log(1 - random()) * (combo === 2 ? 4 : 1)));
  }

  await insertItems(handle, plan, items, itemId, itemTemplate, itemBirth, dayText);
  const itemRows: unknown[][] = [];
  const rollup = new Map<number, number>();
  let eventCount = 0;
  // In primary-key order (item, day, event): the B-trees fill from left to right instead of at random.
  const keys = Float64Array.from(counts.keys()).sort();
  for (const key of keys) {
    const n = counts.get(key)!;
    const combo = key % NC;
    const day = Math.floor(key / NC) % days;
    const item = Math.floor(key / NC / days);
    const template = plan.templates[itemTemplate[item]];
    const hour = String(6 + (key % 12)).padStart(2, "0");
    itemRows.push([template.kind, itemId(item), dayText[day], COMBOS[combo].event, COMBOS[combo].channel, template.id, n, `${dayText[day]}T${hour}:00:00.000Z`, `${dayText[day]}T${hour}:59:00.000Z`]);
    const rkey = (itemTemplate[item] * days + day) * NC + combo;
    rollup.set(rkey, (rollup.get(rkey) ?? 0) + n);
    eventCount += n;
  }
  const templateRows: unknown[][] = [];
  for (const [key, n] of rollup) {
    const combo = key % NC;
    const day = Math.floor(key / NC) % days;
    const template = plan.templates[Math.floor(key / NC / days)];
    templateRows.push([template.id, template.kind, dayText[day], COMBOS[combo].event, COMBOS[combo].channel, n]);
  }
  // A big page cache while filling only; the queries are timed with the server's own settings.
  const cacheSize = handle.sqlite?.pragma("cache_size", { simple: true });
  handle.sqlite?.pragma("cache_size = -262144");
  await insertRows(handle, "analytics_item_days", ["item_kind", "item_id", "day", "event", "channel", "template_id", "count", "first_seen", "last_seen"], itemRows, 6);
  await insertRows(handle, "analytics_template_days", ["template_id", "item_kind", "day", "event", "channel", "count"], templateRows, 5);
  // The roll-ups as the recorder keeps them (funnel steps, views per month), derived as migration 022 does.
  await fillRollupsFromDailyCounts(handle.db);
  await fillSiteRollupsFromTemplateDays(handle.db);
  handle.sqlite?.pragma(`cache_size = ${Number(cacheSize)}`);
  return { itemRows: itemRows.length, templateRows: templateRows.length, eventCount };
}

/** The cards and certificates themselves (the top items' titles are read from them). */
async function insertItems(handle: DbHandle, plan: FillPlan, items: number, itemId: (i: number) => string, itemTemplate: Int32Array, itemBirth: Int32Array, dayText: string[]) {
  const cards: unknown[][] = [];
  const certificates: unknown[][] = [];
  for (let i = 0; i < items; i++) {
    const t = plan.templates[itemTemplate[i]];
    const at = `${dayText[itemBirth[i]]}T10:00:00.000Z`;
    if (t.kind === "card") cards.push([itemId(i), t.id, t.revisionId, null, JSON.stringify({ name: `سارة ${i}` }), 0, 0, at, at]);
    else certificates.push([itemId(i), `C${i.toString(36).toUpperCase().padStart(12, "0")}`, t.id, t.revisionId, null, JSON.stringify({ recipientName: `متدرب ${i}` }), `متدرب ${i}`, JSON.stringify({ calendar: "gregorian", digits: "latin" }), at, 0, 0, at, at]);
  }
  await insertRows(handle, "cards", ["id", "template_id", "revision_id", "owner_id", "values", "view_count", "share_count", "created_at", "updated_at"], cards, [5, 6]);
  await insertRows(handle, "certificates", ["id", "code", "template_id", "revision_id", "owner_id", "values", "recipient_name", "options", "issued_at", "view_count", "share_count", "created_at", "updated_at"], certificates, [9, 10]);
}

/** Multi-row inserts in one transaction; `intColumns` are the integer columns (PostgreSQL's unnest needs the types). */
async function insertRows(handle: DbHandle, table: string, columns: string[], rows: unknown[][], intColumns: number | number[]) {
  const ints = new Set([intColumns].flat());
  const quoted = columns.map((c) => `"${c}"`).join(", ");
  if (handle.sqlite) {
    const sqlite = handle.sqlite;
    const chunk = 100;
    const one = `(${columns.map(() => "?").join(", ")})`;
    const full = sqlite.prepare(`insert into ${table} (${quoted}) values ${Array(chunk).fill(one).join(", ")}`);
    sqlite.transaction(() => {
      let i = 0;
      for (; i + chunk <= rows.length; i += chunk) full.run(rows.slice(i, i + chunk).flat());
      const rest = rows.slice(i);
      if (rest.length) sqlite.prepare(`insert into ${table} (${quoted}) values ${Array(rest.length).fill(one).join(", ")}`).run(rest.flat());
    })();
    return;
  }
  const client = await handle.pgPool!.connect();
  try {
    await client.query("begin");
    const chunk = 20_000;
    const select = columns.map((_, c) => `$${c + 1}::${ints.has(c) ? "int" : "text"}[]`).join(", ");
    for (let i = 0; i < rows.length; i += chunk) {
      const part = rows.slice(i, i + chunk);
      await client.query(`insert into ${table} (${quoted}) select * from unnest(${select})`, columns.map((_, c) => part.map((r) => r[c])));
    }
    await client.query("commit");
  } catch (error) {
    await client.query("rollback");
    throw error;
  } finally {
    client.release();
  }
}
