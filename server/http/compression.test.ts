// Text answers are compressed for clients that accept it (same bytes once decoded); hashed assets
// are sent from the .br/.gz files the build writes; answers to clients that send no
// Accept-Encoding are unchanged.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { precompress } from "../../scripts/precompress.mjs";

let t: TestApp;
let dir: string;
const bigScript = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i}`))};\n`;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bitaqa-compress-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), `<!doctype html><html lang="en"><head><title>x</title></head><body><div id="root"></div>${"<!-- padding -->".repeat(100)}</body></html>`);
  fs.writeFileSync(path.join(dir, "assets", "app-1.js"), bigScript);
  precompress(dir);
  t = await buildTestApp({ webDir: dir }, (app) => {
    app.get("/api/test-big", async () => ({ items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `بطاقة ${i}` })) }));
  });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("compression", () => {
  it("compresses a JSON answer over 1 KB with brotli or gzip, decoding to the same body", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/api/test-big" });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const br = await t.app.inject({ method: "GET", url: "/api/test-big", headers: { "accept-encoding": "br, gzip" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const gz = await t.app.inject({ method: "GET", url: "/api/test-big", headers: { "accept-encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it("leaves small answers alone", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz", headers: { "accept-encoding": "br" } });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toEqual({ ok: true });
  });

  it("compresses rendered pages", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/" });
    const br = await t.app.inject({ method: "GET", url: "/", headers: { "accept-encoding": "br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    // Each page has its own CSP nonce: compare with the nonce taken out.
    const strip = (html: string) => html.replace(/(content|nonce)="[0-9a-f]{32}"/g, "");
    expect(strip(brotliDecompressSync(br.rawPayload).toString())).toBe(strip(plain.body));
  });

  it("sends hashed assets precompressed, immutable", async () => {
    const res = await t.app.inject({ method: "GET", url: "/assets/app-1.js", headers: { "accept-encoding": "br, gzip" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(res.rawPayload.equals(fs.readFileSync(path.join(dir, "assets", "app-1.js.br")))).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(bigScript);
    const plain = await t.app.inject({ method: "GET", url: "/assets/app-1.js" });
    expect(plain.body).toBe(bigScript);
    expect(plain.headers["content-encoding"]).toBeUndefined();
  });
});
