// Cards with their own design ("remix"): POST/PUT accept a design, GET answers it, and every output
// (PNG, thumbnail, PDF, og image, the user's list) draws it instead of the template revision's design.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { adminCookie, signedInUser } from "../../../test/factories.ts";
import { SAMPLE_FIELDS, buildTemplate } from "../../../test/content-factories.ts";
import { PNG_1PX } from "../admin/test-helpers.ts";
import { renderOutput } from "../../../render/index.ts";
import { storeImage } from "../../../services/uploads/store-image.ts";

let t: TestApp;
let dir: string;
let templateId: string;
let owner: { cookie: string; user: { id: string } };
let other: { cookie: string };
let admin: string;
let upload: string;

const FIELDS = [...SAMPLE_FIELDS, { name: "photo", label: { ar: "صورة", en: "Photo", fr: "Photo" }, type: "image" as const, position: 2 }];
const SCRIPT = `<script>alert("x")</script>`;

/** A story-sized (1080×1920) design with a text layer carrying markup, an uploaded image and the photo field. */
function storyDesign(extra: object[] = []) {
  return {
    version: 2,
    canvas: { width: 1080, height: 1920, preset: "story" },
    background: { type: "color", color: "#1e3a8a" },
    layers: [
      { id: "title", type: "text", name: "Title", x: 90, y: 300, width: 900, height: 300, index: "a0", props: { text: `${SCRIPT} {{name}}`, fontSize: 80, color: "#ffffff" } },
      { id: "logo", type: "image", name: "Logo", x: 440, y: 100, width: 200, height: 200, index: "a1", props: { src: upload } },
      { id: "pic", type: "image", name: "Photo", x: 240, y: 800, width: 600, height: 600, index: "a2", props: { src: "{{photo}}" } },
      ...extra,
    ],
  };
}

const post = (payload: object, cookie?: string, lang = "en") =>
  t.app.inject({ method: "POST", url: "/api/cards", payload, headers: { "accept-language": lang, ...(cookie ? { cookie } : {}) } });
const put = (id: string, payload: object, cookie?: string) =>
  t.app.inject({ method: "PUT", url: `/api/cards/${id}`, payload, headers: { "accept-language": "en", ...(cookie ? { cookie } : {}) } });
