// The headers computed once at start must be what @fastify/helmet sent per request with the options
// the app used before (CSP without nonces on non-HTML answers; pages add their own nonces).
import Fastify from "fastify";
import helmet from "@fastify/helmet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./csp.ts";
import { securityHeaders } from "./security-headers.ts";
import { buildTestApp, type TestApp } from "../test/app.ts";

async function helmetHeaders(publicUrl: string): Promise<Record<string, string>> {
  const app = Fastify();
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy({ publicUrl }) },
    hsts: publicUrl.startsWith("https:") ? { maxAge: 180 * 24 * 3600 } : false,
    crossOriginEmbedderPolicy: false,
  });
  app.get("/", async () => ({ ok: true }));
  const res = await app.inject({ method: "GET", url: "/" });
  await app.close();
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(res.headers)) if (!["content-type", "content-length", "connection", "date"].includes(k)) out[k] = String(v);
  return out;
}

describe("securityHeaders", () => {
  it.each(["http://localhost:3000", "https://bitaqa.example"])("equal helmet's for %s", async (publicUrl) => {
    expect(securityHeaders({ publicUrl })).toEqual(await helmetHeaders(publicUrl));
  });
});

describe("answers", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("JSON answers and errors carry the static headers, without nonces", async () => {
    const expected = securityHeaders(t.config);
    for (const url of ["/healthz", "/api/display-settings", "/api/nothing-here"]) {
      const res = await t.app.inject({ method: "GET", url });
      for (const [name, value] of Object.entries(expected)) expect(res.headers[name], `${url} ${name}`).toBe(value);
      expect(String(res.headers["content-security-policy"])).not.toContain("nonce-");
    }
  });

  it("a refused cross-site call carries them too", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/logout", headers: { origin: "https://evil.example" } });
    expect(res.statusCode).toBe(403);
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });
});
