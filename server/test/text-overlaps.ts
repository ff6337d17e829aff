// Which texts a design's other layers cover, measured like the renderer draws (the server's fonts):
// the seeded-formats test and the social editor's browser test compare a design before and after a
// resize with it ("no text gets covered that was not covered").
import { createCanvas } from "@napi-rs/canvas";
import { coveredBox, isBackdrop, overlap, textBoxes } from "../../shared/design/resize-roles.ts";
import type { DesignDocument, DesignValues, TextLayer } from "../../shared/design/schema.ts";
import type { MeasureFn } from "../../shared/design/text-layout.ts";
import { registerFonts } from "../render/fonts.ts";

registerFonts();
const ctx = createCanvas(8, 8).getContext("2d");
/** The server canvas's text measure, with the fonts the renderer draws with. */
export const serverMeasure: MeasureFn = (text, font) => {
  ctx.font = font;
  return ctx.measureText(text).width;
};

/** The ids of a design's backdrops (layers covering most of the canvas: they are under everything). */
export function backdropIds(doc: DesignDocument): Set<string> {
  return new Set(doc.layers.filter((l) => isBackdrop(l, doc.canvas.width, doc.canvas.height)).map((l) => l.id));
}

/** Pairs "text id ⟂ layer id" where a text's drawn lines overlap another visible layer (not a backdrop). */
export function coveredText(doc: DesignDocument, backdrops: Set<string>, values: DesignValues): Set<string> {
  const how = { measure: serverMeasure, values };
  const pairs = new Set<string>();
  const visible = doc.layers.filter((l) => !l.hidden && !backdrops.has(l.id));
  for (const t of visible.filter((l): l is TextLayer => l.type === "text")) {
    const ink = textBoxes(t, doc, how);
    for (const other of visible) {
      if (other.id === t.id) continue;
      const boxes = other.type === "text" ? textBoxes(other, doc, how) : [coveredBox(other)];
      if (ink.some((a) => boxes.some((b) => overlap(a, b)))) pairs.add(`${t.id} ⟂ ${other.id}`);
    }
  }
  return pairs;
}