const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });
const mediaBox = (pdf: Buffer) => /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf.toString("latin1"))?.slice(1).map(Number);

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bitaqa-card-design-"));
  fs.writeFileSync(path.join(dir, "index.html"), `<!doctype html><html lang="ar"><head><title>x</title></head><body><div id="root"></div></body></html>`);
  t = await buildTestApp({ webDir: dir });
  templateId = (await buildTemplate(t.db, { kind: "card", category: "eid", fields: FIELDS })).id;
  owner = await signedInUser(t.db);
  other = await signedInUser(t.db);
  admin = await adminCookie(t.db);
  upload = (await storeImage(t.db, PNG_1PX, null)).url;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("a card with its own design", () => {
  it("is created with the design, answered by GET, and stores `<script>` text verbatim", async () => {
    const res = await post({ templateId, values: { name: SCRIPT, photo: upload }, design: storyDesign() }, owner.cookie);
    expect(res.statusCode).toBe(201);
    const card = res.json();
    expect(card).toMatchObject({ width: 1080, height: 1920, hasOwnDesign: true, canEdit: true });
    expect(card.design.canvas).toMatchObject({ width: 1080, height: 1920 });
    expect(card.design.layers[0].props.text).toBe(`${SCRIPT} {{name}}`);
    const got = (await t.app.inject({ url: `/api/cards/${card.id}` })).json();
    expect(got.design).toEqual(card.design);
    const row = await t.db.selectFrom("cards").select("design").where("id", "=", card.id).executeTakeFirstOrThrow();
    expect(JSON.parse(row.design!).layers[0].props.text).toBe(`${SCRIPT} {{name}}`);
  });

  it("answers design null for a card that renders its template's design", async () => {
    const card = (await post({ templateId, values: { name: "Sara" } })).json();
    expect(card).toMatchObject({ design: null, hasOwnDesign: false, width: 1080, height: 1080 });
  });

  it("draws its own design for the PNG, the thumbnail, the PDF, the og image and the user's list", async () => {
    const card = (await post({ templateId, values: { name: "Sara" }, design: storyDesign() }, owner.cookie)).json();
    const png = await t.app.inject({ url: card.imageUrl });
    expect(pngSize(png.rawPayload)).toEqual({ width: 1080, height: 1920 });
    expect(pngSize((await t.app.inject({ url: card.thumbnailUrl })).rawPayload)).toEqual({ width: 480, height: 853 });
    expect(mediaBox((await t.app.inject({ url: card.pdfUrl })).rawPayload)).toEqual([810, 1440]);
    const html = (await t.app.inject({ url: `/view/${card.id}` })).body;
    expect(html).toContain('<meta property="og:image:height" content="2133">');
    const list = (await t.app.inject({ url: "/api/user/cards?pageSize=100", headers: { cookie: owner.cookie } })).json();
    const item = list.items.find((i: { id: string }) => i.id === card.id);
    expect(item).toMatchObject({ width: 1080, height: 1920, hasOwnDesign: true, thumbnailUrl: card.thumbnailUrl });
    expect(item).not.toHaveProperty("design");
  });

  it("escapes `<script>` values in the HTML page and og tags (the design text never reaches the HTML)", async () => {
    const card = (await post({ templateId, values: { name: SCRIPT, message: SCRIPT }, design: storyDesign() })).json();
    const html = (await t.app.inject({ url: `/view/${card.id}` })).body;
    expect(html).not.toContain("<script>alert");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  it("still checks values against the template revision's fields; nothing is stored on refusal", async () => {
    const before = await countCards();
    const res = await post({ templateId, values: { nick: "x" }, design: storyDesign() });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ name: "This field is required", nick: "Unknown field" });
    const badPhoto = await post({ templateId, values: { name: "x", photo: "https://evil.example/a.png" }, design: storyDesign() });
    expect(badPhoto.json().fields).toHaveProperty("photo");
    expect(await countCards()).toBe(before);
  });

  it("gives QR layers the card's share URL as {{shareUrl}}", async () => {
    const qr = { id: "qr", type: "qr", x: 340, y: 1500, width: 400, height: 400, index: "a3", props: { content: "{{shareUrl}}" } };
    const design = storyDesign([qr]);
    const card = (await post({ templateId, values: { name: "Sara" }, design })).json();
    const served = (await t.app.inject({ url: `/api/cards/${card.id}/image.png?width=320` })).rawPayload;
    const values = { name: "Sara", message: "عيد مبارك", photo: "" };
    const images = { [upload]: new Uint8Array(PNG_1PX) }; // the server resolves uploads from blobs
    const expected = await renderOutput({ design: card.design, values: { ...values, shareUrl: `http://localhost:3000/view/${card.id}` }, format: "png", width: 320, images });
    const wrong = await renderOutput({ design: card.design, values: { ...values, shareUrl: "http://localhost:3000/view/other" }, format: "png", width: 320, images });
    expect(Buffer.compare(served, Buffer.from(expected.bytes))).toBe(0);
    expect(Buffer.compare(served, Buffer.from(wrong.bytes))).not.toBe(0);
  });
});

