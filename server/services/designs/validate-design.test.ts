// validateDesignForSave with ordinary and hostile documents: limits checked before zod, every refused
// image source named by layer, uploads checked against the blobs table, `<script>` kept as plain text.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../test/app.ts";
import type { DbHandle } from "../../db/index.ts";
import { HttpError } from "../../errors.ts";
import { storeImage } from "../uploads/store-image.ts";
import { PNG_1PX, SVG } from "../../routes/api/admin/test-helpers.ts";
import { DESIGN_LIMITS } from "../../../shared/limits.ts";
import { templateFields } from "../../../shared/api/templates.ts";
import { checkImageSource, validateDesignForSave } from "./validate-design.ts";
import { SEED_TEMPLATES } from "../../seeds/templates.ts";
import ar from "../../../shared/i18n/ar/designs.json" with { type: "json" };
import en from "../../../shared/i18n/en/designs.json" with { type: "json" };
import fr from "../../../shared/i18n/fr/designs.json" with { type: "json" };

let handle: DbHandle;
let uploadUrl: string;
const FIELDS = templateFields.parse([
  { name: "name", label: { ar: "الاسم" }, type: "text" },
  { name: "photo", label: { ar: "صورة" }, type: "image" },
]);

const text = (id: string, value: string) => ({ id, type: "text", x: 10, y: 10, width: 300, height: 80, index: `a${id}`, props: { text: value } });
const image = (id: string, src: string) => ({ id, type: "image", name: `img ${id}`, x: 0, y: 0, width: 100, height: 100, index: `b${id}`, props: { src } });
const doc = (layers: unknown[], extra: Record<string, unknown> = {}) => ({ version: 2, canvas: { width: 1080, height: 1080 }, layers, ...extra });
const dataUrl = (bytes: Buffer, type = "image/png") => `data:${type};base64,${bytes.toString("base64")}`;

/** The 400's fields, or fails the test when the design passed. */
async function refusal(raw: unknown): Promise<Record<string, string>> {
  try {
    await validateDesignForSave(handle.db, raw, { fields: FIELDS });
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(400);
    expect((err as HttpError).code).toBe("invalidDesign");
    return (err as HttpError).fields ?? {};
  }
  throw new Error("the design was accepted");
}

beforeAll(async () => {
  handle = await createTestDb();
  uploadUrl = (await storeImage(handle.db, PNG_1PX, null)).url;
});
afterAll(async () => handle?.destroy());

