// Refusing a stored design over the render cost budget before any drawing starts (issue 32, Medium 3):
// designs and values saved before the budget existed (or stored behind the API's back) are estimated
// with the same shared function as at save (shared/design/cost.ts) and answered 422 at once, so no
// worker is ever asked to draw them. A design that does not parse is left to the renderer, as before.
import { designCost, withinRenderBudget } from "../../shared/design/cost.ts";
import { HttpError } from "../errors.ts";
import type { RenderJob } from "./output.ts";
import { parsedDesign } from "./parsed-design.ts";

export function refuseOverBudget(job: Pick<RenderJob, "design" | "values" | "designKey">): void {
  let doc;
  try {
    doc = parsedDesign(job);
  } catch {
    return;
  }
  if (!withinRenderBudget(designCost(doc, job.values))) throw new HttpError(422, "render:tooCostly");
}
