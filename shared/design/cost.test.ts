// The render cost model (issue 32, Medium 3): what it counts, that seeded templates are far within the
// budget and the finding's designs over it, and the units the browser must agree with.
import { describe, expect, it } from "vitest";
import { designCost, largestOutputScale } from "./cost.ts";
import { designDocument, type DesignInput } from "./schema.ts";
import { migrateDesign } from "./migrations.ts";
import { DESIGN_LIMITS } from "../limits.ts";
import { COST_PARITY_CASES, COST_PARITY_UNITS } from "./fixtures/cost-parity.ts";
import { SEED_TEMPLATES } from "../../server/seeds/templates.ts";
import { curvedGlyphsDesign, hugeBlurDesign, offCanvasEffectsDesign } from "../../server/test/costly-designs.ts";

const parse = (raw: unknown) => designDocument.parse(migrateDesign(raw));
const one = (props: Record<string, unknown>, box: Record<string, number> = {}) =>
  parse({ version: 2, canvas: { width: 1080, height: 1080 }, layers: [{ id: "t", type: "text", x: 40, y: 40, width: 900, height: 200, index: "a", ...box, props: { text: "كل عام وأنتم بخير", fontSize: 48, ...props } }] } satisfies DesignInput);
const units = (props: Record<string, unknown>, box?: Record<string, number>) => designCost(one(props, box)).units;
const shadow = { color: "#000", blur: 200, offsetX: -500, offsetY: -500 };

describe("design render cost", () => {
  it("counts a layer outside the canvas like one inside it (the estimate is never clipped)", () => {
    expect(units({ shadow }, { x: 2000, y: 2000 })).toBe(units({ shadow }));
  });

  it("each effect adds passes: blur, outline and highlight cost more the larger they are", () => {
    const plain = units({});
    expect(units({ shadow: { ...shadow, blur: 8 } })).toBeGreaterThan(plain);
    expect(units({ shadow })).toBeGreaterThan(units({ shadow: { ...shadow, blur: 8 } }));
    expect(units({ outline: { color: "#fff", width: 100 } })).toBeGreaterThan(units({ outline: { color: "#fff", width: 3 } }));
    expect(units({ highlight: { color: "#ff0", padding: 200, radius: 0 } })).toBeGreaterThan(units({ highlight: { color: "#ff0", padding: 4, radius: 0 } }));
    // Curved text blurs each joining piece on its own.
    expect(units({ shadow, curve: { radius: 400, direction: "up" } })).toBeGreaterThan(units({ shadow }));
  });

  it("values change the glyphs drawn, and so the cost", () => {
    const doc = parse({ version: 2, canvas: { width: 1080, height: 1080 }, layers: [{ id: "t", type: "text", x: 0, y: 0, width: 900, height: 900, index: "a", props: { text: "{{name}}", shadow } }] });
    expect(designCost(doc, { name: "x".repeat(200) }).units).toBeGreaterThan(designCost(doc, { name: "x" }).units * 3);
  });

  it("scales with the largest output: a small canvas drawn 4,000 px wide costs as much as a large one", () => {
    expect(largestOutputScale({ width: 1080, height: 1080 })).toBeCloseTo(4000 / 1080);
    expect(largestOutputScale({ width: 8000, height: 8000 })).toBeCloseTo(Math.sqrt(40_000_000) / 8000);
    expect(largestOutputScale({ width: 16, height: 16, page: { width: 14_400, height: 14_400 } })).toBe(900);
  });

  it("every seeded template is far within the budget (under a fifth of it)", () => {
    for (const t of SEED_TEMPLATES) expect(designCost(parse(t.design)).units, t.seedKey).toBeLessThan(DESIGN_LIMITS.renderCostMax / 5);
  });

  it("the finding and its variants are over the budget; the costliest layer is named", () => {
    for (const raw of [offCanvasEffectsDesign(500), offCanvasEffectsDesign(3), hugeBlurDesign(), curvedGlyphsDesign(3000)]) {
      const cost = designCost(parse(raw));
      expect(cost.units).toBeGreaterThan(DESIGN_LIMITS.renderCostMax);
      expect(cost.perLayer.length).toBeGreaterThan(0);
    }
  });

  it.each(COST_PARITY_CASES)("$name: the units the browser test expects", ({ name, design, values }) => {
    expect(Math.round(designCost(designDocument.parse(design), values).units * 100) / 100).toBe(COST_PARITY_UNITS[name]);
  });
});
