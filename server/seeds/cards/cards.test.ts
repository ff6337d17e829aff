// The seeded card templates: at least two published per category, each valid, each field bound
// to a layer, and each drawing to a real picture (many colours, text where the name goes).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PNG } from "pngjs";
import { createTestDb, testConfig } from "../../test/app.ts";
import type { DbHandle } from "../../db/index.ts";
import { seed } from "../seed.ts";
import { seedTemplates } from "../templates.ts";
import { CARD_TEMPLATES } from "./index.ts";
import { listPublishedTemplates } from "../../services/templates/get-template.ts";
import { sampleValues } from "../../services/templates/sample-values.ts";
import { renderOutput } from "../../render/index.ts";
import { CARD_CATEGORIES } from "../../../shared/limits.ts";
import { referencedFields } from "../../../shared/design/bindings.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
  await seed(handle.db, testConfig(), { templates: false });
  await seedTemplates(handle.db, CARD_TEMPLATES);
});
afterAll(async () => handle?.destroy());

function distinctColours(png: PNG): number {
  const seen = new Set<number>();
  for (let i = 0; i < png.data.length; i += 4 * 7) seen.add(png.data.readUInt32BE(i) >>> 8);
  return seen.size;
}

describe("seeded card templates", () => {
  it("publish at least two per category, each with a required name and a message field", async () => {
    const cards = await listPublishedTemplates(handle.db, { kind: "card" });
    for (const category of CARD_CATEGORIES) {
      expect(cards.filter((c) => c.categorySlug === category).length, category).toBeGreaterThanOrEqual(2);
    }
    expect(cards).toHaveLength(CARD_TEMPLATES.length);
    for (const c of cards) {
      const name = c.fields.find((f) => f.name === "name");
      expect(name?.required, c.title).toBe(true);
      expect(c.fields.some((f) => f.name === "message" && f.type === "textarea" && f.defaultValue), c.title).toBe(true);
      for (const f of c.fields) expect(f.label.en && f.label.fr, `${c.title} ${f.name}`).toBeTruthy();
      // every field shows up on the card
      const bound = new Set(c.design.layers.flatMap((l) => (l.type === "text" ? [...(l.props.field ? [l.props.field] : []), ...referencedFields(l.props.text)] : [])));
      for (const f of c.fields) expect(bound.has(f.name), `${c.title}: ${f.name}`).toBe(true);
      expect(c.design.layers.length, c.title).toBeGreaterThan(20);
    }
  });

  it("each render to a non-blank PNG, and the name changes the picture", async () => {
    const cards = await listPublishedTemplates(handle.db, { kind: "card" });
    for (const c of cards) {
      const values = sampleValues(c.fields);
      const out = await renderOutput({ design: c.design, values, format: "png", width: 240 });
      const png = PNG.sync.read(Buffer.from(out.bytes));
      expect(png.width).toBe(240);
      expect(distinctColours(png), c.title).toBeGreaterThan(40);
      const other = await renderOutput({ design: c.design, values: { ...values, name: "عبدالله" }, format: "png", width: 240 });
      expect(Buffer.compare(Buffer.from(other.bytes), Buffer.from(out.bytes)), c.id).not.toBe(0);
    }
  }, 60_000);

  it("group each ornament's shapes (groupId <kind>.<n>) and draw exactly as without groups", async () => {
    const eid = CARD_TEMPLATES.find((c) => c.seedKey === "card-eid-emerald-rosette")!;
    const layers = eid.design.layers as { groupId?: string; type: string }[];
    expect(layers.length).toBeGreaterThan(150);
    // what the layers list shows at the top level: one row per group, one per ungrouped layer
    const rows = new Set(layers.map((l, i) => l.groupId ?? `layer${i}`));
    expect(rows.size).toBeLessThan(30);
    for (const l of layers) if (l.groupId) expect(l.groupId).toMatch(/^[A-Za-z]+\.\d+$/);
    for (const c of CARD_TEMPLATES) {
      const ungrouped = { ...c.design, layers: c.design.layers.map(({ groupId: _, ...l }) => l) } as typeof c.design;
      const values = { name: "سارة", message: "", sender: "" };
      const a = await renderOutput({ design: c.design, values, format: "png", width: 200 });
      const b = await renderOutput({ design: ungrouped, values, format: "png", width: 200 });
      expect(Buffer.compare(Buffer.from(a.bytes), Buffer.from(b.bytes)), c.seedKey).toBe(0);
    }
  }, 60_000);
});
