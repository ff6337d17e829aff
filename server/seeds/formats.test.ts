// Every seeded template (cards, and certificates too) in every social format (issue 31, item 5): resizing never lets a
// decoration cover text it did not cover in the original — checked on the text's real lines, laid out
// by the shared renderer with the real fonts (@napi-rs/canvas) and the template's sample values — and
// the design uses the format's height instead of sitting in a band in the middle of it.
import { describe, expect, it } from "vitest";
import { SOCIAL_PRESETS } from "../../shared/design/presets.ts";
import { resizeDesignToPreset } from "../../shared/design/resize.ts";
import { coveredBox, textBoxes } from "../../shared/design/resize-roles.ts";
import { designDocument, type DesignDocument, type DesignValues, type TextLayer } from "../../shared/design/schema.ts";
import { templateField } from "../../shared/api/templates.ts";
import { sampleValues } from "../services/templates/sample-values.ts";
import { backdropIds, coveredText, serverMeasure as measure } from "../test/text-overlaps.ts";
import { SEED_TEMPLATES } from "./templates.ts";

const seeds = SEED_TEMPLATES.map((t) => ({
  key: t.seedKey,
  doc: designDocument.parse(t.design),
  values: sampleValues(t.fields.map((f) => templateField.parse(f)), "ar", t.kind) as DesignValues,
}));

/**
 * How much of the canvas height the content spans: from the top of the topmost visible layer that is
 * not a backdrop to the bottom of the bottommost, clipped to the canvas, over the canvas height. A
 * design squeezed into a band in the middle of a story scores its band's share (0.6-0.8 before the
 * fix, e.g. 0.82 for the wedding rings in a story), one that uses the format scores like the original.
 */
function contentShare(doc: DesignDocument, backdrops: Set<string>): number {
  const boxes = doc.layers.filter((l) => !l.hidden && !backdrops.has(l.id)).map(coveredBox);
  const top = Math.max(0, Math.min(...boxes.map((b) => b.y0)));
  const bottom = Math.min(doc.canvas.height, Math.max(...boxes.map((b) => b.y1)));
  return (bottom - top) / doc.canvas.height;
}

/** The same for the text alone, on its drawn lines: how far the text blocks spread over the height. */
function textShare(doc: DesignDocument, values: DesignValues): number {
  const lines = doc.layers.filter((l): l is TextLayer => l.type === "text" && !l.hidden).flatMap((t) => textBoxes(t, doc, { measure, values }));
  return (Math.max(...lines.map((b) => b.y1)) - Math.min(...lines.map((b) => b.y0))) / doc.canvas.height;
}

describe("seeded templates in every social format", () => {
  it("has seeds to check", () => {
    expect(seeds.filter((s) => s.key.startsWith("card-")).length).toBeGreaterThanOrEqual(8);
  });

  for (const seed of seeds) {
    it(`${seed.key}: no text gets covered that was not covered, and the content fills the format`, () => {
      const { doc, values } = seed;
      const backdrops = backdropIds(doc);
      const before = coveredText(doc, backdrops, values);
      const [contentBefore, textBefore] = [contentShare(doc, backdrops), textShare(doc, values)];
      for (const preset of SOCIAL_PRESETS) {
        const out = resizeDesignToPreset(doc, preset.id, { measure, values });
        const after = coveredText(out, backdrops, values);
        const newlyCovered = [...after].filter((p) => !before.has(p));
        expect(newlyCovered, `${seed.key} → ${preset.id}`).toEqual([]);
        expect(contentShare(out, backdrops), `${seed.key} → ${preset.id}: content height`).toBeGreaterThanOrEqual(0.9 * contentBefore);
        expect(textShare(out, values), `${seed.key} → ${preset.id}: text spread`).toBeGreaterThanOrEqual(0.85 * textBefore);
      }
    });
  }
});
