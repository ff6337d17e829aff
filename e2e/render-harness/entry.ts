// Bundled for the browser by harness.ts: the SAME drawing module the server uses, drawing fixtures
// into a <canvas> after the fonts (served from our origin) have loaded.
import { FIXTURES } from "../../shared/design/fixtures/index.ts";
import { loadDocumentFonts } from "../../shared/design/font-loading.ts";
import { renderDesign } from "../../shared/design/render.ts";
import type { DesignDocument, DesignValues } from "../../shared/design/schema.ts";
import type { DrawContext, DrawableImage } from "../../shared/design/context.ts";

function loadImage(src: string): Promise<DrawableImage | null> {
  return new Promise((resolve) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => resolve(null);
    img.src = src;
  });
}

async function draw(doc: DesignDocument, values: DesignValues, width: number): Promise<HTMLCanvasElement> {
  await loadDocumentFonts(doc, document.fonts);
  const scale = width / doc.canvas.width;
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = Math.max(1, Math.round(doc.canvas.height * scale));
  const ctx = canvas.getContext("2d")!;
  await renderDesign(ctx as unknown as DrawContext, { doc, values, scale }, loadImage);
  return canvas;
}

/** PNG data URL of a fixture drawn at `width` px. */
async function renderFixture(name: string, width: number): Promise<string> {
  const f = FIXTURES.find((x) => x.name === name);
  if (!f) throw new Error(`unknown fixture ${name}`);
  return (await draw(f.doc, f.values, width)).toDataURL("image/png");
}

/** Draws a fixture into a visible canvas (for the benchmark's screenshot path). */
async function showFixture(name: string, width: number): Promise<void> {
  const f = FIXTURES.find((x) => x.name === name)!;
  const canvas = await draw(f.doc, f.values, width);
  canvas.id = "out";
  document.body.replaceChildren(canvas);
}

Object.assign(window, { renderFixture, showFixture, fixtureNames: FIXTURES.map((f) => f.name) });
