// The CSRF guard on a bare app: every refused cross-site write is checked by the handler it did not
// reach (a counter), every allowed one by the handler it did. The app's own routes are covered by
// http.test.ts and routed-path.test.ts; here each test builds its own small app so that Stryker
// attributes the guard's code to it (docs/testing.md, "Mutation testing on the guards").
import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { guardApp } from "../test/guard-app.ts";
import { registerCsrfGuard } from "./csrf.ts";

const PUBLIC_URL = "http://localhost:3000"; // testConfig()'s PUBLIC_URL
const EVIL = "https://evil.example";

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** An API route for each method and a non-API form route; each handler counts its runs. */
async function guarded() {
  const runs: string[] = [];
  app = await guardApp((a) => {
    registerCsrfGuard(a);
    for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"] as const) {
      a.route({ method, url: "/api/things", handler: async () => (runs.push(`${method} /api/things`), { ok: true }) });
    }
    a.post("/form", async () => (runs.push("POST /form"), { ok: true }));
  });
  return { app, runs };
}

const post = (a: FastifyInstance, headers: Record<string, string>, url = "/api/things", method: "POST" | "PUT" | "PATCH" | "DELETE" | "GET" = "POST") =>
  a.inject({ method, url, headers, payload: method === "GET" ? undefined : { x: 1 } });

describe("CSRF guard refuses, and the handler never runs", () => {
  it.each([
    ["a cross-site Origin", { origin: EVIL }],
    ["a cross-site Referer without Origin", { referer: `${EVIL}/page` }],
    ["a cross-site Origin with a same-site Referer (Origin decides)", { origin: EVIL, referer: `${PUBLIC_URL}/page` }],
    ["Origin null", { origin: "null" }],
    ["an Origin that is no URL", { origin: "not a url" }],
    ["this host on another scheme", { origin: "https://localhost:3000" }],
    ["this host on another port", { origin: "http://localhost:3001" }],
    ["a host other than the request's own", { host: "bitaqa.test", origin: "http://other.test" }],
  ])("%s → 403 csrf", async (_label, headers) => {
    const { app, runs } = await guarded();
    const res = await post(app, headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("csrf");
    expect(runs).toEqual([]);
  });

  it.each(["PUT", "PATCH", "DELETE"] as const)("%s from another site → 403 csrf", async (method) => {
    const { app, runs } = await guarded();
    const res = await post(app, { origin: EVIL }, "/api/things", method);
    expect(res.statusCode).toBe(403);
    expect(runs).toEqual([]);
  });
});

describe("CSRF guard lets through, and the handler runs once", () => {
  it.each([
    ["PUBLIC_URL's origin", { origin: PUBLIC_URL }],
    ["PUBLIC_URL's origin with a cross-site Referer (Origin decides)", { origin: PUBLIC_URL, referer: `${EVIL}/page` }],
    ["a Referer on PUBLIC_URL (its path dropped)", { referer: `${PUBLIC_URL}/user/preferences?tab=1` }],
    ["the request's own host, which differs from PUBLIC_URL", { host: "bitaqa.test", origin: "http://bitaqa.test" }],
    ["a Referer on the request's own host", { host: "bitaqa.test:8080", referer: "http://bitaqa.test:8080/x" }],
    ["neither Origin nor Referer (curl, server to server)", {}],
  ])("%s", async (_label, headers) => {
    const { app, runs } = await guarded();
    const res = await post(app, headers);
    expect(res.statusCode).toBe(200);
    expect(runs).toEqual(["POST /api/things"]);
  });

  it("a cross-site GET (a safe method) reaches the route", async () => {
    const { app, runs } = await guarded();
    const res = await post(app, { origin: EVIL }, "/api/things", "GET");
    expect(res.statusCode).toBe(200);
    expect(runs).toEqual(["GET /api/things"]);
  });

  it("a cross-site POST to a route outside /api (the guard covers API routes) reaches it", async () => {
    const { app, runs } = await guarded();
    const res = await post(app, { origin: EVIL }, "/form");
    expect(res.statusCode).toBe(200);
    expect(runs).toEqual(["POST /form"]);
  });
});

describe("an opaque origin (file:, a sandboxed frame) never passes", () => {
  // new URL("file:///…").origin is the string "null". Were PUBLIC_URL itself opaque (a mistaken
  // setting; loadConfig only checks that it parses), "null" would be in the allowed set: the guard
  // refuses an opaque origin before it looks there.
  it.each([
    ["Origin", { origin: "file:///home/me/attack.html" }],
    ["Referer", { referer: "file:///home/me/attack.html" }],
  ])("a file: %s is refused even when PUBLIC_URL's origin is opaque too", async (_label, headers) => {
    const runs: string[] = [];
    app = await guardApp(
      (a) => {
        registerCsrfGuard(a);
        a.post("/api/things", async () => (runs.push("POST"), { ok: true }));
      },
      { config: { publicUrl: "file:///srv/bitaqa" } },
    );
    const res = await app.inject({ method: "POST", url: "/api/things", headers, payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("csrf");
    expect(runs).toEqual([]);
  });
});
