// POST /api/uploads (public, rate-limited), POST /api/admin/uploads, GET /api/uploads/{id}.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { adminCookie } from "../../../test/factories.ts";
import { JPEG_HEAD, PNG_1PX, SVG, multipartBody } from "../admin/test-helpers.ts";
import { sniffImage } from "../../../storage/images.ts";
import { LIMITS } from "../../../../shared/limits.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ rateLimits: { ...testLimits(), uploads: { max: 3, windowMs: 60_000 } } as never });
});
afterAll(() => t.close());

function testLimits() {
  const big = { max: 1000, windowMs: 60_000 };
  return { loginPerIp: big, loginFailuresPerUsername: big, register: big, clientErrors: big };
}

const upload = (bytes: Buffer, opts: { url?: string; cookie?: string; ip?: string; type?: string } = {}) => {
  const { body, contentType } = multipartBody("file", "x.png", bytes, opts.type);
  return t.app.inject({
    method: "POST", url: opts.url ?? "/api/uploads", payload: body, remoteAddress: opts.ip ?? "10.1.0.1",
    headers: { "content-type": contentType, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
  });
};

describe("image sniffing", () => {
  it("recognises PNG, JPEG and WebP by their bytes only", () => {
    expect(sniffImage(PNG_1PX)).toBe("image/png");
    expect(sniffImage(JPEG_HEAD)).toBe("image/jpeg");
    expect(sniffImage(Buffer.from("RIFF\x10\x00\x00\x00WEBPVP8 ", "latin1"))).toBe("image/webp");
    expect(sniffImage(SVG)).toBeUndefined();
    expect(sniffImage(Buffer.from("GIF89a"))).toBeUndefined();
  });
});

describe("POST /api/uploads", () => {
  it("stores a PNG and serves it back with its type, nosniff and an immutable cache", async () => {
    const res = await upload(PNG_1PX, { ip: "10.1.0.2" });
    expect(res.statusCode).toBe(201);
    const { url, id, contentType } = res.json();
    expect(url).toMatch(/^\/api\/uploads\/[A-Za-z0-9_-]{16,128}$/);
    expect(url).toBe(`/api/uploads/${id}`);
    expect(contentType).toBe("image/png");
    const got = await t.app.inject({ method: "GET", url });
    expect(got.statusCode).toBe(200);
    expect(got.headers["content-type"]).toBe("image/png");
    expect(got.headers["x-content-type-options"]).toBe("nosniff");
    expect(got.headers["cache-control"]).toContain("immutable");
    expect(Buffer.compare(got.rawPayload, PNG_1PX)).toBe(0);
    // Same bytes again: same id, one row.
    const again = await upload(PNG_1PX, { ip: "10.1.0.2" });
    expect(again.json().id).toBe(id);
    const rows = await t.db.selectFrom("blobs").select("id").where("id", "=", id).execute();
    expect(rows).toHaveLength(1);
  });

  it("refuses SVG and non-images whatever the declared type (415)", async () => {
    const svg = await upload(SVG, { ip: "10.1.0.3", type: "image/png" });
    expect(svg.statusCode).toBe(415);
    expect(svg.json().code).toBe("unsupportedImage");
    expect((await upload(Buffer.from("hello"), { ip: "10.1.0.3" })).statusCode).toBe(415);
  });

  it("refuses a non-multipart body (415) and files over 10 MB (413)", async () => {
    const json = await t.app.inject({ method: "POST", url: "/api/uploads", payload: { file: "x" }, remoteAddress: "10.1.0.4" });
    expect(json.statusCode).toBe(415);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(LIMITS.uploadBytesMax + 10)]);
    const res = await upload(big, { ip: "10.1.0.5" });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe("uploadTooLarge");
  });

  it("is rate-limited per IP", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await upload(PNG_1PX, { ip: "10.1.0.9" })).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429]);
    expect((await upload(PNG_1PX, { ip: "10.1.0.10" })).statusCode).toBe(201);
  });
});

describe("GET /api/uploads/{id}", () => {
  it("answers 404 for unknown or malformed ids", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/uploads/AAAAAAAAAAAAAAAAAAAAAAAA" })).statusCode).toBe(404);
    expect((await t.app.inject({ method: "GET", url: "/api/uploads/..%2F..%2Fetc" })).statusCode).toBe(404);
  });
});

describe("POST /api/admin/uploads", () => {
  it("stores images for admins with the same checks", async () => {
    const cookie = await adminCookie(t.db);
    const ok = await upload(JPEG_HEAD, { url: "/api/admin/uploads", cookie });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().contentType).toBe("image/jpeg");
    expect((await t.app.inject({ method: "GET", url: ok.json().url })).headers["content-type"]).toBe("image/jpeg");
    expect((await upload(SVG, { url: "/api/admin/uploads", cookie })).statusCode).toBe(415);
  });
});