describe("validateDesignForSave", () => {
  it("accepts a design with every legal image source and answers it parsed (defaults filled)", async () => {
    const raw = doc(
      [text("t", "<script>alert(1)</script> {{name}}"), image("1", uploadUrl), image("2", `${uploadUrl}.png`), image("3", "{{photo}}"), image("4", dataUrl(PNG_1PX)), image("5", "")],
      { background: { type: "image", src: uploadUrl } },
    );
    const saved = await validateDesignForSave(handle.db, raw, { fields: FIELDS });
    expect(saved.layers).toHaveLength(6);
    const first = saved.layers[0];
    expect(first.type === "text" && first.props.text).toBe("<script>alert(1)</script> {{name}}");
    expect(first.type === "text" && first.props.fontFamily).toBe("Cairo");
  });

  it("migrates older documents like stored ones", async () => {
    const v1 = { width: 800, height: 600, background: "#fff", layers: [{ id: "a", type: "text", x: 0, y: 0, width: 100, height: 50, props: { text: "hi", textAlign: "left" } }] };
    const saved = await validateDesignForSave(handle.db, v1, { fields: FIELDS });
    expect(saved.version).toBe(2);
    expect(saved.canvas).toMatchObject({ width: 800, height: 600 });
  });

  it("refuses 10,000 layers on the layer count, before the schema walks them", async () => {
    const layers = Array.from({ length: 10_000 }, (_, i) => text(String(i), "x"));
    expect(await refusal(doc(layers))).toEqual({ "design.layers": `designs:layersMax|${DESIGN_LIMITS.layersMax}` });
    expect((await refusal(doc(layers.slice(0, DESIGN_LIMITS.layersMax + 1))))["design.layers"]).toMatch(/^designs:layersMax/);
    await expect(validateDesignForSave(handle.db, doc(layers.slice(0, DESIGN_LIMITS.layersMax)), { fields: FIELDS })).resolves.toBeTruthy();
  });

  it("refuses documents over the JSON size limit (a 50 MB data URL) before decoding anything", async () => {
    const huge = `data:image/png;base64,${"A".repeat(50 * 1024 * 1024)}`;
    expect(await refusal(doc([image("1", huge)]))).toEqual({ design: "designs:bytesMax|2" });
  });

  it("refuses an embedded image over its own limit by name, even when the document fits", async () => {
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(DESIGN_LIMITS.dataImageBytesMax + 50_000 - PNG_1PX.length)]);
    expect(Buffer.byteLength(JSON.stringify(doc([image("9", dataUrl(big))])))).toBeLessThan(DESIGN_LIMITS.jsonBytesMax);
    expect(await refusal(doc([image("9", dataUrl(big))]))).toEqual({ "design.layers.0.props.src": "designs:imageDataTooLarge|img 9" });
  });

  it("refuses remote, script, SVG and unknown image sources, naming each layer", async () => {
    const unknownUpload = `/api/uploads/${"x".repeat(43)}`;
    const fields = await refusal(
      doc([
        image("1", "https://evil.example/pixel.png"),
        image("2", "javascript:alert(1)"),
        image("3", dataUrl(SVG, "image/svg+xml")),
        image("4", dataUrl(SVG, "image/png")), // declared PNG, bytes are SVG: sniffed, refused
        image("5", unknownUpload),
        image("6", "{{name}}"), // a text field
        image("7", "{{nope}}"),
        image("8", "//evil.example/a.png"),
        image("9", "http://localhost:3000/api/uploads/abc"),
      ], { background: { type: "image", src: "file:///etc/passwd" } }),
    );
    expect(fields).toEqual({
      "design.background.src": "designs:imageSource|background",
      "design.layers.0.props.src": "designs:imageSource|img 1",
      "design.layers.1.props.src": "designs:imageSource|img 2",
      "design.layers.2.props.src": "designs:imageDataType|img 3",
      "design.layers.3.props.src": "designs:imageDataType|img 4",
      "design.layers.5.props.src": "designs:imageField|img 6",
      "design.layers.6.props.src": "designs:imageField|img 7",
      "design.layers.7.props.src": "designs:imageSource|img 8",
      "design.layers.8.props.src": "designs:imageSource|img 9",
    });
    // Uploads are looked up once the document is otherwise clean.
    expect(await refusal(doc([image("5", unknownUpload)]))).toEqual({ "design.layers.0.props.src": "designs:imageUnknownUpload|img 5" });
  });

  it("refuses over-long text, schema violations and unreadable documents with translated keys", async () => {
    expect(await refusal(doc([text("t", "x".repeat(DESIGN_LIMITS.textMax + 1))]))).toEqual({ "design.layers.0.props.text": `designs:textMax|${DESIGN_LIMITS.textMax}` });
    expect(await refusal(doc([], { canvas: { width: 1, height: 1 } }))).toHaveProperty(["design.canvas.width"], "validation:invalid");
    expect(await refusal([1, 2])).toEqual({ design: "designs:notAnObject" });
    expect(await refusal("<svg/>")).toEqual({ design: "designs:notAnObject" });
    expect(await refusal({ version: 99, canvas: { width: 100, height: 100 }, layers: [] })).toEqual({ design: "designs:newerVersion" });
  });

  it("classifies sources without a database", () => {
    expect(checkImageSource("  {{ photo }} ", FIELDS)).toEqual({ ok: true });
    expect(checkImageSource(uploadUrl, FIELDS)).toEqual({ ok: true, uploadId: uploadUrl.split("/").pop() });
    expect(checkImageSource("data:image/png;base64,not base64!", FIELDS)).toEqual({ ok: false, key: "designs:imageDataType" });
    expect(checkImageSource("DATA:text/html,<script>", FIELDS)).toEqual({ ok: false, key: "designs:imageDataType" });
  });

  it("accepts every seeded template's design, so admins can re-save them in the editor", async () => {
    expect(SEED_TEMPLATES.length).toBeGreaterThan(0);
    for (const seed of SEED_TEMPLATES) {
      await expect(validateDesignForSave(handle.db, seed.design, { fields: templateFields.parse(seed.fields) }), seed.title.en).resolves.toBeTruthy();
    }
  });

  it("has every message in ar, en and fr", () => {
    const keys = Object.keys(en).sort();
    expect(Object.keys(ar).sort()).toEqual(keys);
    expect(Object.keys(fr).sort()).toEqual(keys);
  });
});
