// The encoder's output as a player needs it: H.264 High yuv420p at 30 fps, moov before mdat, no audio;
// a GIF that loops. Frames here are a fade drawn by hand (black → the card's colour), so what was encoded
// can be checked frame by frame by decoding the file again with the same ffmpeg.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { encodeFrames, FFMPEG_PATH } from "./encoder.ts";
import { boxOrder, decodeFrame } from "./mp4-inspect.ts";

const W = 64;
const H = 48;

function fadeFrame(i: number, frames: number): Uint8Array {
  const px = new Uint8Array(W * H * 4);
  const level = Math.round((200 * i) / (frames - 1));
  for (let p = 0; p < W * H; p++) px.set([level, Math.round(level / 2), 40, 255], p * 4);
  return px;
}

function probe(bytes: Uint8Array, ext: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "enc-test-")), `v.${ext}`);
  writeFileSync(file, bytes);
  // ffmpeg -i without an output prints the streams and exits 1: read what it says.
  try {
    execFileSync(FFMPEG_PATH, ["-hide_banner", "-i", file], { stdio: ["ignore", "pipe", "pipe"] });
  } catch (err) {
    return String((err as { stderr: Buffer }).stderr);
  }
  return "";
}

describe("encodeFrames", () => {
  it("makes a faststart H.264 yuv420p MP4 at 30 fps without audio, frames in order", async () => {
    const frames = 31;
    const mp4 = await encodeFrames({ format: "mp4", width: W, height: H, fps: 30, frames }, (i) => fadeFrame(i, frames));
    const boxes = boxOrder(mp4);
    expect(boxes.indexOf("moov")).toBeGreaterThan(-1);
    expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
    const info = probe(mp4, "mp4");
    expect(info).toMatch(/Video: h264 \(High\).*yuv420p/);
    expect(info).toMatch(/64x48/);
    expect(info).toMatch(/30 fps/);
    expect(info).not.toMatch(/Audio:/);
    // The fade: the first decoded frame is dark, the last one the full colour (±4 for YUV rounding).
    const first = await decodeFrame(mp4, 0);
    const last = await decodeFrame(mp4, frames - 1);
    expect(first.width).toBe(W);
    expect(first.rgb[0]).toBeLessThan(8);
    expect(Math.abs(last.rgb[0] - 200)).toBeLessThanOrEqual(4);
    expect(Math.abs(last.rgb[1] - 100)).toBeLessThanOrEqual(4);
  });

  it("makes a looping GIF", async () => {
    const gif = await encodeFrames({ format: "gif", width: W, height: H, fps: 12, frames: 12 }, (i) => fadeFrame(i, 12));
    expect(Buffer.from(gif.subarray(0, 6)).toString("latin1")).toBe("GIF89a");
    expect(Buffer.from(gif).includes(Buffer.from("NETSCAPE2.0"))).toBe(true);
  });

  it("refuses odd MP4 sizes and frames of the wrong size, leaving no ffmpeg behind", async () => {
    await expect(encodeFrames({ format: "mp4", width: 63, height: 48, fps: 30, frames: 2 }, () => new Uint8Array(63 * 48 * 4))).rejects.toThrow(/even/);
    await expect(encodeFrames({ format: "mp4", width: W, height: H, fps: 30, frames: 2 }, () => new Uint8Array(10))).rejects.toThrow(/bytes/);
  });
});
