// The complexity budget of a saved design (issue 22): what drawing it may cost, checked on the raw
// migrated document before it is stored. The per-layer limits (5,000 characters, 500 layers) alone
// let one design ask for 2.5 M characters of text layout and 500 full-canvas layers.
// - text: all text layers' characters together (each is laid out, and auto-shrink lays it out again);
// - drawn area: every visible layer's box, clipped to the canvas, added up, as a multiple of the
//   canvas (what the rasteriser fills at full size).
// - render cost (issue 32): what every layer's passes cost at the largest output (shared/design/cost.ts,
//   the same function the editor runs), checked on the parsed document WITH the values it is drawn
//   with (a card's or certificate's field values change the glyph counts): checkRenderCost.
// Over budget is 413 (the design is too big to draw), naming the limit or the costliest layer, translated.
import { HttpError } from "../../errors.ts";
import { DESIGN_LIMITS } from "../../../shared/limits.ts";
import { costliestLayer, designCost, layerLabel, withinRenderBudget } from "../../../shared/design/cost.ts";

export { layerLabel };
import type { DesignDocument, DesignValues } from "../../../shared/design/schema.ts";

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : 0);

export interface DesignTotals {
  textChars: number;
  /** Sum of the visible layers' areas inside the canvas, divided by the canvas area. */
  drawnArea: number;
}

export function designTotals(doc: Record<string, unknown>): DesignTotals {
  const canvas = isObject(doc.canvas) ? doc.canvas : {};
  const cw = Math.max(1, num(canvas.width));
  const ch = Math.max(1, num(canvas.height));
  let textChars = 0;
  let area = 0;
  for (const layer of Array.isArray(doc.layers) ? doc.layers : []) {
    if (!isObject(layer) || layer.hidden === true) continue;
    const props = isObject(layer.props) ? layer.props : {};
    if (layer.type === "text" && typeof props.text === "string") textChars += props.text.length;
    const x = num(layer.x);
    const y = num(layer.y);
    const w = Math.max(0, Math.min(cw, x + num(layer.width)) - Math.max(0, x));
    const h = Math.max(0, Math.min(ch, y + num(layer.height)) - Math.max(0, y));
    // A rotated layer may reach parts of the canvas its box does not: count at least its own size.
    area += layer.rotation ? Math.min(cw, num(layer.width)) * Math.min(ch, num(layer.height)) : w * h;
  }
  return { textChars, drawnArea: area / (cw * ch) };
}

/** Throws 413 naming the budget the design exceeds; `path` prefixes the field names. */
export function checkDesignBudget(doc: Record<string, unknown>, path: string): void {
  const cost = designTotals(doc);
  const fields: Record<string, string> = {};
  if (cost.textChars > DESIGN_LIMITS.textTotalMax) fields[`${path}.layers`] = `render:textTotalMax|${DESIGN_LIMITS.textTotalMax}`;
  else if (cost.drawnArea > DESIGN_LIMITS.drawnAreaMax) fields[`${path}.layers`] = `render:drawnAreaMax|${DESIGN_LIMITS.drawnAreaMax}`;
  if (Object.keys(fields).length) throw new HttpError(413, "render:designTooComplex", fields);
}


/**
 * Throws 413 `render:renderCostMax` when drawing `doc` with `values` would cost more than the budget; the
 * message and `<path>.layers.<i>.props` name the costliest layer (the editor selects it).
 */
export function checkRenderCost(doc: DesignDocument, values: DesignValues | undefined, path = "design"): void {
  const cost = designCost(doc, values);
  if (withinRenderBudget(cost)) return;
  const top = costliestLayer(cost);
  const label = top ? layerLabel(doc.layers[top.index], top.index) : "";
  const fields = top ? { [`${path}.layers.${top.index}.props`]: `render:layerTooCostly|${label}` } : undefined;
  throw new HttpError(413, "render:renderCostMax", fields, { layer: label, percent: Math.round((cost.units / DESIGN_LIMITS.renderCostMax) * 100) });
}
