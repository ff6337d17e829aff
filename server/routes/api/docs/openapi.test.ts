// The integration API's OpenAPI document: every route under /api/v1 and /vc-api is described, every
// described path exists, every request example is accepted by the server, and the reference page
// loads its assets from this origin under the app's CSP.
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { adminCookie } from "../../../test/factories.ts";
import { createToken } from "../../vc-api/test-helpers.ts";
import { API_ROUTES } from "../../index.ts";
import { EXAMPLE_TEMPLATE_ID } from "../../../openapi/examples.ts";
import { SEED_TEMPLATES, seedTemplates } from "../../../seeds/templates.ts";

const DOCUMENTED_PREFIXES = ["/api/v1", "/vc-api", "/api/credentials"];
type Operation = { requestBody?: { content: Record<string, { example?: unknown }> }; security?: unknown[]; tags?: string[] };
type Doc = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let doc: Doc;
let token: string;

beforeAll(async () => {
  t = await buildTestApp();
  token = (await createToken(t.app, await adminCookie(t.db), ["credentials:issue", "certificates:issue"])).token;
  const res = await t.app.inject({ method: "GET", url: "/api/openapi.json" });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => t?.close());

/** The routes the real route plugins register under the documented prefixes (Fastify's own list). */
async function registeredRoutes(): Promise<string[]> {
  const bare = Fastify();
  const routes: string[] = [];
  bare.addHook("onRoute", (route) => {
    // HEAD follows GET; OPTIONS answers browsers' CORS preflights (docs/security.md), not an operation.
    const methods = [route.method].flat().filter((m) => m !== "HEAD" && m !== "OPTIONS");
    for (const method of methods) routes.push(`${method} ${route.url.replace(/:([A-Za-z]+)/g, "{$1}").replace(/(.)\/$/, "$1")}`);
  });
  for (const [prefix, plugin] of API_ROUTES) {
    if (DOCUMENTED_PREFIXES.some((p) => prefix === p || prefix.startsWith(`${p}/`))) await bare.register(plugin, { prefix });
  }
  await bare.ready();
  await bare.close();
  return routes;
}

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document describing every /api/v1 and /vc-api route, and only existing ones", async () => {
    expect(doc.openapi).toBe("3.1.0");
    const documented = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`));
    const registered = await registeredRoutes();
    expect(registered.length).toBeGreaterThanOrEqual(6);
    for (const route of registered) expect(documented, `${route} is missing from the OpenAPI document`).toContain(route);
    for (const route of documented) {
      const [method, url] = route.split(" ");
      expect(t.app.hasRoute({ method: method as "POST", url: url.replace(/\{([A-Za-z]+)\}/g, ":$1") }), `${route} is documented but not served`).toBe(true);
    }
  });

  it("has a request example for every operation, and the server accepts each one", async () => {
    // The example's values are the fields of the seeded "Training Course Completion" certificate.
    await seedTemplates(t.db, SEED_TEMPLATES.filter((s) => s.seedKey === "certificate-training-completion"));
    const template = await t.db.selectFrom("templates").select("id").where("seed_key", "=", "certificate-training-completion").executeTakeFirstOrThrow();
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!/^\/(api\/v1|vc-api)\//.test(path)) continue; // the integration calls; session calls are tested by their own suites
      for (const [method, operation] of Object.entries(item)) {
        if (method === "get") continue; // reads (issue 25's public credential resources) take no body
        // OpenID4VCI calls need a live offer: server/oid4vci/*.test.ts runs them with a real wallet library.
        if (operation.tags?.includes("OpenID4VCI")) continue;
        const example = operation.requestBody?.content["application/json"]?.example as Record<string, unknown> | undefined;
        expect(example, `${method} ${path} has no example`).toBeDefined();
        // The certificate example names a placeholder template: use a real published one.
        const payload = example && example.templateId === EXAMPLE_TEMPLATE_ID ? { ...example, templateId: template.id } : example;
        const res = await t.app.inject({
          method: method.toUpperCase() as "POST",
          url: path,
          headers: operation.security ? { authorization: `Bearer ${token}` } : {},
          payload: payload as object,
        });
        expect(res.statusCode, `${method} ${path}: ${res.body}`).toBeLessThan(300);
      }
    }
  });

  it("declares the bearer token on the calls that need one, and none on verification", () => {
    expect(doc.paths["/vc-api/credentials/issue"].post.security).toEqual([{ apiToken: [] }]);
    expect(doc.paths["/api/v1/certificates"].post.security).toEqual([{ apiToken: [] }]);
    expect(doc.paths["/vc-api/credentials/verify"].post.security).toBeUndefined();
  });
});

describe("GET /api/docs", () => {
  it("serves the Swagger UI page and its assets from this origin, with no inline script", async () => {
    const page = await t.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    const csp = String(page.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/api\/docs\//);
      expect(body.trim()).toBe("");
    }
    for (const url of [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1])) {
      const asset = await t.app.inject({ method: "GET", url });
      expect(asset.statusCode, url).toBe(200);
      expect(asset.body.length, url).toBeGreaterThan(0);
    }
    expect((await t.app.inject({ method: "GET", url: "/api/docs/../../package.json" })).statusCode).not.toBe(200);
    expect((await t.app.inject({ method: "GET", url: "/api/docs/index.html" })).statusCode).toBe(404);
  });
});
