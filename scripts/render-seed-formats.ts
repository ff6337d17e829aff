// Draws every seeded card template in social formats with the server renderer, to LOOK at what the
// shared resize (shared/design/resize.ts) makes of them: `npx tsx scripts/render-seed-formats.ts <dir>
// [preset…]` writes <dir>/<seed>-<preset>.png at half size (default presets: story, instagram-post).
import { mkdirSync, writeFileSync } from "node:fs";
import { createCanvas } from "@napi-rs/canvas";
import { resizeDesignToPreset } from "../shared/design/resize.ts";
import { designDocument, type DesignValues } from "../shared/design/schema.ts";
import type { MeasureFn } from "../shared/design/text-layout.ts";
import { templateField } from "../shared/api/templates.ts";
import { registerFonts } from "../server/render/fonts.ts";
import { renderOutput } from "../server/render/output.ts";
import { sampleValues } from "../server/services/templates/sample-values.ts";
import { CARD_TEMPLATES } from "../server/seeds/cards/index.ts";

const [dir = "formats-out", ...asked] = process.argv.slice(2);
const presets = asked.length > 0 ? asked : ["story", "instagram-post"];
mkdirSync(dir, { recursive: true });
registerFonts();
const ctx = createCanvas(8, 8).getContext("2d");
const measure: MeasureFn = (text, font) => {
  ctx.font = font;
  return ctx.measureText(text).width;
};
for (const t of CARD_TEMPLATES) {
  const doc = designDocument.parse(t.design);
  const values = sampleValues(t.fields.map((f) => templateField.parse(f)), "ar", "card") as DesignValues;
  for (const preset of presets) {
    const out = resizeDesignToPreset(doc, preset, { measure, values });
    const png = await renderOutput({ design: out, values, format: "png", width: Math.round(out.canvas.width / 2) });
    writeFileSync(`${dir}/${t.seedKey}-${preset}.png`, png.bytes);
  }
}
console.log(`${CARD_TEMPLATES.length * presets.length} PNGs in ${dir}`);
