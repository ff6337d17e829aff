// The image library (issue 24 §1): upload with a name (default: the file name), search, rename, reuse,
// delete when unused (409 with the users otherwise); each person sees only their own, the shared
// library is the admins'; a non-image (an SVG with a script) is refused and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { adminCookie, signedInUser } from "../../../test/factories.ts";
import { buildTemplate, sampleDesign } from "../../../test/content-factories.ts";
import { JPEG_HEAD, PNG_1PX, SVG } from "../admin/test-helpers.ts";
import { multipartForm } from "../../../test/multipart.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminCookie(t.db);
});
afterAll(() => t.close());

/** A different valid PNG each call (a unique tEXt-free trailing chunk is not needed: a new size is enough). */
function pngOf(width: number, height: number): Buffer {
  const png = Buffer.from(PNG_1PX);
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

async function upload(cookie: string, file: Buffer, filename: string, extra: Record<string, string> = {}, type?: string) {
  const body = multipartForm([...Object.entries(extra).map(([name, value]) => ({ name, value })), { name: "file", filename, value: file, type: type ?? "image/png" }]);
  return t.app.inject({ method: "POST", url: "/api/library/images", payload: body.payload, headers: { ...body.headers, cookie, "accept-language": "en" } });
}

const api = (method: "GET" | "PATCH" | "DELETE", url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, "accept-language": "en" }, ...(payload ? { payload } : {}) });

const count = async (table: "library_images" | "blobs") => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);

describe("a person's own uploads", () => {
  it("stores an image named after its file, lists and searches it, renames it; nobody else sees it", async () => {
    const sara = await signedInUser(t.db);
    const omar = await signedInUser(t.db);
    const res = await upload(sara.cookie, pngOf(300, 150), "Family photo.png");
    expect(res.statusCode).toBe(201);
    const image = res.json();
    expect(image).toMatchObject({ name: "Family photo", scope: "mine", width: 300, height: 150 });
    expect(image.url).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]+$/);
    await upload(sara.cookie, pngOf(64, 64), "logo.png", { name: "  Wedding logo " });

    const mine = (await api("GET", "/api/library/images", sara.cookie)).json();
    expect(mine.items.map((i: { name: string }) => i.name)).toEqual(["Wedding logo", "Family photo"]);
    expect((await api("GET", "/api/library/images?q=FAMILY", sara.cookie)).json().items.map((i: { id: string }) => i.id)).toEqual([image.id]);
    expect((await api("GET", "/api/library/images?q=%25", sara.cookie)).json().total).toBe(0); // "%" is a character, not a wildcard

    const renamed = await api("PATCH", `/api/library/images/${image.id}`, sara.cookie, { name: "Grandparents" });
    expect(renamed.json().name).toBe("Grandparents");
    expect((await api("PATCH", `/api/library/images/${image.id}`, sara.cookie, { name: "   " })).statusCode).toBe(400);

    // Omar: sees none of it, and cannot rename, delete or look at it (404, as if it did not exist)
    expect((await api("GET", "/api/library/images", omar.cookie)).json().total).toBe(0);
    expect((await api("PATCH", `/api/library/images/${image.id}`, omar.cookie, { name: "mine now" })).statusCode).toBe(404);
    expect((await api("DELETE", `/api/library/images/${image.id}`, omar.cookie)).statusCode).toBe(404);
    expect((await api("GET", `/api/library/images/${image.id}/thumbnail.png`, omar.cookie)).statusCode).toBe(404);
    expect((await api("GET", `/api/library/images?q=Grand`, sara.cookie)).json().items[0].name).toBe("Grandparents");

    const thumb = await api("GET", image.thumbnailUrl, sara.cookie);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/png");
  });

  it("answers 401 to visitors for every call", async () => {
    const sara = await signedInUser(t.db);
    const { id } = (await upload(sara.cookie, pngOf(20, 20), "a.png")).json();
    expect((await api("GET", "/api/library/images", "")).statusCode).toBe(401);
    expect((await upload("", pngOf(21, 21), "b.png")).statusCode).toBe(401);
    expect((await api("PATCH", `/api/library/images/${id}`, "", { name: "x" })).statusCode).toBe(401);
    expect((await api("DELETE", `/api/library/images/${id}`, "")).statusCode).toBe(401);
    expect((await api("GET", `/api/library/images/${id}/thumbnail.png`, "")).statusCode).toBe(401);
  });
});

describe("the shared library", () => {
  it("is the admins': others get 403 listing, uploading into, renaming or deleting it", async () => {
    const res = await upload(admin, JPEG_HEAD, "Ministry logo.jpg", { scope: "shared" }, "image/jpeg");
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ scope: "shared", name: "Ministry logo" });
    expect((await api("GET", "/api/library/images?scope=shared&q=ministry", admin)).json().total).toBe(1);
    const user = await signedInUser(t.db);
    expect((await api("GET", "/api/library/images?scope=shared", user.cookie)).statusCode).toBe(403);
    expect((await upload(user.cookie, pngOf(30, 30), "x.png", { scope: "shared" })).statusCode).toBe(403);
    expect((await api("PATCH", `/api/library/images/${res.json().id}`, user.cookie, { name: "x" })).statusCode).toBe(403);
    expect((await api("DELETE", `/api/library/images/${res.json().id}`, user.cookie)).statusCode).toBe(403);
    expect((await api("GET", `/api/library/images?scope=everyone`, admin)).statusCode).toBe(400);
    // the admin's own "mine" list does not hold the shared entry
    expect((await api("GET", "/api/library/images?q=ministry", admin)).json().total).toBe(0);
  });
});

