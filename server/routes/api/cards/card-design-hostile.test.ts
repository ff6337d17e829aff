// Hostile card designs: refused with a clear, translated error and NOTHING stored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { SAMPLE_FIELDS, buildTemplate } from "../../../test/content-factories.ts";
import { countCards as countAllCards, ownedCard } from "./test-card.ts";
import { PNG_1PX, SVG } from "../admin/test-helpers.ts";
import { DESIGN_LIMITS } from "../../../../shared/limits.ts";

let t: TestApp;
let templateId: string;
let owner: { cookie: string };
let cardId: string;

const layer = (i: number, props: object = { text: "x" }, type = "text") => ({ id: `l${i}`, name: `Layer ${i}`, type, x: 0, y: 0, width: 10, height: 10, index: `a${i}`, props });
const design = (layers: object[]) => ({ version: 2, canvas: { width: 1080, height: 1080 }, layers });
const imageLayer = (name: string, src: string) => ({ ...layer(0, { src }, "image"), name });

const post = (payload: object | string, lang = "en") =>
  t.app.inject({ method: "POST", url: "/api/cards", payload, headers: { "accept-language": lang, "content-type": "application/json" } });
const countCards = () => countAllCards(t);

beforeAll(async () => {
  t = await buildTestApp();
  ({ templateId, owner, cardId } = await ownedCard(t));
});
afterAll(async () => t?.close());

describe("hostile card designs", () => {
  it("10,000 layers: 400 naming the limit, in the request's language; nothing stored", async () => {
    const before = await countCards();
    const payload = { templateId, values: { name: "x" }, design: design(Array.from({ length: 10_000 }, (_, i) => layer(i))) };
    const en = await post(payload, "en");
    expect(en.statusCode).toBe(400);
    expect(en.json()).toMatchObject({ code: "invalidDesign", message: "The design is invalid", fields: { "design.layers": "A design may have at most 500 layers" } });
    expect((await post(payload, "ar")).json().fields["design.layers"]).toBe("لا يمكن أن يحتوي التصميم على أكثر من 500 طبقة");
    expect((await post(payload, "fr")).json().fields["design.layers"]).toBe("Un design peut avoir au plus 500 calques");
    expect(await countCards()).toBe(before);
  });

  it("a 50 MB data URL: 413 (translated), for create and update; nothing stored or changed", async () => {
    const before = await countCards();
    const huge = design([imageLayer("Huge", `data:image/png;base64,${"A".repeat(50 * 1024 * 1024)}`)]);
    const res = await post({ templateId, values: { name: "x" }, design: huge }, "en");
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: "payloadTooLarge", message: "The request body is too large" });
    const fr = await post({ templateId, values: { name: "x" }, design: huge }, "fr");
    expect(fr.json().message).not.toBe("The request body is too large");
    const update = await t.app.inject({ method: "PUT", url: `/api/cards/${cardId}`, payload: { design: huge, baseUpdatedAt: new Date().toISOString() }, headers: { cookie: owner.cookie } });
    expect(update.statusCode).toBe(413);
    expect(await countCards()).toBe(before);
    expect((await t.app.inject({ url: `/api/cards/${cardId}` })).json().design).toBeNull();
  });

  it("a document over the design size limit but under the body limit: 400 with the size in MB", async () => {
    const texts = Array.from({ length: 450 }, (_, i) => layer(i, { text: "ن".repeat(2500) })); // ~2.3 MB of UTF-8
    const res = await post({ templateId, values: { name: "x" }, design: design(texts) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.design).toBe("The design is larger than 2 MB; upload large images instead of embedding them");
  });

  it("accepts a legal design larger than the app's default 1 MB body limit", async () => {
    const photo = Buffer.concat([PNG_1PX, Buffer.alloc(1_200_000)]); // sniffed as PNG; 1.6 MB as base64
    const res = await post({ templateId, values: { name: "x" }, design: design([imageLayer("Photo", `data:image/png;base64,${photo.toString("base64")}`)]) });
    expect(res.statusCode).toBe(201);
    expect(DESIGN_LIMITS.requestBytesMax).toBeGreaterThan(1024 * 1024);
  });

  it("remote, javascript:, SVG and unknown-upload image sources: 400 naming each layer; nothing stored", async () => {
    const before = await countCards();
    const res = await post({
      templateId,
      values: { name: "x" },
      design: design([
        { ...imageLayer("Tracker", "https://evil.example/pixel.png"), id: "a", index: "a1" },
        { ...imageLayer("Script", "javascript:alert(1)"), id: "b", index: "a2" },
        { ...imageLayer("Vector", `data:image/svg+xml;base64,${SVG.toString("base64")}`), id: "c", index: "a3" },
      ]),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      "design.layers.0.props.src": "Layer “Tracker”: only images uploaded here, embedded PNG/JPEG/WebP images or image fields can be used",
      "design.layers.1.props.src": "Layer “Script”: only images uploaded here, embedded PNG/JPEG/WebP images or image fields can be used",
      "design.layers.2.props.src": "Layer “Vector”: the embedded image is not a PNG, JPEG or WebP image",
    });
    const unknown = await post({ templateId, values: { name: "x" }, design: design([imageLayer("Gone", `/api/uploads/${"Z".repeat(43)}`)]) }, "ar");
    expect(unknown.json().fields["design.layers.0.props.src"]).toBe("الطبقة «Gone»: هذه الصورة المرفوعة غير موجودة (ارفعها من جديد)");
    expect(await countCards()).toBe(before);
  });

  it("a schema violation (not a design at all) is a 400, not a 500", async () => {
    for (const bad of ["<svg onload=alert(1)>", 42, [], { version: 2, canvas: { width: 1e9, height: 10 }, layers: [] }, { version: 2, canvas: { width: 100, height: 100 }, layers: [{ type: "video" }] }]) {
      const res = await post({ templateId, values: { name: "x" }, design: bad });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json().code).toBe("invalidDesign");
    }
  });
});

describe("new cards with a design, per address", () => {
  it("are limited (429 with Retry-After, nothing stored); cards without a design are not", async () => {
    const limited = await buildTestApp({ rateLimits: { ...t.config.rateLimits, cardDesigns: { max: 2, windowMs: 60_000 } } as never });
    try {
      const tpl = (await buildTemplate(limited.db, { kind: "card", fields: SAMPLE_FIELDS })).id;
      const make = (withDesign: boolean, ip = "10.9.0.1") =>
        limited.app.inject({ method: "POST", url: "/api/cards", remoteAddress: ip, headers: { "accept-language": "en" }, payload: { templateId: tpl, values: { name: "x" }, ...(withDesign ? { design: design([layer(1)]) } : {}) } });
      expect((await make(true)).statusCode).toBe(201);
      expect((await make(true)).statusCode).toBe(201);
      const third = await make(true);
      expect(third.statusCode).toBe(429);
      expect(third.headers["retry-after"]).toMatch(/^\d+$/);
      expect(third.json().code).toBe("rateLimited");
      expect((await make(false)).statusCode).toBe(201);
      expect((await make(true, "10.9.0.2")).statusCode).toBe(201);
      const n = Number((await limited.db.selectFrom("cards").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
      expect(n).toBe(4);
    } finally {
      await limited.close();
    }
  });
});
