// A card's MP4 or GIF, drawn in a renderer process (worker.ts → output.ts): every frame by the one
// drawing module (shared/design/render.ts drawDesign at time t) on one @napi-rs/canvas, piped to the
// encoder as it is drawn (one frame in memory, never the whole video).
import { createCanvas } from "@napi-rs/canvas";
import { contextMeasurer, drawDesign, type ImageMap, type RenderInput } from "../../../shared/design/render.ts";
import { resizeDesignToPreset } from "../../../shared/design/resize.ts";
import type { DesignDocument, DesignValues } from "../../../shared/design/schema.ts";
import type { DrawContext } from "../../../shared/design/context.ts";
import { encodeFrames, type VideoFormat } from "./encoder.ts";
import { frameTime, videoSize, videoTiming } from "./video-size.ts";
import { designDuration } from "../../../shared/design/animation.ts";

export interface VideoRender {
  doc: DesignDocument;
  values: DesignValues;
  images: ImageMap;
  format: VideoFormat;
  /** A social preset id (shared/design/presets.ts): the design re-placed onto it first. */
  preset?: string;
}

/** The document as drawn: re-placed onto the preset with the renderer's own text measuring. */
export function videoDocument(doc: DesignDocument, values: DesignValues, preset?: string): DesignDocument {
  if (!preset) return doc;
  const measure = contextMeasurer(createCanvas(1, 1).getContext("2d") as unknown as DrawContext);
  return resizeDesignToPreset(doc, preset, { measure, values });
}

export async function renderVideo(input: VideoRender): Promise<Uint8Array> {
  const doc = videoDocument(input.doc, input.values, input.preset);
  const { width, height } = videoSize(input.format, doc.canvas);
  const seconds = designDuration(doc);
  const timing = videoTiming(input.format, seconds);
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext("2d");
  const scale = width / doc.canvas.width;
  // A still design is one picture held: drawn once, its pixels sent for every frame.
  let still: Uint8Array | undefined;
  return encodeFrames({ format: input.format, width, height, fps: timing.fps, frames: timing.frames }, (i) => {
    if (still) return still;
    ctx.reset();
    const frame: RenderInput = { doc, values: input.values, scale, time: frameTime(timing, i) };
    drawDesign(ctx as unknown as DrawContext, frame, input.images);
    const pixels = canvas.data();
    if (seconds === 0) still = pixels;
    return pixels;
  });
}
