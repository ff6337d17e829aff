// Test and bench only: the designs of issue 22 that stalled renders, as documents anyone could save.
// - hostileTextDesign: one text layer of 2,500 words (5 KB) at font size 1000 with auto-shrink in a
//   64 × 64 canvas (one render took 193 s before the text layout became linear).
// - heavyTextDesign: many long text layers of distinct words: still slow after the fix, so it stands
//   for "a design that runs past the render time limit" (larger than the save budget allows).
// - pixelBombDesign: 28 different 6,324² grayscale PNGs (each just under the per-image budget).
import { crc32 } from "node:zlib";
import { pngBomb } from "./image-bomb.ts";

export function hostileTextDesign(words = 2500, seed = 0): Record<string, unknown> {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const text = Array.from({ length: words }, (_, i) => letters[(i + seed) % letters.length]).join(" ");
  return {
    version: 2,
    canvas: { width: 64, height: 64 },
    layers: [{ id: "t", type: "text", x: 0, y: 0, width: 64, height: 64, index: "a", props: { text, fontSize: 1000, autoShrink: true, minFontSize: 0.5 } }],
  };
}

/** `layers` text layers of 5,000 characters of distinct words each, auto-shrinking from size 1000. */
export function heavyTextDesign(layers = 120, seed = 0): Record<string, unknown> {
  return {
    version: 2,
    canvas: { width: 1600, height: 1131 },
    layers: Array.from({ length: layers }, (_, l) => ({
      id: `t${l}`,
      type: "text",
      x: 0,
      y: 0,
      width: 1600,
      height: 60,
      index: `a${l.toString(36).padStart(3, "0")}`,
      props: {
        text: Array.from({ length: 900 }, (_, i) => `w${seed}x${l}y${i}`).join(" ").slice(0, 5000),
        fontSize: 1000,
        autoShrink: true,
        minFontSize: 0.5,
      },
    })),
  };
}

function withText(png: Buffer, note: string): Buffer {
  // A tEXt chunk after IHDR makes each file different (another hash, another cache entry) with the same pixels.
  const data = Buffer.from(`Comment\0${note}`, "latin1");
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write("tEXt", 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0);
  const afterIhdr = 8 + 25;
  return Buffer.concat([png.subarray(0, afterIhdr), head, data, crc, png.subarray(afterIhdr)]);
}

/** `count` different PNGs of side × side pixels as image layers of a small design. */
export function pixelBombDesign(count = 28, side = 6324, seed = 0): Record<string, unknown> {
  const base = pngBomb(side, side, 12);
  return {
    version: 2,
    canvas: { width: 400, height: 400 },
    layers: Array.from({ length: count }, (_, i) => ({
      id: `i${i}`,
      type: "image",
      x: (i % 7) * 50,
      y: Math.floor(i / 7) * 50,
      width: 50,
      height: 50,
      index: `a${i.toString(36).padStart(2, "0")}`,
      props: { src: `data:image/png;base64,${withText(base, `${seed}-${i}`).toString("base64")}` },
    })),
  };
}

/**
 * The design of issue 32 (High 1): a 2000² canvas with two 5,000-character curved texts (radius 20),
 * shadow blur 200 and outline 100. Almost all of its time is native drawing in @napi-rs/canvas
 * (each glyph's blurred shadow and wide stroke), which a worker thread's terminate() cannot stop.
 */
export function nativeSlowDesign(seed = 0, characters = 5000): Record<string, unknown> {
  const letters = "abcdefghijklmnopqrstuvwxyz";
  const text = Array.from({ length: characters }, (_, i) => letters[(i * 7 + seed) % letters.length]).join("");
  const layer = (id: string, index: string, direction: "up" | "down") => ({
    id,
    type: "text",
    x: 0,
    y: direction === "up" ? 0 : 1000,
    width: 2000,
    height: 1000,
    index,
    props: { text, fontSize: 200, shadow: { blur: 200, offsetX: 10, offsetY: 10 }, outline: { width: 100 }, curve: { radius: 20, direction } },
  });
  return { version: 2, canvas: { width: 2000, height: 2000 }, layers: [layer("a", "a0", "up"), layer("b", "a1", "down")] };
}
