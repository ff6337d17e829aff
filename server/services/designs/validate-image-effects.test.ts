// Saving a design with image effects: valid crops, flips, filters and masks are kept as sent; a crop
// outside the image, an unknown mask or an out-of-range filter is a 400 naming the field (nothing stored).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../test/app.ts";
import type { DbHandle } from "../../db/index.ts";
import { HttpError } from "../../errors.ts";
import { storeImage } from "../uploads/store-image.ts";
import { PNG_1PX } from "../../routes/api/admin/test-helpers.ts";
import { validateDesignForSave } from "./validate-design.ts";

let handle: DbHandle;
let src: string;
const doc = (props: Record<string, unknown>) => ({
  version: 2,
  canvas: { width: 800, height: 600 },
  layers: [{ id: "p", type: "image", name: "photo", x: 0, y: 0, width: 300, height: 300, index: "V", props: { src, ...props } }],
});

async function refusal(raw: unknown): Promise<Record<string, string>> {
  try {
    await validateDesignForSave(handle.db, raw, { fields: [] });
  } catch (err) {
    expect((err as HttpError).statusCode).toBe(400);
    return (err as HttpError).fields ?? {};
  }
  throw new Error("the design was accepted");
}

beforeAll(async () => {
  handle = await createTestDb();
  src = (await storeImage(handle.db, PNG_1PX, null)).url;
});
afterAll(async () => handle?.destroy());

describe("image effects in saved designs", () => {
  it("keeps crop, flips, filters and mask as sent", async () => {
    const effects = { crop: { x: 0.1, y: 0.2, width: 0.5, height: 0.5 }, flipX: true, filters: { sepia: 40, blur: 3 }, mask: "arch" };
    const saved = await validateDesignForSave(handle.db, doc(effects), { fields: [] });
    expect(saved.layers[0].props).toMatchObject(effects);
  });

  it("refuses a crop outside the image, an unknown mask and out-of-range filters, naming the field", async () => {
    expect(await refusal(doc({ crop: { x: 0.8, y: 0, width: 0.5, height: 1 } }))).toEqual({ "design.layers.0.props.crop": "validation:invalid" });
    expect(Object.keys(await refusal(doc({ mask: "star" })))).toEqual(["design.layers.0.props.mask"]);
    expect(Object.keys(await refusal(doc({ filters: { blur: 900, brightness: -5 } }))).sort()).toEqual(["design.layers.0.props.filters.blur", "design.layers.0.props.filters.brightness"]);
  });
});
