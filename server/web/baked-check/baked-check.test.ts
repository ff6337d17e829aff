// Issue 33 §5: the PNG download is a baked badge (OB 3.0 §5.3) with the unbaked image's pixels, and
// the verify-by-upload page checks one: round trip, a tampered credential, a PNG without the chunk,
// a file that is not a PNG, an oversized upload. The chunk is read with png-chunks-extract and the
// pixels with pngjs — not our code.
import { PNG } from "pngjs";
import extractChunks from "png-chunks-extract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { adminCookie } from "../../test/factories.ts";
import { buildCertificateTemplate } from "../../routes/api/certificates/test-template.ts";
import { bakePng } from "../../credentials/baked-png.ts";
import { MAX_BAKED_PNG_BYTES } from "./baked-check-route.ts";

let t: TestApp;
let cookie: string;
let cert: { id: string; code: string };
let baked: Buffer;
let plain: Buffer;

function multipartBody(bytes: Buffer, filename = "certificate.png") {
  const boundary = "----bitaqa-test-boundary";
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`);
  return { payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

async function upload(bytes: Buffer, locale = "en") {
  const body = multipartBody(bytes);
  return t.app.inject({ method: "POST", url: "/certificates/check-image", payload: body.payload, headers: { ...body.headers, "accept-language": locale } });
}

/** The text of the one iTXt `openbadgecredential` chunk, read with png-chunks-extract. */
function bakedText(png: Buffer): string[] {
  return extractChunks(new Uint8Array(png))
    .filter((c) => c.name === "iTXt")
    .map((c) => Buffer.from(c.data))
    .filter((d) => d.toString("latin1", 0, d.indexOf(0)) === "openbadgecredential")
    .map((d) => {
      // keyword NUL, compression flag, method, language NUL, translated keyword NUL, text
      expect(d[d.indexOf(0) + 1]).toBe(0); // uncompressed, as the spec asks
      const lang = d.indexOf(0, d.indexOf(0) + 3);
      return d.toString("utf8", d.indexOf(0, lang + 1) + 1);
    });
}

const outcome = (html: string) => /data-outcome="([a-z]+)"/.exec(html)?.[1];

beforeAll(async () => {
  t = await buildTestApp();
  cookie = await adminCookie(t.db);
  const templateId = (await buildCertificateTemplate(t.db)).id;
  const res = await t.app.inject({ method: "POST", url: "/api/certificates", headers: { cookie }, payload: { templateId, values: { recipientName: "سارة أحمد", course: "تصميم تجربة المستخدم" } } });
  expect(res.statusCode).toBe(201);
  cert = res.json();
  const download = await t.app.inject({ url: `/api/certificates/${cert.id}/image.png?download=1` });
  expect(download.statusCode).toBe(200);
  baked = download.rawPayload;
  plain = (await t.app.inject({ url: `/api/certificates/${cert.id}/image.png` })).rawPayload;
}, 60_000);
afterAll(async () => t?.close());

describe("the baked PNG download", () => {
  it("carries the signed credential, compact, in one uncompressed iTXt chunk", async () => {
    const credential = (await t.app.inject({ url: `/api/certificates/${cert.id}/credential.json` })).json();
    const texts = bakedText(baked);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toBe(JSON.stringify(credential));
    expect(bakedText(plain)).toEqual([]); // the picture wallets and pages show stays as it was
  });

  it("has exactly the unbaked PNG's pixels", () => {
    const a = PNG.sync.read(baked);
    const b = PNG.sync.read(plain);
    expect([a.width, a.height]).toEqual([b.width, b.height]);
    expect(a.width * a.height).toBeGreaterThan(100_000);
    expect(Buffer.compare(a.data, b.data)).toBe(0); // every RGBA byte
  });

  it("is cached like the image: an ETag of its own, a revalidation answers 304", async () => {
    const first = await t.app.inject({ url: `/api/certificates/${cert.id}/image.png?download=1` });
    const etag = String(first.headers.etag);
    expect(etag).not.toBe(String((await t.app.inject({ url: `/api/certificates/${cert.id}/image.png` })).headers.etag));
    const again = await t.app.inject({ url: `/api/certificates/${cert.id}/image.png?download=1`, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
  });

  it("rebaking replaces the chunk rather than adding a second", () => {
    expect(bakedText(bakePng(baked, '{"a":1}'))).toEqual(['{"a":1}']);
  });
});

describe("POST /certificates/check-image", () => {
  it("verifies the downloaded PNG (round trip), in the visitor's language", async () => {
    const res = await upload(baked);
    expect(res.statusCode).toBe(200);
    expect(outcome(res.body)).toBe("valid");
    expect(res.body).toContain("سارة أحمد");
    expect(res.body).toContain(`/certificates/verify/${cert.code}`);
    const ar = await upload(baked, "ar");
    expect(ar.body).toContain('dir="rtl"');
    expect(ar.body).toContain("شهادة صالحة");
  });

  it("refuses a PNG whose baked credential was changed (signature), and says so", async () => {
    const credential = JSON.parse(bakedText(baked)[0]!);
    credential.credentialSubject.name = "Someone Else";
    const res = await upload(bakePng(plain, JSON.stringify(credential)));
    expect(res.statusCode).toBe(200); // a result: not verified
    expect(outcome(res.body)).toBe("refused");
    expect(res.body).toContain("The signature does not match");
    expect(res.body).not.toContain("Someone Else");
  });

  it("a PNG with the chunk removed gets a clear message", async () => {
    // The unbaked PNG is the baked one without its chunk: same chunks otherwise (png-chunks-extract).
    const names = (png: Buffer) => extractChunks(new Uint8Array(png)).map((c) => c.name);
    expect(names(baked).filter((n) => n !== "iTXt")).toEqual(names(plain));
    const res = await upload(plain, "fr");
    expect(res.statusCode).toBe(200); // a result: not verified
    expect(res.body).toContain("Ce PNG ne contient aucune attestation de certificat");
  });

  it("a file that is not a PNG gets a clear message", async () => {
    const res = await upload(Buffer.from('{"@context":[]}'));
    expect(res.statusCode).toBe(200); // a result: not verified
    expect(res.body).toContain("This file is not a PNG image");
  });

  it("an oversized upload is 413 and nothing is stored", async () => {
    const countRows = async () => ({
      certificates: (await t.db.selectFrom("certificates").select(({ fn }) => fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n,
      events: (await t.db.selectFrom("webhook_events").select(({ fn }) => fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n,
    });
    const before = await countRows();
    const huge = Buffer.concat([baked, Buffer.alloc(MAX_BAKED_PNG_BYTES + 1 - baked.length)]);
    const res = await upload(huge);
    expect(res.statusCode).toBe(413);
    expect(res.body).toContain("larger than 10 MB");
    expect(await countRows()).toEqual(before);
  });

  it("shows a revoked certificate as revoked", async () => {
    const revoked = await t.app.inject({ method: "POST", url: `/api/admin/certificates/${cert.id}/revoke`, headers: { cookie }, payload: { reason: "خطأ في البيانات" } });
    expect(revoked.statusCode).toBeLessThan(300);
    const res = await upload(baked);
    expect(outcome(res.body)).toBe("revoked");
  });

  it("GET shows the form, which works without scripts (multipart POST to itself, no script tag)", async () => {
    const res = await t.app.inject({ url: "/certificates/check-image", headers: { "accept-language": "ar" } });
    expect(res.statusCode).toBe(200);
    const form = /<form[^>]*>/.exec(res.body)?.[0] ?? "";
    // HTML attribute names are case-insensitive (React writes encType).
    expect(form).toMatch(/action="\/certificates\/check-image"/);
    expect(form).toMatch(/method="post"/i);
    expect(form).toMatch(/enctype="multipart\/form-data"/i);
    expect(res.body).not.toContain("<script");
    expect(res.headers["content-security-policy"]).toContain("form-action 'self'");
  });
});
