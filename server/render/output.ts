// Render one design to bytes in the current thread (the worker pool calls this; tests and the bench may too).
import { createCanvas, Path2D, PDFDocument, type Canvas } from "@napi-rs/canvas";
import { drawDesign, imageSources, loadImages } from "../../shared/design/render.ts";
import { pageSize, type DesignValues } from "../../shared/design/schema.ts";
import type { DrawContext, DrawableImage } from "../../shared/design/context.ts";
import { registerFonts } from "./fonts.ts";
import { registerJobFonts, type RenderFont } from "./uploaded-fonts.ts";
import { usePath2D } from "../../shared/design/elements/draw.ts";
import { parsedDesign } from "./parsed-design.ts";
import { setPdfPageSize } from "./pdf-page-size.ts";
import { encodePngParallel } from "./png-parallel.ts";
import { decodeImageCached } from "./image-cache.ts";
import { admitImages, boundedOutputSize } from "./image-budget.ts";
import { renderVideo } from "./video/render-video.ts";

usePath2D(Path2D);

export type OutputFormat = "png" | "jpeg" | "webp" | "pdf" | "mp4" | "gif";

export interface RenderJob {
  /** Raw design document (any stored version; migrated and validated here). */
  design: unknown;
  values?: DesignValues;
  format: OutputFormat;
  /** Output width in pixels for raster formats (height follows the canvas ratio). Default: the canvas width. */
  width?: number;
  /** JPEG/WebP quality 0-100. */
  quality?: number;
  /** Bytes for image sources that are not data: URLs, resolved beforehand (see pool.ts). */
  images?: Record<string, Uint8Array>;
  /** PDF metadata title. */
  title?: string;
  /** Names `design` for reuse: jobs with the same key carry the same design (e.g. an immutable revision
   * with the same options), so it is parsed once per thread (parsed-design.ts). */
  designKey?: string;
  /** Uploaded brand fonts the design names (uploaded-fonts.ts); part of the output cache key. */
  fonts?: RenderFont[];
  /** MP4/GIF: a social preset id (shared/design/presets.ts) the design is re-placed onto first. */
  preset?: string;
  /** The design is a visitor's own (a card made in the editor), not an admin's template: the pool
   * lets such designs hold at most all renderers but one, so designs made by admins (every
   * certificate, every card as its template drew it) always find one free, however many addresses
   * a client sends its own designs from. Not part of the output cache key. */
  visitorDesign?: boolean;
}

export interface RenderOutput {
  bytes: Uint8Array;
  contentType: string;
}

export const CONTENT_TYPES: Record<OutputFormat, string> = {
  png: "image/png",
  jpeg: "image/jpeg",
  webp: "image/webp",
  pdf: "application/pdf",
  mp4: "video/mp4",
  gif: "image/gif",
};

export const MAX_OUTPUT_WIDTH = 6000;

function dataUrlBytes(src: string): Uint8Array | null {
  const m = /^data:image\/(?:png|jpeg|jpg|webp|gif);base64,(.*)$/s.exec(src);
  return m ? Buffer.from(m[1], "base64") : null;
}

function imageBytes(src: string, supplied: Record<string, Uint8Array> = {}): Uint8Array | null {
  const bytes = supplied[src] ?? dataUrlBytes(src);
  return bytes && bytes.length > 0 ? bytes : null;
}

async function loadServerImage(bytes: Uint8Array | null): Promise<DrawableImage | null> {
  if (!bytes) return null;
  try {
    return await decodeImageCached(bytes);
  } catch {
    return null;
  }
}

export function outputWidth(canvasWidth: number, requested?: number): number {
  const w = Math.round(requested ?? canvasWidth);
  return Math.max(16, Math.min(MAX_OUTPUT_WIDTH, w));
}

// One canvas per raster size is kept per thread and reset before each draw: a fresh 1600×1131 canvas
// page-faults its 7 MB of pixels in on every render (≈ 10 ms of the certificate's PNG on the dev machine).
// Only sizes up to MAX_KEPT_PIXELS, and the last two sizes used. Drawing and reading happen without an
// await in between, so renders interleaved on one thread never share a canvas mid-draw.
const MAX_KEPT_PIXELS = 4_200_000;
const keptCanvases = new Map<string, Canvas>();

function frameCanvas(width: number, height: number): Canvas {
  if (width * height > MAX_KEPT_PIXELS) return createCanvas(width, height);
  const key = `${width}x${height}`;
  let canvas = keptCanvases.get(key);
  if (canvas) {
    keptCanvases.delete(key);
    canvas.getContext("2d").reset();
  } else canvas = createCanvas(width, height);
  keptCanvases.set(key, canvas);
  if (keptCanvases.size > 2) keptCanvases.delete(keptCanvases.keys().next().value!);
  return canvas;
}

