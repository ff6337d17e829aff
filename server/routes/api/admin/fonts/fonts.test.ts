// Brand fonts over HTTP: POST/DELETE /api/admin/fonts, GET /api/fonts and the WOFF2 files, saving
// designs that name an uploaded family, and the 409 that lists the templates and cards using one.
import { createRequire } from "node:module";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie, signedInUser } from "../../../../test/factories.ts";
import { buildTemplate, sampleDesign } from "../../../../test/content-factories.ts";
import { multipartBody } from "../test-helpers.ts";
import { fakeExe, lalezarWoff2, pacificoTtf, zeroGlyphTtf } from "../../../../services/fonts/test-fonts.ts";
import { sniffFontFormat } from "../../../../services/fonts/parse-font.ts";

const require = createRequire(import.meta.url);
let t: TestApp;
let admin: string;
let user: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminCookie(t.db);
  user = (await signedInUser(t.db)).cookie;
});
afterAll(() => t.close());

const upload = (bytes: Buffer, cookie: string | null = admin, name = "brand.ttf", lang = "en") => {
  const { body, contentType } = multipartBody("file", name, bytes, "font/ttf");
  return t.app.inject({ method: "POST", url: "/api/admin/fonts", payload: body, headers: { "content-type": contentType, "accept-language": lang, ...(cookie ? { cookie } : {}) } });
};
const counts = async () => ({
  fonts: (await t.db.selectFrom("fonts").select("id").execute()).length,
  blobs: (await t.db.selectFrom("blobs").select("id").execute()).length,
});
const designWith = (fontFamily: string) => {
  const d = sampleDesign() as { layers: { props: Record<string, unknown> }[] };
  d.layers[0].props.fontFamily = fontFamily;
  return d;
};
const saveDesign = async (templateId: string, design: unknown) => {
  const { revision_id } = await t.db.selectFrom("templates").select("revision_id").where("id", "=", templateId).executeTakeFirstOrThrow();
  return t.app.inject({ method: "PUT", url: `/api/admin/templates/${templateId}/design`, payload: { design, baseRevisionId: revision_id }, headers: { cookie: admin, "accept-language": "en" } });
};