describe("bad input", () => {
  it("refuses an SVG with a script and a renamed text file with a translated 415, storing nothing", async () => {
    const sara = await signedInUser(t.db);
    const before = [await count("library_images"), await count("blobs")];
    const svg = await upload(sara.cookie, SVG, "logo.svg", {}, "image/svg+xml");
    expect(svg.statusCode).toBe(415);
    expect(svg.json()).toMatchObject({ code: "unsupportedImage", message: expect.stringMatching(/PNG, JPEG/) });
    const ar = await t.app.inject({ method: "POST", url: "/api/library/images", ...(() => { const b = multipartForm([{ name: "file", filename: "x.png", value: Buffer.from("MZ not an image"), type: "image/png" }]); return { payload: b.payload, headers: { ...b.headers, cookie: sara.cookie, "accept-language": "ar" } }; })() });
    expect(ar.statusCode).toBe(415);
    expect(ar.json().message).toMatch(/[\u0600-\u06FF]/);
    expect([await count("library_images"), await count("blobs")]).toEqual(before);
    const tooLong = await upload(sara.cookie, pngOf(22, 22), "a.png", { name: "n".repeat(200) });
    expect(tooLong.statusCode).toBe(400);
    expect([await count("library_images"), await count("blobs")]).toEqual(before);
  });
});

describe("deleting", () => {
  it("refuses while a template or a card uses it (409 with their list), then removes it and its bytes", async () => {
    const sara = await signedInUser(t.db);
    const image = (await upload(sara.cookie, pngOf(41, 41), "seal.png")).json();
    const blobId = image.url.split("/").pop();
    const design = { ...sampleDesign(), layers: [...sampleDesign().layers, { id: "img", type: "image", x: 0, y: 0, width: 100, height: 100, index: "a2", props: { src: image.url } }] };
    const card = await t.app.inject({ method: "POST", url: "/api/cards", headers: { cookie: sara.cookie }, payload: { templateId: (await buildTemplate(t.db)).id, values: { name: "سارة" }, design } });
    expect(card.statusCode).toBe(201);

    const refused = await api("DELETE", `/api/library/images/${image.id}`, sara.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "imageInUse", usedBy: { templates: [], cards: [{ id: card.json().id }] } });
    expect(refused.json().message).toMatch(/used by 1 template or card;/);
    expect((await api("GET", "/api/library/images", sara.cookie)).json().total).toBe(1);

    // an admin's shared logo used by a template: the 409 names the template
    const logo = (await upload(admin, pngOf(42, 42), "logo.png", { scope: "shared" })).json();
    const tpl = await buildTemplate(t.db, { design: { ...design, layers: [{ ...design.layers[2], props: { src: logo.url } }] } as never });
    const used = await api("DELETE", `/api/library/images/${logo.id}`, admin);
    expect(used.statusCode).toBe(409);
    expect(used.json().usedBy.templates).toEqual([{ id: tpl.id, title: expect.objectContaining({ en: "Sample template" }) }]);

    await t.db.deleteFrom("cards").where("id", "=", card.json().id).execute();
    expect((await api("DELETE", `/api/library/images/${image.id}`, sara.cookie)).statusCode).toBe(204);
    expect((await api("GET", "/api/library/images", sara.cookie)).json().total).toBe(0);
    expect(await t.db.selectFrom("blobs").select("id").where("id", "=", blobId).executeTakeFirst()).toBeUndefined();
  });

  it("keeps the bytes when an old revision still names them", async () => {
    const image = (await upload(admin, pngOf(43, 43), "old.png", { scope: "shared" })).json();
    const blobId = image.url.split("/").pop();
    const { id } = await buildTemplate(t.db, { design: { ...sampleDesign(), layers: [{ id: "img", type: "image", x: 0, y: 0, width: 10, height: 10, index: "a0", props: { src: image.url } }] } as never });
    const base = (await t.app.inject({ method: "GET", url: `/api/admin/templates/${id}`, headers: { cookie: admin } })).json().revisionId;
    expect((await t.app.inject({ method: "PUT", url: `/api/admin/templates/${id}/design`, headers: { cookie: admin }, payload: { design: sampleDesign(), baseRevisionId: base } })).statusCode).toBe(200);
    expect((await api("DELETE", `/api/library/images/${image.id}`, admin)).statusCode).toBe(204);
    expect(await t.db.selectFrom("blobs").select("id").where("id", "=", blobId).executeTakeFirst()).toBeDefined();
  });
});
