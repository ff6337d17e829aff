// The size, frame rate and length of a card's video or GIF (server/render/video/render-video.ts).
import type { VideoFormat } from "./encoder.ts";

/** Frames per second: MP4 at 30 (smooth on a phone), GIF at 12 (a third of the bytes per second). */
export const VIDEO_FPS: Record<VideoFormat, number> = { mp4: 30, gif: 12 };
/** Longest side of an MP4 (1080×1920 stories; H.264 level 4.2 plays 1920×1080 at 30 fps everywhere). */
export const MP4_MAX_SIDE = 1920;
/** Longest side of a GIF: a chat preview, not a screen (a 1080 px GIF would be tens of MB). */
export const GIF_MAX_SIDE = 540;
/** A still card (no animation) answers with its still picture held this long. */
export const STILL_VIDEO_SECONDS = 3;
/** No video is longer than this (the design model's longest animation is 15 s). */
export const MAX_VIDEO_SECONDS = 15;

export interface VideoSize {
  width: number;
  height: number;
}

/** The canvas scaled to fit the format's longest side (never enlarged); MP4 sides even (yuv420p). */
export function videoSize(format: VideoFormat, canvas: VideoSize): VideoSize {
  const maxSide = format === "mp4" ? MP4_MAX_SIDE : GIF_MAX_SIDE;
  const scale = Math.min(1, maxSide / Math.max(canvas.width, canvas.height));
  const even = (v: number) => Math.max(2, 2 * Math.floor(v / 2));
  const round = format === "mp4" ? even : (v: number) => Math.max(1, Math.floor(v));
  return { width: round(canvas.width * scale), height: round(canvas.height * scale) };
}

export interface VideoTiming {
  fps: number;
  frames: number;
  /** The animation's length: frame i shows time min(i / fps, seconds). */
  seconds: number;
}

/** Frames of a video of `seconds` (a still card: STILL_VIDEO_SECONDS). One frame more than
 * seconds × fps, so the last frame is drawn at the very end (the finished card, equal to the still). */
export function videoTiming(format: VideoFormat, seconds: number): VideoTiming {
  const length = Math.min(MAX_VIDEO_SECONDS, seconds > 0 ? seconds : STILL_VIDEO_SECONDS);
  const fps = VIDEO_FPS[format];
  return { fps, frames: Math.round(length * fps) + 1, seconds: length };
}

/** The time (seconds) frame `index` shows. */
export function frameTime(timing: VideoTiming, index: number): number {
  return Math.min(timing.seconds, index / timing.fps);
}
