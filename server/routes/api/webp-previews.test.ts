// The pages' WebP previews (issue 13): image.webp / thumbnail.webp beside each PNG route, the same
// picture several times lighter, answered to exactly whom the PNG is answered, with the same caching.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { buildTemplate } from "../../test/content-factories.ts";

let t: TestApp;
let card: { id: string; imageUrl: string; thumbnailUrl: string };
let certificate: { id: string };
let cardTemplate: string;
let hiddenTemplate: string;
beforeAll(async () => {
  t = await buildTestApp();
  cardTemplate = (await buildTemplate(t.db, { kind: "card", category: "wedding" })).id;
  hiddenTemplate = (await buildTemplate(t.db, { kind: "card", category: "wedding", published: false })).id;
  card = (await t.app.inject({ method: "POST", url: "/api/cards", payload: { templateId: cardTemplate, values: { name: "سارة" } } })).json();
  const certTemplate = (await buildTemplate(t.db, { kind: "certificate" })).id;
  const made = await t.app.inject({ method: "POST", url: "/api/certificates", payload: { templateId: certTemplate, recipientName: "سارة أحمد", values: { name: "سارة أحمد" } } });
  expect(made.statusCode).toBe(201);
  certificate = made.json();
});
afterAll(async () => t?.close());

/** Pixel width of a lossy (VP8) or lossless (VP8L) WebP. */
function webpWidth(bytes: Buffer): number {
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("RIFF");
  expect(bytes.subarray(8, 12).toString("latin1")).toBe("WEBP");
  const chunk = bytes.subarray(12, 16).toString("latin1");
  if (chunk === "VP8 ") return bytes.readUInt16LE(26) & 0x3fff;
  if (chunk === "VP8L") return (bytes.readUInt32LE(21) & 0x3fff) + 1;
  return bytes.readUIntLE(24, 3) + 1; // VP8X
}

async function both(path: (ext: string) => string) {
  const png = await t.app.inject({ url: path("png") });
  const webp = await t.app.inject({ url: path("webp") });
  return { png, webp };
}

describe("WebP previews", () => {
  it("card image.webp: image/webp at the asked width, lighter than the PNG, cached like it", async () => {
    const { png, webp } = await both((ext) => `/api/cards/${card.id}/image.${ext}?width=720`);
    expect(png.statusCode).toBe(200);
    expect(webp.statusCode).toBe(200);
    expect(webp.headers["content-type"]).toBe("image/webp");
    expect(webpWidth(webp.rawPayload)).toBe(720);
    expect(webp.rawPayload.length).toBeLessThan(png.rawPayload.length / 2);
    expect(webp.headers["cache-control"]).toBe(png.headers["cache-control"]);
    expect(webp.headers["content-disposition"]).toMatch(/^inline; filename="card-wedding-[A-Za-z0-9_-]{8}\.webp"/);
    expect(webp.headers.etag).not.toBe(png.headers.etag);
    // The versioned URL (?v= from the card answer) is immutable for WebP too.
    const v = new URL(card.imageUrl, "http://x").searchParams.get("v");
    const versioned = await t.app.inject({ url: `/api/cards/${card.id}/image.webp?width=720&v=${v}` });
    expect(versioned.headers["cache-control"]).toContain("immutable");
  });

  it("certificate image.webp and template thumbnail.webp answer image/webp", async () => {
    const cert = await both((ext) => `/api/certificates/${certificate.id}/image.${ext}?width=640`);
    expect(cert.webp.statusCode).toBe(200);
    expect(cert.webp.headers["content-type"]).toBe("image/webp");
    expect(webpWidth(cert.webp.rawPayload)).toBe(640);
    expect(cert.webp.headers["cache-control"]).toBe(cert.png.headers["cache-control"]);
    expect(cert.webp.headers["cache-control"]).toContain("private");
    const thumb = await both((ext) => `/api/templates/${cardTemplate}/thumbnail.${ext}?width=320`);
    expect(thumb.webp.statusCode).toBe(200);
    expect(thumb.webp.headers["content-type"]).toBe("image/webp");
    expect(webpWidth(thumb.webp.rawPayload)).toBe(320);
  });

  it("refuses what the PNG refuses: unknown items, unpublished templates, absurd widths", async () => {
    for (const path of [
      (ext: string) => `/api/cards/AAAAAAAAAAAAAAAAAAAAAA/image.${ext}`,
      (ext: string) => `/api/certificates/AAAAAAAAAAAAAAAAAAAAAA/image.${ext}`,
      (ext: string) => `/api/templates/${hiddenTemplate}/thumbnail.${ext}`,
    ]) {
      const { png, webp } = await both(path);
      expect(png.statusCode).toBe(404);
      expect(webp.statusCode).toBe(404);
      expect(webp.headers["content-type"]).toContain("application/json");
    }
    const { png, webp } = await both((ext) => `/api/cards/${card.id}/image.${ext}?width=99999`);
    expect([png.statusCode, webp.statusCode]).toEqual([400, 400]);
  });
});
