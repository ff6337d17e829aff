// Family names of uploads (issue 32, Medium 5): "cairo" or "AMIRI" used to be accepted (201) and then
// drew every card's Cairo in the uploaded face; look-alikes with zero-width characters, bidi controls
// or full-width letters too. Now: 409 with the translated message, nothing stored, Cairo unchanged.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie } from "../../../../test/factories.ts";
import { buildTemplate, sampleDesign } from "../../../../test/content-factories.ts";
import { multipartBody } from "../test-helpers.ts";
import { pacificoNamed } from "../../../../services/fonts/test-fonts.ts";
import { withFontKeys } from "../../../../render/db-fonts.ts";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminCookie(t.db);
});
afterAll(() => t.close());

const upload = (bytes: Buffer, lang = "en") => {
  const { body, contentType } = multipartBody("file", "brand.ttf", bytes, "font/ttf");
  return t.app.inject({ method: "POST", url: "/api/admin/fonts", payload: body, headers: { "content-type": contentType, "accept-language": lang, cookie: admin } });
};
const counts = async () => ({
  fonts: (await t.db.selectFrom("fonts").select("id").execute()).length,
  blobs: (await t.db.selectFrom("blobs").select("id").execute()).length,
});

const design = (fontFamily: string) => ({
  version: 2,
  canvas: { width: 600, height: 200 },
  layers: [{ id: "t", type: "text", x: 20, y: 20, width: 560, height: 160, index: "a0", props: { text: "Cairo عيد مبارك", fontFamily, fontSize: 56, align: "center" } }],
});
/** A PNG drawn by the app's render workers (where uploaded faces get registered), bypassing the output cache. */
const workerPng = async (family: string) => Buffer.from((await t.app.render.pool.render(await withFontKeys(t.db, { design: design(family), format: "png" }))).bytes);

describe("family names of uploaded fonts", () => {
  it("refuses bundled families and their look-alikes with 409, stores nothing, and Cairo draws as before", async () => {
    const cairoBefore = await workerPng("Cairo");
    const before = await counts();
    const lookalikes: [string, string][] = [
      ["cairo", "Cairo"],
      ["AMIRI", "Amiri"],
      ["Ca\u200Biro", "Cairo"],
      ["\u202ECairo", "Cairo"],
      ["\uFF23\uFF41\uFF49\uFF52\uFF4F", "Cairo"], // full-width Ｃａｉｒｏ
    ];
    for (const [name, bundled] of lookalikes) {
      const res = await upload(pacificoNamed(name), "ar");
      expect(res.statusCode, name).toBe(409);
      expect(res.json(), name).toEqual({ code: "designs:fonts.bundledFamily", message: `«${bundled}» من الخطوط المضمّنة أصلًا` });
    }
    expect((await upload(pacificoNamed("cairo"), "en")).json().message).toBe("“Cairo” is already one of the built-in fonts");
    expect(await counts()).toEqual(before);
    // A design cannot name them (nothing was stored), and drawing designs that do leaves Cairo alone.
    const { id } = await buildTemplate(t.db);
    const { revision_id } = await t.db.selectFrom("templates").select("revision_id").where("id", "=", id).executeTakeFirstOrThrow();
    const d = sampleDesign() as { layers: { props: Record<string, unknown> }[] };
    d.layers[0].props.fontFamily = "cairo";
    const saved = await t.app.inject({ method: "PUT", url: `/api/admin/templates/${id}/design`, payload: { design: d, baseRevisionId: revision_id }, headers: { cookie: admin } });
    expect(saved.statusCode).toBe(400);
    for (const [name] of lookalikes) await workerPng(name);
    expect((await workerPng("Cairo")).equals(cairoBefore)).toBe(true);
  }, 90_000); // each upload is read in a child process of its own

  it("refuses a look-alike of an uploaded family (409 naming it); another face of the same family is accepted", async () => {
    expect((await upload(pacificoNamed("Brand Sans"))).statusCode).toBe(201);
    const before = await counts();
    for (const name of ["brand sans", "BRAND SANS", "Brand\u200B Sans", "\uFF22rand Sans", "\u2067Brand Sans\u2069"]) {
      const res = await upload(pacificoNamed(name), "fr");
      expect(res.statusCode, name).toBe(409);
      expect(res.json(), name).toMatchObject({ code: "designs:fonts.familyLookalike", message: expect.stringContaining("« Brand Sans »") });
    }
    expect(await counts()).toEqual(before);
    const bold = await upload(pacificoNamed("Brand Sans", 700));
    expect(bold.statusCode).toBe(201);
    expect(bold.json()).toMatchObject({ family: "Brand Sans", styles: [{ weight: 700, italic: false }] });
  }, 90_000);
});
