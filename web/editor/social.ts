// Social formats: a design re-placed for each network's size (shared/design/resize.ts), drawn with the
// shared renderer in the browser and packed as one ZIP of PNGs, so "all formats" is one click.
import { zipSync } from "fflate";
import type { DrawContext } from "../../shared/design/context.ts";
import { SOCIAL_PRESETS } from "../../shared/design/presets.ts";
import { drawDesign, loadImages } from "../../shared/design/render.ts";
import { resizeDesign, type ResizeOptions } from "../../shared/design/resize.ts";
import type { DesignDocument, DesignValues } from "../../shared/design/schema.ts";
import { ensureFontStylesheet, loadBrowserImage } from "../components/DesignCanvas.tsx";
import { loadDesignFonts } from "../lib/brand-fonts.ts";
import { browserMeasure } from "./canvas/measure.ts";

export { SOCIAL_PRESETS };

export async function designToPng(doc: DesignDocument, values: DesignValues): Promise<Uint8Array> {
  await ensureFontStylesheet();
  const [images] = await Promise.all([loadImages(doc, values, loadBrowserImage), loadDesignFonts(doc, document.fonts)]);
  const canvas = document.createElement("canvas");
  canvas.width = doc.canvas.width;
  canvas.height = doc.canvas.height;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("no 2d context");
  drawDesign(ctx as unknown as DrawContext, { doc, values, scale: 1 }, images);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error("PNG encoding failed");
  return new Uint8Array(await blob.arrayBuffer());
}

/**
 * The design of every social format: the format on screen exactly as the visitor sees it (with what
 * they changed in it), every other one made from `base` — the visitor's own design before switching
 * formats — so no format is a resize of another resize. `options` as for resizeDesign (the text's
 * real lines are kept clear of decorations when a measure and the values are passed).
 */
export function formatDesigns(base: DesignDocument, current: DesignDocument, options: ResizeOptions = {}): { preset: (typeof SOCIAL_PRESETS)[number]; doc: DesignDocument }[] {
  return SOCIAL_PRESETS.map((preset) => ({
    preset,
    doc: current.canvas.width === preset.width && current.canvas.height === preset.height ? current : resizeDesign(base, { width: preset.width, height: preset.height, preset: preset.id }, options),
  }));
}

/** One PNG per social format, in a ZIP named after the design. */
export async function allFormatsZip(base: DesignDocument, current: DesignDocument, values: DesignValues): Promise<Blob> {
  const files: Record<string, Uint8Array> = {};
  for (const { preset, doc } of formatDesigns(base, current, { measure: browserMeasure, values })) {
    files[`${preset.id}-${preset.width}x${preset.height}.png`] = await designToPng(doc, values);
  }
  // PNGs are already deflated: store them as they are.
  const zipped = zipSync(files, { level: 0 });
  return new Blob([zipped as BlobPart], { type: "application/zip" });
}

export function downloadBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