async function countCards(): Promise<number> {
  return Number((await t.db.selectFrom("cards").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
}

describe("PUT /api/cards/{id} with a design", () => {
  it("lets the owner set, change and drop the card's design; image URLs change each time", async () => {
    const card = (await post({ templateId, values: { name: "Sara" } }, owner.cookie)).json();
    const set = await put(card.id, { design: storyDesign(), baseUpdatedAt: card.updatedAt }, owner.cookie);
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ hasOwnDesign: true, height: 1920, values: { name: "Sara" } });
    expect(set.json().imageUrl).not.toBe(card.imageUrl);
    const both = await put(card.id, { values: { name: "Huda" }, design: { ...storyDesign(), canvas: { width: 1200, height: 630 } }, baseUpdatedAt: set.json().updatedAt }, owner.cookie);
    expect(both.json()).toMatchObject({ width: 1200, height: 630, values: { name: "Huda" } });
    const dropped = await put(card.id, { design: null, baseUpdatedAt: both.json().updatedAt }, owner.cookie);
    expect(dropped.json()).toMatchObject({ hasOwnDesign: false, design: null, width: 1080, height: 1080, values: { name: "Huda" } });
    expect((await put(card.id, {}, owner.cookie)).statusCode).toBe(400);
  });

  it("forbids others (403) and visitors (401) and changes nothing; admins may", async () => {
    const card = (await post({ templateId, values: { name: "Sara" }, design: storyDesign() }, owner.cookie)).json();
    const hijack = { ...storyDesign(), canvas: { width: 500, height: 500 } };
    const base = { baseUpdatedAt: card.updatedAt };
    const forbidden = await put(card.id, { design: hijack, ...base }, other.cookie);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().code).toBe("forbidden");
    expect((await put(card.id, { design: hijack, ...base })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `/api/cards/${card.id}` })).json().design.canvas.width).toBe(1080);
    const byAdmin = await put(card.id, { design: hijack, ...base }, admin);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json().width).toBe(500);
  });

  it("refuses a bad design without touching the values", async () => {
    const card = (await post({ templateId, values: { name: "Sara" } }, owner.cookie)).json();
    const res = await put(card.id, { values: { name: "Changed" }, design: storyDesign([{ id: "x", type: "image", name: "Tracker", x: 0, y: 0, width: 1, height: 1, index: "a9", props: { src: "https://evil.example/t.png" } }]), baseUpdatedAt: card.updatedAt }, owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields["design.layers.3.props.src"]).toContain("Tracker");
    expect((await t.app.inject({ url: `/api/cards/${card.id}` })).json()).toMatchObject({ values: { name: "Sara" }, design: null });
  });
});

describe("PUT /api/cards/{id}: a design saved over a newer card (two tabs)", () => {
  it("answers 409 revisionConflict (translated) and changes nothing; the newer base saves", async () => {
    const card = (await post({ templateId, values: { name: "Sara" } }, owner.cookie)).json();
    const tabA = await put(card.id, { values: { name: "From A" }, design: storyDesign(), baseUpdatedAt: card.updatedAt }, owner.cookie);
    expect(tabA.statusCode).toBe(200);
    const squareB = { ...storyDesign(), canvas: { width: 700, height: 700 } };
    const tabB = await put(card.id, { values: { name: "From B" }, design: squareB, baseUpdatedAt: card.updatedAt }, owner.cookie);
    expect(tabB.statusCode).toBe(409);
    expect(tabB.json()).toEqual({ code: "revisionConflict", message: "Someone saved a newer version since you opened this design; nothing was saved" });
    expect((await t.app.inject({ url: `/api/cards/${card.id}` })).json()).toMatchObject({ values: { name: "From A" }, height: 1920 });
    const onTop = await put(card.id, { design: squareB, baseUpdatedAt: tabA.json().updatedAt }, owner.cookie);
    expect(onTop.statusCode).toBe(200);
    expect(onTop.json().width).toBe(700);
  });

  it("a design without baseUpdatedAt is refused (400 at baseUpdatedAt) and changes nothing; values alone need none", async () => {
    const card = (await post({ templateId, values: { name: "Sara" } }, owner.cookie)).json();
    const res = await put(card.id, { values: { name: "X" }, design: storyDesign() }, owner.cookie);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toEqual(["baseUpdatedAt"]);
    expect((await t.app.inject({ url: `/api/cards/${card.id}` })).json()).toMatchObject({ values: { name: "Sara" }, design: null });
    expect((await put(card.id, { values: { name: "Y" } }, owner.cookie)).statusCode).toBe(200);
  });

  it("a stale base from someone who may not edit the card is still 403, not 409", async () => {
    const card = (await post({ templateId, values: { name: "Sara" } }, owner.cookie)).json();
    expect((await put(card.id, { design: storyDesign(), baseUpdatedAt: "2000-01-01T00:00:00.000Z" }, other.cookie)).statusCode).toBe(403);
  });
});
