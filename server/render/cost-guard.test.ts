// The render cost guard (issue 32, Medium 3): every seeded template is costed within the budget, saves
// through the same check as the editor and draws; a stored hostile design is refused before drawing.
import { describe, expect, it } from "vitest";
import { SEED_TEMPLATES } from "../seeds/templates.ts";
import { refuseOverBudget } from "./cost-guard.ts";
import { renderOutput } from "./output.ts";
import { checkDesignShape } from "../services/designs/validate-design.ts";
import { HttpError } from "../errors.ts";
import { templateFields } from "../../shared/api/templates.ts";
import { offCanvasEffectsDesign } from "../test/costly-designs.ts";

describe("render cost guard", () => {
  it("every seeded template (cards and certificates) passes the save check and the guard, and draws", async () => {
    for (const t of SEED_TEMPLATES) {
      expect(() => checkDesignShape(t.design, { fields: templateFields.parse(t.fields ?? []) }), t.seedKey).not.toThrow();
      expect(() => refuseOverBudget({ design: t.design }), t.seedKey).not.toThrow();
      const out = await renderOutput({ design: t.design, format: "png", width: 320 });
      expect(out.contentType).toBe("image/png");
    }
  }, 120_000);

  it("refuses a stored design over the budget with a 422 (render:tooCostly)", () => {
    let err: unknown;
    try {
      refuseOverBudget({ design: offCanvasEffectsDesign(3) });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(422);
    expect((err as HttpError).messageKey).toBe("render:tooCostly");
  });
});

describe("a design that does not parse", () => {
  it("is left to the renderer (which answers it as a failed render), not refused or crashed here", () => {
    expect(() => refuseOverBudget({ design: { version: 1, width: "wide", layers: "none" } })).not.toThrow();
    expect(() => refuseOverBudget({ design: null })).not.toThrow();
  });
});