/**
 * zlib level of a PDF's streams. A page of vector shapes, text and a QR deflates at level 1 to ~8 %
 * more bytes than at the default (6) for a third of the time: on a certificate (49 text and shape
 * layers, a version-19 QR) 12.4 instead of 17 ms of CPU, which a bulk issuance pays 1,000 times.
 * Photos are deflated pixels, where the default level saves far more bytes: pages with images keep it.
 */
export function pdfCompressionLevel(images: number): number {
  return images > 0 ? -1 : 1;
}

// Text widths this thread measured (rememberedMeasurer, shared/design/render.ts), per kind of canvas:
// in a certificate series most texts repeat (the template's own words, the course, the issuer), and
// measuring is a third of a certificate's text cost. A newly registered font can change what a family
// draws with, so it empties them; so does size, which only a stream of all-different texts reaches
// (texts of at most REMEMBERED_TEXT_MAX characters: a full map holds a few MB).
const MAX_MEASURED = 20_000;
const measuredOn = { pdf: new Map<string, number>(), raster: new Map<string, number>() };

function measuredWidths(kind: keyof typeof measuredOn, fontsChanged: boolean): Map<string, number> {
  if (fontsChanged) for (const m of Object.values(measuredOn)) m.clear();
  const m = measuredOn[kind];
  if (m.size > MAX_MEASURED) m.clear();
  return m;
}

export async function renderOutput(job: RenderJob): Promise<RenderOutput> {
  registerFonts();
  const fontsChanged = registerJobFonts(job.fonts) > 0;
  const doc = parsedDesign(job);
  const values = job.values ?? {};
  // Headers first: images over the per-image or the whole design's pixel budget are never decoded
  // (drawn as missing images), so one render holds at most imagePixelsPerDesignMax decoded pixels.
  const admitted = admitImages(imageSources(doc, values).map((src) => ({ src, bytes: imageBytes(src, job.images) })));
  const images = await loadImages(doc, values, (src) => loadServerImage(admitted.get(src) ?? null));
  if (job.format === "mp4" || job.format === "gif") {
    return { bytes: await renderVideo({ doc, values, images, format: job.format, preset: job.preset }), contentType: CONTENT_TYPES[job.format] };
  }
  if (job.format === "pdf") {
    const page = pageSize(doc);
    const pdf = new PDFDocument({ title: job.title ?? "Bitaqa", creator: "Bitaqa", producer: "Bitaqa (Skia/PDF)", compressionLevel: pdfCompressionLevel(admitted.size) });
    const ctx = pdf.beginPage(page.width, page.height) as unknown as DrawContext;
    // Uniform scale, centred: the canvas ratio can differ slightly from the paper's (1600×1131 vs A4).
    const scale = Math.min(page.width / doc.canvas.width, page.height / doc.canvas.height);
    ctx.translate((page.width - doc.canvas.width * scale) / 2, (page.height - doc.canvas.height * scale) / 2);
    drawDesign(ctx, { doc, values, scale, measured: measuredWidths("pdf", fontsChanged) }, images);
    pdf.endPage();
    return { bytes: setPdfPageSize(pdf.close(), page.width, page.height), contentType: CONTENT_TYPES.pdf };
  }
  // A tall narrow canvas drawn wide could still ask for billions of pixels: the output keeps to the budget.
  const { width, height } = boundedOutputSize(outputWidth(doc.canvas.width, job.width), doc.canvas);
  const scale = width / doc.canvas.width;
  const quality = job.quality ?? 85;
  if (job.format === "png") {
    const canvas = frameCanvas(width, height);
    drawDesign(canvas.getContext("2d") as unknown as DrawContext, { doc, values, scale, measured: measuredWidths("raster", fontsChanged) }, images);
    return { bytes: await encodePngParallel(canvas.data(), width, height), contentType: CONTENT_TYPES.png };
  }
  // JPEG/WebP encode on the thread pool from the canvas itself: a fresh canvas, not one that is reused.
  const canvas = createCanvas(width, height);
  drawDesign(canvas.getContext("2d") as unknown as DrawContext, { doc, values, scale, measured: measuredWidths("raster", fontsChanged) }, images);
  const bytes = job.format === "jpeg" ? await canvas.encode("jpeg", quality) : await canvas.encode("webp", quality);
  return { bytes, contentType: CONTENT_TYPES[job.format] };
}
