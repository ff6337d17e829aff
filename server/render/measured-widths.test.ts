// The renderers keep the text widths they measured (output.ts → rememberedMeasurer): a certificate
// drawn after others of its series must be exactly the certificate a fresh renderer draws.
import { createCanvas, loadImage, Path2D } from "@napi-rs/canvas";
import { describe, expect, it } from "vitest";
import { drawDesign, rememberedMeasurer, REMEMBERED_TEXT_MAX } from "../../shared/design/render.ts";
import type { DrawContext } from "../../shared/design/context.ts";
import { parseDesign } from "../../shared/design/migrations.ts";
import { usePath2D } from "../../shared/design/elements/draw.ts";
import { CERTIFICATE_TEMPLATES } from "../seeds/certificates/index.ts";
import { registerFonts } from "./fonts.ts";
import { renderOutput } from "./output.ts";

registerFonts();
usePath2D(Path2D);

const seeded = CERTIFICATE_TEMPLATES.find((t) => t.seedKey === "certificate-training-completion")!;
const names = ["محمد نورة العتيبي", "سارة أحمد الحربي", "Jean-Pierre Lefèvre", "عبدالله خالد الزهراني ١٢"];
const valuesOf = (recipientName: string) => ({ recipientName, course: "أساسيات تصميم تجربة المستخدم", date: "١ مارس ٢٠٢٦", issuerName: "أكاديمية المستقبل للتدريب", certificateCode: "4XYAR-YKVKE-TY7KW", credentialQrUrl: "HTTPS://BITAQA.EXAMPLE/V/VC1-B3HFR3AQZAQFKOAMCAEBBRHMCDB" });

describe("remembered text widths", () => {
  it("measure each font and text once", () => {
    const calls: string[] = [];
    const measure = rememberedMeasurer((text, font) => (calls.push(`${font}|${text}`), text.length * 10), new Map());
    expect([measure("شهادة", "32px A"), measure("شهادة", "32px A"), measure("شهادة", "40px A"), measure("x", "32px A")]).toEqual([50, 50, 50, 10]);
    expect(calls).toEqual(["32px A|شهادة", "40px A|شهادة", "32px A|x"]);
    // A long text is measured again each time, never kept.
    const kept = new Map<string, number>();
    const long = "ب".repeat(REMEMBERED_TEXT_MAX + 1);
    const again = rememberedMeasurer((text) => (calls.push(text), 1), kept);
    again(long, "32px A");
    again(long, "32px A");
    expect(kept.size).toBe(0);
    expect(calls.filter((c) => c === long)).toHaveLength(2);
  });

  it("leave every certificate of a series as a fresh renderer draws it", async () => {
    const doc = parseDesign(seeded.design);
    for (const name of names) {
      // After the others of the series: the renderer answers from what it measured before.
      const series = await renderOutput({ design: seeded.design, values: valuesOf(name), format: "png", width: 800 });
      const fresh = createCanvas(800, Math.round((800 / doc.canvas.width) * doc.canvas.height));
      drawDesign(fresh.getContext("2d") as unknown as DrawContext, { doc, values: valuesOf(name), scale: 800 / doc.canvas.width }, new Map());
      const drawn = createCanvas(fresh.width, fresh.height);
      drawn.getContext("2d").drawImage(await loadImage(Buffer.from(series.bytes)), 0, 0);
      expect(Buffer.compare(drawn.data(), fresh.data()), name).toBe(0);
    }
  });
});
