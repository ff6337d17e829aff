// The video encoder: raw RGBA frames piped into the ffmpeg executable that the npm package
// @ffmpeg-installer/ffmpeg ships (a static build with libx264; nothing is downloaded at install or run
// time). Why this encoder: docs/animation.md, "Video export". ffmpeg runs as a child of the renderer
// process that draws the frames, in its process group, so the pool's kill at the time limit ends both.
// It reads only the raw frames we draw (no container or codec parsing of outside input).
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import ffmpegInstaller from "@ffmpeg-installer/ffmpeg";

export const FFMPEG_PATH: string = ffmpegInstaller.path;

export type VideoFormat = "mp4" | "gif";

export interface FrameSpec {
  format: VideoFormat;
  /** Output pixels; even for MP4 (yuv420p halves both axes for colour). */
  width: number;
  height: number;
  fps: number;
  frames: number;
}

/** Draws frame `index` and returns its premultiplied RGBA pixels (width × height × 4 bytes). Opaque
 * frames (every card draws its background) read the same straight or premultiplied. */
export type FrameSource = (index: number) => Uint8Array | Promise<Uint8Array>;

/** Average bit rate cap: 15 s (the longest design) at 4 Mbit/s is 7.5 MB, under the 8 MB of a WhatsApp status. */
export const MP4_MAX_BITRATE = "4M";

function outputArgs(spec: FrameSpec, out: string): string[] {
  if (spec.format === "mp4") {
    return [
      ...["-c:v", "libx264", "-preset", "veryfast", "-tune", "animation", "-crf", "20"],
      ...["-maxrate", MP4_MAX_BITRATE, "-bufsize", "8M", "-pix_fmt", "yuv420p", "-profile:v", "high"],
      // moov before mdat: the phone starts playing (and the share sheet previews) before the end arrives.
      ...["-movflags", "+faststart", "-an", "-f", "mp4", out],
    ];
  }
  // One palette for the whole GIF from all its frames (diff mode favours what moves), ordered dither.
  const filter = "split[a][b];[a]palettegen=max_colors=256:stats_mode=diff[p];[b][p]paletteuse=dither=bayer:bayer_scale=4:diff_mode=rectangle";
  return ["-filter_complex", filter, "-loop", "0", "-f", "gif", out];
}

/** Encodes `spec.frames` frames from `source` and returns the file's bytes. */
export async function encodeFrames(spec: FrameSpec, source: FrameSource): Promise<Uint8Array> {
  if (spec.format === "mp4" && (spec.width % 2 || spec.height % 2)) throw new Error(`MP4 size must be even: ${spec.width}×${spec.height}`);
  const dir = await mkdtemp(path.join(tmpdir(), "bitaqa-video-"));
  const out = path.join(dir, `out.${spec.format}`);
  try {
    const args = [
      ...["-hide_banner", "-loglevel", "error", "-y"],
      ...["-f", "rawvideo", "-pix_fmt", "rgba", "-s", `${spec.width}x${spec.height}`, "-framerate", String(spec.fps), "-i", "pipe:0"],
      ...outputArgs(spec, out),
    ];
    const child = spawn(FFMPEG_PATH, args, { stdio: ["pipe", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr = (stderr + d.toString()).slice(-2000)));
    const exited = new Promise<void>((resolve, reject) => {
      child.once("error", reject);
      child.once("close", (code, signal) => (code === 0 ? resolve() : reject(new Error(`ffmpeg failed (${signal ?? code}): ${stderr.trim()}`))));
    });
    // A write error (ffmpeg gone) surfaces through `exited`; keep it from being an unhandled event.
    child.stdin.on("error", () => {});
    try {
      for (let i = 0; i < spec.frames; i++) {
        const pixels = await source(i);
        if (pixels.byteLength !== spec.width * spec.height * 4) throw new Error(`frame ${i} has ${pixels.byteLength} bytes`);
        // Back-pressure: at most one frame waits in the pipe while the next is drawn.
        if (!child.stdin.write(pixels)) await new Promise<void>((resolve, reject) => {
          child.stdin.once("drain", resolve);
          exited.catch(reject);
        });
      }
    } catch (err) {
      child.kill("SIGKILL");
      await exited.catch(() => {});
      throw err;
    }
    child.stdin.end();
    await exited;
    return new Uint8Array(await readFile(out));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
