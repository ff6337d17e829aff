// Issue 14 §6: a truncated or boundary-less multipart body to any upload or bulk route answers 400
// with the usual error shape and logs nothing at error level.
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { createTestDb, testConfig } from "../test/app.ts";
import { seed } from "../seeds/seed.ts";
import { adminCookie } from "../test/factories.ts";
import type { DbHandle } from "../db/index.ts";
import type { FastifyInstance } from "fastify";

const logged: { level: number; msg: string }[] = [];
let app: FastifyInstance;
let handle: DbHandle;
let cookie: string;

beforeAll(async () => {
  const config = testConfig();
  handle = await createTestDb();
  await seed(handle.db, config, { templates: false });
  const sink = new Writable({ write(chunk, _enc, done) { logged.push(JSON.parse(String(chunk))); done(); } });
  app = await buildApp({ config, db: handle, prepareDb: false, logger: pino({ level: "debug" }, sink) });
  await app.ready();
  cookie = await adminCookie(handle.db);
});
afterAll(async () => {
  await app.close();
  await handle.destroy();
});

const part = (name: string, extra = "") => `--x\r\nContent-Disposition: form-data; name="${name}"${extra}\r\nContent-Type: image/png\r\n\r\n`;
const BROKEN: Record<string, { contentType: string; body: string }> = {
  "no boundary parameter": { contentType: "multipart/form-data", body: `${part("file", '; filename="a.png"')}abc\r\n--x--\r\n` },
  "truncated file part": { contentType: "multipart/form-data; boundary=x", body: `${part("file", '; filename="a.png"')}\x89PNG\r\n` },
  "truncated part header": { contentType: "multipart/form-data; boundary=x", body: "--x\r\nContent-Disposition: form-da" },
  "truncated field": { contentType: "multipart/form-data; boundary=x", body: `${part("templateId")}abc` },
  "no parts at all": { contentType: "multipart/form-data; boundary=x", body: "hello world" },
  "wrong boundary": { contentType: "multipart/form-data; boundary=y", body: `${part("file", '; filename="a.png"')}abc\r\n--x--\r\n` },
};
const ROUTES = ["/api/uploads", "/api/admin/uploads", "/api/admin/certificates/bulk", "/api/admin/certificates/bulk/preview"];

describe("malformed multipart bodies", () => {
  for (const url of ROUTES) {
    for (const [name, c] of Object.entries(BROKEN)) {
      it(`${url}: ${name} → 400`, async () => {
        const res = await app.inject({ method: "POST", url, payload: c.body, remoteAddress: "10.6.0.1", headers: { "content-type": c.contentType, cookie, "accept-language": "en" } });
        expect(res.statusCode, res.body).toBe(400);
        const body = res.json();
        expect(typeof body.message).toBe("string");
        expect(body.message).not.toMatch(/multipart data|Boundary not found|busboy/i);
      });
    }
  }

  it("logged nothing at error level", () => {
    expect(logged.length).toBeGreaterThan(0);
    expect(logged.filter((l) => l.level >= 50)).toEqual([]);
  });

  it("still accepts a well-formed upload", async () => {
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");
    const body = Buffer.concat([Buffer.from(part("file", '; filename="a.png"'), "latin1"), png, Buffer.from("\r\n--x--\r\n")]);
    const res = await app.inject({ method: "POST", url: "/api/uploads", payload: body, remoteAddress: "10.6.0.2", headers: { "content-type": "multipart/form-data; boundary=x" } });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe("database data exceptions", () => {
  it("a PostgreSQL class-22 error (e.g. a NUL character in text) is the client's 400, other errors stay 500", async () => {
    const { isPgDataException } = await import("./error-handler.ts");
    expect(isPgDataException({ code: "22021", severity: "ERROR", message: 'invalid byte sequence for encoding "UTF8": 0x00' })).toBe(true);
    expect(isPgDataException({ code: "22P02", severity: "ERROR" })).toBe(true);
    expect(isPgDataException({ code: "23505", severity: "ERROR" })).toBe(false);
    expect(isPgDataException({ code: "22021" })).toBe(false);
    expect(isPgDataException(new Error("x"))).toBe(false);
  });
});
