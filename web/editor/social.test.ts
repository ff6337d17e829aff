// "All formats (ZIP)": the format on screen is packed as the visitor sees it; every other format is
// made from the visitor's own design (never a resize of a resize).
import { describe, expect, it } from "vitest";
import { resizeDesign } from "../../shared/design/resize.ts";
import { designDocument } from "../../shared/design/schema.ts";
import { formatDesigns, SOCIAL_PRESETS } from "./social.ts";

const own = designDocument.parse({
  version: 2,
  canvas: { width: 1080, height: 1080 },
  layers: [{ id: "t", type: "text", x: 100, y: 100, width: 880, height: 200, index: "a0", props: { text: "عيد مبارك" } }],
});

describe("formatDesigns", () => {
  it("keeps the visitor's edits in the format on screen and makes the others from their own design", () => {
    const story = resizeDesign(own, { width: 1080, height: 1920, preset: "story" });
    const edited = { ...story, layers: [...story.layers, { ...story.layers[0], id: "photo-added-in-story", index: "a1" }] };
    const formats = formatDesigns(own, edited);
    expect(formats.map((f) => f.preset.id)).toEqual(SOCIAL_PRESETS.map((p) => p.id));
    for (const { preset, doc } of formats) {
      if (preset.id === "story") expect(doc).toBe(edited);
      else expect(doc).toEqual(resizeDesign(own, { width: preset.width, height: preset.height, preset: preset.id }));
      expect([doc.canvas.width, doc.canvas.height]).toEqual([preset.width, preset.height]);
    }
  });
});
