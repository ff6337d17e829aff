// Refusing a video whose frames would cost too much, before any drawing (issue 35 item 4: a video is
// N frames of cost). Each frame is estimated by the animation's cost model (shared/design/cost.ts
// animationCost: the costliest frame at the largest raster) scaled to the video's pixels, and the
// frames' sum is held to VIDEO_COST_MAX. A still design draws one frame (render-video.ts).
import { animationCost, COST_RATES, largestOutputScale } from "../../../shared/design/cost.ts";
import { designDuration } from "../../../shared/design/animation.ts";
import { SOCIAL_PRESETS } from "../../../shared/design/presets.ts";
import { HttpError } from "../../errors.ts";
import type { RenderJob } from "../output.ts";
import { parsedDesign } from "../parsed-design.ts";
import type { VideoFormat } from "./encoder.ts";
import { videoSize, videoTiming } from "./video-size.ts";

/** Estimated ms of CPU for all the frames of one video. The estimate is an upper bound: the seeded Eid
 * card's 6 s MP4 is estimated at 20,000 and drew its 181 frames in 4.6 s of CPU (dev VM). At this
 * maximum a video draws in about 14 s of CPU, under half the video time limit's default (60 s),
 * which the encoder shares. */
export const VIDEO_COST_MAX = 60_000;

export interface VideoCost {
  /** Estimated ms of CPU to draw one frame at the video's size. */
  frameUnits: number;
  frames: number;
  units: number;
}

export function videoCost(job: Pick<RenderJob, "design" | "values" | "designKey" | "preset"> & { format: VideoFormat }): VideoCost {
  const doc = parsedDesign(job);
  const seconds = designDuration(doc);
  const timing = videoTiming(job.format, seconds);
  const cost = animationCost(doc, job.values, timing.fps);
  const canvas = SOCIAL_PRESETS.find((p) => p.id === job.preset) ?? doc.canvas;
  const size = videoSize(job.format, canvas);
  // Pixel-bound work scales with the output's area; the per-layer work does not.
  const largest = largestOutputScale(doc.canvas);
  const largestPixels = doc.canvas.width * doc.canvas.height * largest * largest;
  const pixelShare = Math.min(1, (size.width * size.height) / largestPixels);
  const fixed = COST_RATES.layer * doc.layers.length;
  const frameUnits = Math.max(0, cost.perFrame - fixed) * pixelShare + fixed;
  // A still design is drawn once and held (render-video.ts).
  const frames = seconds > 0 ? timing.frames : 1;
  return { frameUnits, frames, units: frameUnits * frames };
}

export function refuseVideoOverBudget(job: RenderJob): void {
  if (job.format !== "mp4" && job.format !== "gif") return;
  let cost: VideoCost;
  try {
    cost = videoCost({ ...job, format: job.format });
  } catch {
    return; // a design that does not parse is left to the renderer, as for stills
  }
  if (cost.units > VIDEO_COST_MAX) throw new HttpError(422, "render:tooCostly");
}
