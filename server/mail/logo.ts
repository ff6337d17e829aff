// The site's mark as a small PNG (drawn with the server's canvas, in the site's primary colour), sent
// as an inline CID attachment: mail clients show it without loading anything remote.
import { createCanvas, Path2D } from "@napi-rs/canvas";

const cache = new Map<string, Buffer>();

/** `size`: pixels square (72 for mail; the verify app's icons are 192 and 512). */
export function logoPng(primaryColor: string, size = 72): Buffer {
  const key = `${primaryColor}|${size}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext("2d");
  ctx.scale(size / 40, size / 40);
  ctx.fillStyle = /^#[0-9a-fA-F]{3,8}$/.test(primaryColor) ? primaryColor : "#0f766e";
  ctx.beginPath();
  ctx.roundRect(2, 2, 36, 36, 11);
  ctx.fill();
  ctx.fillStyle = "#ffffff";
  ctx.fill(new Path2D("M11 13.5h14.5a3.5 3.5 0 0 1 3.5 3.5v9.5a2 2 0 0 1-2 2H11z"));
  ctx.strokeStyle = ctx.fillStyle = /^#[0-9a-fA-F]{3,8}$/.test(primaryColor) ? primaryColor : "#0f766e";
  ctx.lineWidth = 1.8;
  ctx.lineJoin = "round";
  ctx.stroke(new Path2D("M11 13.5 20 21l9-7.5"));
  ctx.fillStyle = "#d4a017";
  ctx.beginPath();
  ctx.arc(28.5, 27.5, 5, 0, Math.PI * 2);
  ctx.fill();
  ctx.strokeStyle = "#ffffff";
  ctx.lineWidth = 1.6;
  ctx.lineCap = "round";
  ctx.stroke(new Path2D("m26.4 27.6 1.4 1.4 2.7-2.8"));
  const png = canvas.toBuffer("image/png");
  cache.set(key, png);
  return png;
}