describe("who may upload and delete fonts", () => {
  it("answers 401 to visitors and 403 to signed-in users, storing nothing", async () => {
    const before = await counts();
    expect((await upload(pacificoTtf(), null)).statusCode).toBe(401);
    expect((await upload(pacificoTtf(), user)).statusCode).toBe(403);
    const id = "00000000-0000-4000-8000-000000000000";
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/fonts/${id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/fonts/${id}`, headers: { cookie: user } })).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
  });
});

describe("uploading a font", () => {
  it("stores a TTF: 201 with family, styles and scripts; listed by GET /api/fonts; its WOFF2 served immutable", async () => {
    const res = await upload(pacificoTtf(), admin, "Pacifico-Regular.ttf");
    expect(res.statusCode).toBe(201);
    const font = res.json();
    expect(font).toMatchObject({ family: "Pacifico", styles: [{ weight: 400, italic: false }], scripts: ["latin"], fileName: "Pacifico-Regular.ttf" });
    expect(font.id).toMatch(/^[0-9a-f-]{36}$/);
    const list = (await t.app.inject({ url: "/api/fonts" })).json();
    const names = list.families.map((f: { family: string }) => f.family);
    expect(names).toEqual(expect.arrayContaining(["Cairo", "Amiri", "Inter", "Pacifico"]));
    const entry = list.families.find((f: { family: string }) => f.family === "Pacifico");
    expect(entry).toMatchObject({ source: "uploaded", scripts: ["latin"], faces: [{ id: font.id, url: font.url }] });
    const file = await t.app.inject({ url: font.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("font/woff2");
    expect(file.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(sniffFontFormat(file.rawPayload)).toBe("woff2");
    // The same bytes again: the same font (200), nothing new stored.
    const before = await counts();
    const again = await upload(pacificoTtf());
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(font.id);
    expect(await counts()).toEqual(before);
  });

  it("stores a WOFF2 with Arabic coverage and keeps an unpacked TTF for the renderer", async () => {
    const res = await upload(lalezarWoff2(), admin, "lalezar.woff2");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ family: "Lalezar", scripts: expect.arrayContaining(["arabic"]) });
    const row = await t.db.selectFrom("fonts").selectAll().where("id", "=", res.json().id).executeTakeFirstOrThrow();
    const sfnt = await t.db.selectFrom("blobs").select(["bytes", "content_type"]).where("id", "=", row.sfnt_blob_id).executeTakeFirstOrThrow();
    expect(sniffFontFormat(Buffer.from(sfnt.bytes))).toBe("ttf");
    expect(sfnt.content_type).toBe("font/ttf");
  });

  it("refuses bad files with translated errors and stores nothing", async () => {
    const before = await counts();
    const exe = await upload(fakeExe(), admin, "font.ttf", "ar");
    expect(exe.statusCode).toBe(415);
    expect(exe.json()).toMatchObject({ code: "designs:fonts.notAFont", message: expect.stringContaining("ليس خطًا") });
    const empty = await upload(zeroGlyphTtf(), admin, "empty.ttf", "fr");
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain("0 glyphe");
    const big = await upload(Buffer.concat([pacificoTtf(), Buffer.alloc(5 * 1024 * 1024)]), admin, "big.ttf");
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe("The font is larger than the limit (5 MB)");
    const bundled = await upload(readFileSync(require.resolve("@expo-google-fonts/cairo/400Regular/Cairo_400Regular.ttf")));
    expect(bundled.statusCode).toBe(409);
    expect(bundled.json().message).toContain("Cairo");
    const notMultipart = await t.app.inject({ method: "POST", url: "/api/admin/fonts", payload: { file: "x" }, headers: { cookie: admin } });
    expect(notMultipart.statusCode).toBe(415);
    expect(await counts()).toEqual(before);
  });

  it("cuts a 50 MB upload off at the multipart limit (413, nothing stored)", async () => {
    const before = await counts();
    const res = await upload(Buffer.concat([pacificoTtf(), Buffer.alloc(50 * 1024 * 1024, 1)]), admin, "huge.ttf");
    expect(res.statusCode).toBe(413);
    expect(await counts()).toEqual(before);
  });
});

describe("designs that name uploaded families", () => {
  it("saves a design using an uploaded family; refuses an unknown family with a translated 400 at the field", async () => {
    const { id } = await buildTemplate(t.db);
    expect((await saveDesign(id, designWith("Pacifico"))).statusCode).toBe(200);
    const bad = await saveDesign(id, designWith("Nonexistent Sans"));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ "design.layers.0.props.fontFamily": "The font “Nonexistent Sans” does not exist (upload it under Fonts or pick another one)" });
  });

  it("refuses to delete a font that templates or cards use (409 listing them), deletes it once unused", async () => {
    const font = (await upload(lalezarWoff2())).json();
    const template = await buildTemplate(t.db);
    expect((await saveDesign(template.id, designWith("Lalezar"))).statusCode).toBe(200);
    // A visitor's remix naming the uploaded family is accepted, and counts as a use.
    const other = await buildTemplate(t.db, { published: true });
    const card = await t.app.inject({ method: "POST", url: "/api/cards", payload: { templateId: other.id, values: { name: "سارة" }, design: designWith("Lalezar") } });
    expect(card.statusCode).toBe(201);
    const refused = await t.app.inject({ method: "DELETE", url: `/api/admin/fonts/${font.id}`, headers: { cookie: admin, "accept-language": "en" } });
    expect(refused.statusCode).toBe(409);
    const body = refused.json();
    expect(body.code).toBe("fontInUse");
    expect(body.uses).toEqual(expect.arrayContaining([
      { kind: "template", id: template.id, title: "Sample template" },
      { kind: "card", id: card.json().id, title: "Sample template" },
    ]));
    expect((await t.app.inject({ url: font.url })).statusCode).toBe(200);
  });

  it("draws a card's PNG and PDF with the uploaded face (through the worker pool), not the fallback", async () => {
    expect([200, 201]).toContain((await upload(lalezarWoff2())).statusCode);
    const template = await buildTemplate(t.db, { published: true });
    const cardWith = async (family: string) => {
      const d = designWith(family) as { layers: { props: Record<string, unknown> }[] };
      d.layers[0].props.text = "عيد مبارك";
      const res = await t.app.inject({ method: "POST", url: "/api/cards", payload: { templateId: template.id, values: { name: "x" }, design: d } });
      expect(res.statusCode).toBe(201);
      return res.json() as { imageUrl: string; pdfUrl: string };
    };
    const uploaded = await cardWith("Lalezar");
    const fallback = await cardWith("Noto Sans Arabic");
    const a = (await t.app.inject({ url: uploaded.imageUrl })).rawPayload;
    const b = (await t.app.inject({ url: fallback.imageUrl })).rawPayload;
    expect(a.subarray(0, 4).toString("latin1")).toBe("\x89PNG");
    expect(a.equals(b)).toBe(false);
    const pdf = (await t.app.inject({ url: uploaded.pdfUrl })).rawPayload.toString("latin1");
    expect(pdf).toMatch(/\/BaseFont \/[A-Z]{6}\+Lalezar/);
  });

  it("deletes an unused font: 204, gone from GET /api/fonts and its file 404", async () => {
    const { id } = (await t.db.selectFrom("fonts").select("id").where("family", "=", "Pacifico").executeTakeFirstOrThrow());
    // Pacifico is named by the first test's template revision: 409 first…
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/fonts/${id}`, headers: { cookie: admin } })).statusCode).toBe(409);
    // …and deletable once no revision, draft or card names it.
    await t.db.deleteFrom("template_revisions").where("design", "like", "%Pacifico%").execute();
    const url = (await t.app.inject({ url: "/api/fonts" })).json().families.find((f: { family: string }) => f.family === "Pacifico").faces[0].url;
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/fonts/${id}`, headers: { cookie: admin } })).statusCode).toBe(204);
    const names = (await t.app.inject({ url: "/api/fonts" })).json().families.map((f: { family: string }) => f.family);
    expect(names).not.toContain("Pacifico");
    expect((await t.app.inject({ url })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "DELETE", url: `/api/admin/fonts/${id}`, headers: { cookie: admin } })).statusCode).toBe(404);
  });
});
