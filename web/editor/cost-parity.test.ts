// The editor estimates a design's render cost with the server's own function (shared/design/cost.ts):
// in the browser environment it gives the units the server computed for the same designs and values.
import { describe, expect, it } from "vitest";
import { COST_PARITY_CASES, COST_PARITY_UNITS } from "../../shared/design/fixtures/cost-parity.ts";
import { designCost } from "../../shared/design/cost.ts";
import { designDocument } from "../../shared/design/schema.ts";

describe("render cost in the browser", () => {
  it.each(COST_PARITY_CASES)("$name: the server's units", ({ name, design, values }) => {
    expect(typeof window).toBe("object");
    expect(Math.round(designCost(designDocument.parse(design), values).units * 100) / 100).toBe(COST_PARITY_UNITS[name]);
  });
});
