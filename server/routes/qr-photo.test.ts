// Issue 34 §4: the QR of a seeded certificate, at the size the template prints it, still reads from a
// phone's photo of the print. The "print" is the PDF rasterised at 300 dpi; the "photo" is what a
// phone camera makes of it (drawn with @napi-rs/canvas): the page held a little askew (3° and a
// shear), out of perfect focus, uneven dim light, sensor noise, a JPEG, ~12 MP for the whole page.
// Then a decoder that is not ours (jsQR) must find our link in the corner the phone is pointed at,
// and the server must verify it. jsQR is weaker than the phones' own readers: it gives up at noise
// of ±16 levels even on a sharp, straight print, so the noise here is ±8 (a phone's JPEG in fair light).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import jsqrModule from "jsqr";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { requireTool } from "../test/required-tool.ts";
import { seedTemplates } from "../seeds/templates.ts";
import { CERTIFICATE_TEMPLATES } from "../seeds/certificates/index.ts";
import { qrPayloadOf } from "../../shared/credentials/qr/index.ts";

type JsQr = typeof import("jsqr").default;
const jsQR = (jsqrModule as unknown as { default?: JsQr }).default ?? (jsqrModule as unknown as JsQr);

let t: TestApp;
beforeAll(async () => {
  requireTool("poppler");
  t = await buildTestApp();
  await seedTemplates(t.db, CERTIFICATE_TEMPLATES);
});
afterAll(async () => t?.close());

/** A long three-part name and a long course, as real diplomas have them. */
const LONG = { recipientName: "عبدُ الرَّحمنِ بنُ عبدِ العزيزِ آلِ الشَّيخ", text: "الدبلوم المهني المتقدم في إدارة المشروعات والقيادة الاستراتيجية" };

async function photographed(pdf: Buffer, dir: string): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  fs.writeFileSync(path.join(dir, "c.pdf"), pdf);
  execFileSync("pdftoppm", ["-r", "300", "-png", "-singlefile", path.join(dir, "c.pdf"), path.join(dir, "print")]);
  const print = await loadImage(fs.readFileSync(path.join(dir, "print.png")));
  // about 12 MP for the whole page, held askew (turned 3°, sheared a little as when one edge is further away)
  const scale = 4000 / Math.max(print.width, print.height);
  const width = Math.round(print.width * scale) + 200;
  const height = Math.round(print.height * scale) + 200;
  const camera = createCanvas(width, height);
  const ctx = camera.getContext("2d");
  ctx.fillStyle = "#8a8a80";
  ctx.fillRect(0, 0, width, height);
  ctx.translate(width / 2, height / 2);
  ctx.rotate((3 * Math.PI) / 180);
  ctx.transform(1, 0.02, -0.015, 1, 0, 0);
  ctx.filter = "blur(1.4px)"; // out of perfect focus
  ctx.drawImage(print, (-print.width * scale) / 2, (-print.height * scale) / 2, print.width * scale, print.height * scale);
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.filter = "none";
  // dim, uneven light: darker towards one corner
  const light = ctx.createLinearGradient(0, 0, width, height);
  light.addColorStop(0, "rgb(235,232,225)");
  light.addColorStop(1, "rgb(170,165,160)");
  ctx.globalCompositeOperation = "multiply";
  ctx.fillStyle = light;
  ctx.fillRect(0, 0, width, height);
  ctx.globalCompositeOperation = "source-over";
  // sensor noise, then the phone's JPEG
  const frame = ctx.getImageData(0, 0, width, height);
  let seed = 7;
  for (let i = 0; i < frame.data.length; i += 4) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    seed >>>= 0;
    const n = ((seed & 255) - 128) / 16; // ±8 levels

    for (let c = 0; c < 3; c++) frame.data[i + c] = Math.max(0, Math.min(255, frame.data[i + c]! + n));
  }
  ctx.putImageData(frame, 0, 0);
  const photo = await loadImage(camera.toBuffer("image/jpeg", 80));
  // A person scanning points the phone at the QR: the reader sees the page's corner that holds it
  // (the seeded layouts put it bottom-left), at the whole-page photo's resolution (a closer shot has more).
  const [w, h] = [Math.round(photo.width * 0.4), Math.round(photo.height * 0.45)];
  const seen = createCanvas(w, h).getContext("2d");
  seen.drawImage(photo, 0, -photo.height * 0.55);
  return seen.getImageData(0, 0, w, h);
}

function decodeQr(image: { data: Uint8ClampedArray; width: number; height: number }): string | null {
  return jsQR(image.data, image.width, image.height)?.data ?? null;
}

describe("a phone's photo of a printed certificate", { timeout: 180_000 }, () => {
  it.each(["landscape", "portrait"] as const)("reads the signed QR of a seeded %s template with a long Arabic name", async (orientation) => {
    const list = (await t.app.inject({ url: "/api/templates?kind=certificate" })).json() as { id: string; width: number; height: number }[];
    const template = list.find((x) => (orientation === "landscape" ? x.width > x.height : x.height > x.width))!;
    const detail = (await t.app.inject({ url: `/api/templates/${template.id}` })).json() as { fields: { name: string }[] };
    const reason = detail.fields.find((f) => f.name === "reason" || f.name === "course")!.name;
    const res = await t.app.inject({ method: "POST", url: "/api/certificates", payload: { templateId: template.id, values: { recipientName: LONG.recipientName, [reason]: LONG.text, date: "2026-11-28" } } });
    expect(res.statusCode).toBe(201);
    const cert = res.json() as { id: string; code: string; pdfUrl: string };
    const pdf = await t.app.inject({ url: cert.pdfUrl });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qr-photo-"));
    try {
      const link = decodeQr(await photographed(pdf.rawPayload, dir));
      expect(link).toMatch(/\/V\/VC1-B[A-Z2-7]+$/);
      const verified = await t.app.inject({ url: `/api/credentials/qr/verify/${qrPayloadOf(link!)}` });
      expect(verified.json()).toMatchObject({ verified: true, credential: { recipientName: LONG.recipientName, certificateCode: cert.code } });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
