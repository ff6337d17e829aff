// The server renderer with uploaded brand fonts: a face registered from the job's bytes draws the
// text (PNG differs from the fallback; the PDF embeds it, text stays text), and a family nobody
// registered falls back to the bundled fallback family instead of failing; an uploaded face never
// draws for a bundled family (issue 32, Medium 5).
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { renderOutput } from "./output.ts";
import { isFontRegistered, rawUploadedFamilies, registerJobFonts, type RenderFont } from "./uploaded-fonts.ts";
import { toSfnt } from "../services/fonts/sfnt.ts";
import { lalezarWoff2 } from "../services/fonts/test-fonts.ts";
import { blobIdOf } from "../storage/blobs.ts";
import { withFamilyName } from "./font-name-table.ts";

const TEXT = "عيد مبارك سعيد";
const design = (fontFamily: string) => ({
  version: 2,
  canvas: { width: 600, height: 200 },
  layers: [{ id: "t", type: "text", x: 20, y: 20, width: 560, height: 160, index: "a0", props: { text: TEXT, fontFamily, fontSize: 64, align: "center" } }],
});

let lalezar: Uint8Array;
let cairoBefore: Buffer;
beforeAll(async () => {
  lalezar = new Uint8Array(await toSfnt(lalezarWoff2(), "woff2"));
  cairoBefore = await png("Cairo"); // before this thread registers any uploaded face
});

async function png(family: string, fonts?: RenderFont[]) {
  return Buffer.from((await renderOutput({ design: design(family), format: "png", fonts })).bytes);
}

describe("uploaded fonts in the server renderer", () => {
  it("draws a family nobody registered with the fallback family, exactly", async () => {
    expect((await png("Unknown Brand Sans")).equals(await png("Noto Sans Arabic"))).toBe(true);
  });

  it("registers a job's face once per thread and draws with it", async () => {
    const key = blobIdOf(lalezar);
    const fallback = await png("Lalezar"); // not registered yet: the fallback face
    expect(fallback.equals(await png("Noto Sans Arabic"))).toBe(true);
    const drawn = await png("Lalezar", [{ family: "Lalezar", key, bytes: lalezar }]);
    expect(drawn.equals(fallback)).toBe(false);
    expect(isFontRegistered(key)).toBe(true);
    // Later jobs need only the key.
    expect(registerJobFonts([{ family: "Lalezar", key, bytes: lalezar }])).toBe(0);
    expect((await png("Lalezar", [{ family: "Lalezar", key }])).equals(drawn)).toBe(true);
  });

  it("embeds the uploaded face in PDFs, text staying selectable", async () => {
    const key = blobIdOf(lalezar);
    const out = await renderOutput({ design: design("Lalezar"), format: "pdf", fonts: [{ family: "Lalezar", key, bytes: lalezar }] });
    const file = join(mkdtempSync(join(tmpdir(), "bitaqa-font-pdf-")), "f.pdf");
    writeFileSync(file, out.bytes);
    const fonts = execFileSync("pdffonts", [file]).toString();
    expect(fonts).toMatch(/\+Lalezar\S*\s+CID TrueType\s+Identity-H\s+yes yes yes/);
    expect(execFileSync("pdftotext", [file, "-"]).toString().normalize("NFKC")).toContain("مبارك");
  });

  it("never lets an uploaded face draw for a bundled family, whatever its file or its stored name says", async () => {
    // A file whose own name table says "Cairo" (family, full and typographic names), stored as "Brand Look".
    const namedCairo = withFamilyName(lalezar, "Cairo");
    const brand = await png("Brand Look", [{ family: "Brand Look", key: blobIdOf(namedCairo), bytes: namedCairo }]);
    expect(brand.equals(await png("Noto Sans Arabic"))).toBe(false); // drawn with its face
    // An upload stored as "cairo" before names were checked: its own family draws with it, Cairo stays Cairo.
    const lower = await png("cairo", [{ family: "cairo", key: "stored-as-lowercase-cairo", bytes: lalezar }]);
    expect(lower.equals(cairoBefore)).toBe(false);
    expect((await png("Cairo")).equals(cairoBefore)).toBe(true);
  });

  it("finds the non-bundled families of a raw design", () => {
    expect(rawUploadedFamilies({ layers: [design("Lalezar").layers[0], design("Cairo").layers[0], { type: "shape" }] })).toEqual(["Lalezar"]);
    expect(rawUploadedFamilies(null)).toEqual([]);
  });
});
