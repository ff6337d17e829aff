// Arabic stays joined and in order in every text effect, in the PNG and in the vector PDF: tesseract
// (ara) reads the words back from each, and pdftotext finds the PDF's text as text.
// Fails (never skips) where tesseract (ara) or poppler is missing: .ci/run installs both.
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { fixture, text } from "../../shared/design/fixtures/build.ts";
import { renderOutput } from "./output.ts";
import { requireTool } from "../test/required-tool.ts";

const WORDS = ["كل", "عام", "وأنتم", "بخير"];
const base = { text: WORDS.join(" "), fontFamily: "Cairo", fontWeight: 700, fontSize: 72, color: "#111111", align: "center" };
const EFFECTS: Record<string, object> = {
  shadow: { shadow: { color: "rgba(0,0,0,0.45)", blur: 6, offsetX: 4, offsetY: 4 } },
  outline: { outline: { color: "#f59e0b", width: 3 } },
  highlight: { highlight: { color: "#fde68a", padding: 10, radius: 8 } },
  "curve up": { curve: { radius: 6000, direction: "up" } },
  "curve down": { curve: { radius: 6000, direction: "down" } },
  "all together": { shadow: { color: "rgba(0,0,0,0.35)", blur: 4, offsetX: 3, offsetY: 3 }, outline: { color: "#93c5fd", width: 2 }, highlight: { color: "#fef3c7", padding: 8, radius: 8 } },
};

function sample(props: object) {
  return fixture("ocr", "", { canvas: { width: 1000, height: 260 }, background: { type: "color", color: "#ffffff" }, layers: [text(40, 40, 920, 180, { ...base, ...props })] }).doc;
}

/** One line of text (psm 7: a highlight band defeats page segmentation). OCR text without tatweel and marks, presentation forms folded (NFKC), so words compare as typed. */
function ocr(pngFile: string): string {
  const out = execFileSync("tesseract", [pngFile, "-", "-l", "ara", "--psm", "7"], { stdio: ["ignore", "pipe", "ignore"] }).toString();
  return out.normalize("NFKC").replace(/\u0640|[\u064B-\u065F]/g, "");
}

function changedPixels(a: Uint8Array, b: Uint8Array): number {
  const [pa, pb] = [PNG.sync.read(Buffer.from(a)), PNG.sync.read(Buffer.from(b))];
  let changed = 0;
  for (let i = 0; i < pa.data.length; i += 4) if (Math.abs(pa.data[i] - pb.data[i]) + Math.abs(pa.data[i + 1] - pb.data[i + 1]) + Math.abs(pa.data[i + 2] - pb.data[i + 2]) > 30) changed++;
  return changed / (pa.width * pa.height);
}

describe("text effects keep Arabic readable (OCR, tesseract ara)", () => {
  const dir = process.env.OCR_DIR ?? mkdtempSync(join(tmpdir(), "bitaqa-effects-ocr-"));
  for (const [name, props] of Object.entries(EFFECTS)) {
    it(`${name}: the PNG reads back word for word`, async () => {
      requireTool("tesseractAra");
      const file = join(dir, `${name}.png`);
      const bytes = (await renderOutput({ design: sample(props), format: "png", width: 2000 })).bytes;
      writeFileSync(file, bytes);
      // The effect is really drawn (a renderer that ignored it would read back just as well).
      expect(changedPixels(bytes, (await renderOutput({ design: sample({}), format: "png", width: 2000 })).bytes)).toBeGreaterThan(0.005);
      const read = ocr(file);
      for (const w of WORDS) expect(read, `OCR of ${name} PNG: ${read}`).toContain(w);
    });
    it(`${name}: the vector PDF keeps the text and reads back`, async () => {
      requireTool("tesseractAra");
      requireTool("poppler");
      const pdf = join(dir, `${name}.pdf`);
      writeFileSync(pdf, (await renderOutput({ design: sample(props), format: "pdf" })).bytes);
      execFileSync("pdftoppm", ["-r", "192", "-png", "-singlefile", pdf, join(dir, `${name}-pdf`)]);
      const read = ocr(join(dir, `${name}-pdf.png`));
      for (const w of WORDS) expect(read, `OCR of ${name} PDF: ${read}`).toContain(w);
      // Curved text is placed piece by piece, so extraction may split a word; straight effects keep whole words.
      const extracted = execFileSync("pdftotext", [pdf, "-"]).toString().normalize("NFKC");
      if (!name.startsWith("curve")) for (const w of WORDS) expect(extracted).toContain(w);
      else expect(extracted.replace(/\s/g, "")).toMatch(/[\u0600-\u06FF]{6,}/);
    });
  }
});
