// Saving a design with text effects: they are kept (defaults filled); out-of-range effect values are
// refused with a 400 that names the field with a translated key, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDb } from "../../test/app.ts";
import type { DbHandle } from "../../db/index.ts";
import { HttpError } from "../../errors.ts";
import { validateDesignForSave } from "./validate-design.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle?.destroy());

const doc = (props: Record<string, unknown>) => ({
  version: 2,
  canvas: { width: 1080, height: 1080 },
  layers: [{ id: "t", type: "text", x: 10, y: 10, width: 600, height: 120, index: "a0", props: { text: "عيد مبارك", ...props } }],
});

async function refusal(raw: unknown): Promise<Record<string, string>> {
  try {
    await validateDesignForSave(handle.db, raw, { fields: [] });
  } catch (err) {
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).statusCode).toBe(400);
    return (err as HttpError).fields ?? {};
  }
  throw new Error("the design was accepted");
}

describe("text effects on save", () => {
  it("keeps every effect, with defaults filled in", async () => {
    const saved = await validateDesignForSave(handle.db, doc({ shadow: { blur: 12 }, outline: { color: "#000" }, highlight: {}, curve: { radius: 300, direction: "down" } }), { fields: [] });
    expect(saved.layers[0].props).toMatchObject({
      shadow: { blur: 12, offsetX: 4, offsetY: 4 },
      outline: { color: "#000", width: 3 },
      highlight: { padding: 8, radius: 6 },
      curve: { radius: 300, direction: "down" },
    });
  });

  it("refuses out-of-range effects, naming the field", async () => {
    expect(await refusal(doc({ shadow: { blur: -5 } }))).toHaveProperty(["design.layers.0.props.shadow.blur"], "validation:invalid");
    expect(await refusal(doc({ curve: { radius: 1 } }))).toHaveProperty(["design.layers.0.props.curve.radius"], "validation:invalid");
    expect(await refusal(doc({ curve: { direction: "left" } }))).toHaveProperty(["design.layers.0.props.curve.direction"], "validation:invalid");
    expect(await refusal(doc({ highlight: { padding: 10_000 } }))).toHaveProperty(["design.layers.0.props.highlight.padding"], "validation:invalid");
  });
});
