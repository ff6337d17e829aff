// Every OpenID4VCI route is in the OpenAPI document (and every documented one is served).
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import oid4vciRoutes from "./routes.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

describe("OpenID4VCI in /api/openapi.json", () => {
  it("documents each route of server/oid4vci", async () => {
    const bare = Fastify();
    bare.decorate("config", t.config);
    const routes: string[] = [];
    bare.addHook("onRoute", (route) => {
      // HEAD and the CORS preflight (OPTIONS) are HTTP plumbing, not operations.
      for (const m of [route.method].flat().filter((m) => m !== "HEAD" && m !== "OPTIONS")) routes.push(`${m} ${route.url.replace(/:([A-Za-z]+)/g, "{$1}")}`);
    });
    await bare.register(oid4vciRoutes);
    await bare.ready();
    await bare.close();
    const doc = (await t.app.inject({ url: "/api/openapi.json" })).json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const documented = Object.entries(doc.paths).flatMap(([p, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${p}`));
    expect(routes.length).toBe(7);
    for (const route of routes) expect(documented, route).toContain(route);
    for (const [p, item] of Object.entries(doc.paths)) {
      for (const [m, op] of Object.entries(item)) {
        if (!op.tags?.includes("OpenID4VCI")) continue;
        expect(routes, `${m} ${p}`).toContain(`${m.toUpperCase()} ${p}`);
        expect(t.app.hasRoute({ method: m.toUpperCase() as "GET", url: p.replace(/\{([A-Za-z]+)\}/g, ":$1") })).toBe(true);
      }
    }
  });
});
