// The render harness plus the image-effect fixtures (e2e/image-effects-parity.test.ts): the SAME
// drawing module as the server, drawing into a <canvas>.
import "./entry.ts";
import { IMAGE_EFFECT_FIXTURES } from "../../shared/design/fixtures/image-effects.ts";
import { renderDesign } from "../../shared/design/render.ts";
import type { DrawContext, DrawableImage } from "../../shared/design/context.ts";

function loadImage(src: string): Promise<DrawableImage | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

/** PNG data URL of an image-effect fixture drawn at `width` px. */
async function renderImageEffectFixture(name: string, width: number): Promise<string> {
  const f = IMAGE_EFFECT_FIXTURES.find((x) => x.name === name);
  if (!f) throw new Error(`unknown fixture ${name}`);
  const scale = width / f.doc.canvas.width;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = Math.max(1, Math.round(f.doc.canvas.height * scale));
  await renderDesign(canvas.getContext("2d") as unknown as DrawContext, { doc: f.doc, values: f.values, scale }, loadImage);
  return canvas.toDataURL("image/png");
}

Object.assign(window, { renderImageEffectFixture });
