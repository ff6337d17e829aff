// The design complexity budget (issue 22): seeded templates pass it, hostile totals do not.
import { describe, expect, it } from "vitest";
import { SEED_TEMPLATES } from "../../seeds/templates.ts";
import { migrateDesign } from "../../../shared/design/migrations.ts";
import { DESIGN_LIMITS } from "../../../shared/limits.ts";
import { HttpError } from "../../errors.ts";
import { checkDesignBudget, designTotals } from "./design-budget.ts";
import { checkDesignShape } from "./validate-design.ts";

const text = (i: number, chars: number) => ({ id: `t${i}`, type: "text", x: 0, y: 0, width: 100, height: 40, index: `a${i}`, props: { text: "x ".repeat(chars / 2) } });
const rect = (i: number) => ({ id: `r${i}`, type: "shape", x: -50, y: -50, width: 5000, height: 5000, index: `b${i}`, props: {} });
const design = (layers: object[]) => ({ version: 2, canvas: { width: 1080, height: 1080 }, layers });

function refusal(doc: object): HttpError {
  try {
    checkDesignShape(doc, { fields: [] });
  } catch (err) {
    if (err instanceof HttpError) return err;
    throw err;
  }
  throw new Error("accepted");
}

describe("design budget", () => {
  it("accepts every seeded template", () => {
    for (const t of SEED_TEMPLATES) expect(() => checkDesignBudget(migrateDesign(t.design), "design")).not.toThrow();
  });

  it("refuses more text in all layers together than textTotalMax (413), though each layer is legal", () => {
    const each = 4000;
    const n = Math.floor(DESIGN_LIMITS.textTotalMax / each) + 1;
    const err = refusal(design(Array.from({ length: n }, (_, i) => text(i, each))));
    expect(err.statusCode).toBe(413);
    expect(err.fields).toEqual({ "design.layers": `render:textTotalMax|${DESIGN_LIMITS.textTotalMax}` });
    expect(() => checkDesignShape(design([text(0, each), text(1, each)]), { fields: [] })).not.toThrow();
  });

  it("counts layer boxes clipped to the canvas and refuses more than drawnAreaMax canvases (413)", () => {
    expect(designTotals(design([rect(0)])).drawnArea).toBe(1);
    const err = refusal(design(Array.from({ length: DESIGN_LIMITS.drawnAreaMax + 1 }, (_, i) => rect(i))));
    expect(err.statusCode).toBe(413);
    expect(err.fields).toEqual({ "design.layers": `render:drawnAreaMax|${DESIGN_LIMITS.drawnAreaMax}` });
    // Hidden layers are not drawn.
    const hidden = Array.from({ length: DESIGN_LIMITS.drawnAreaMax + 1 }, (_, i) => ({ ...rect(i), hidden: true }));
    expect(designTotals(design(hidden)).drawnArea).toBe(0);
  });
});
