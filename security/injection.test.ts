// Injection corpus through every input of every route (path parameters, query strings, JSON bodies,
// hostile bodies, headers, cookies): never a 5xx, never an unescaped reflection in HTML, and stored
// hostile values come out escaped in pages, og meta, file names and CSV.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { ACCESS_RULES, type AccessRule } from "./access-rules.ts";
import { buildFixtures, type Actor, type Fixtures } from "./fixtures.ts";
import { routeTable } from "../server/test/route-table.ts";
import { INVALID_UTF8, MARK, PROTO_BODIES, RAW_MARKERS, STRING_PAYLOADS, deeplyNestedJson, withPayload } from "./corpus.ts";

let f: Fixtures;
let webDir: string;
beforeAll(async () => {
  // A web directory holding the app's index.html, so non-API pages are rendered with their meta.
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "bitaqa-sec-web-"));
  fs.copyFileSync(path.resolve("web/index.html"), path.join(webDir, "index.html"));
  f = await buildFixtures({ webDir });
});
afterAll(async () => {
  await f.t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const failures: string[] = [];
/** Every answer: no 5xx; HTML never carries a raw marker; nothing answers as SVG. */
function inspect(label: string, res: LightMyRequestResponse) {
  if (res.statusCode >= 500) failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 120)}`);
  const type = String(res.headers["content-type"] ?? "");
  if (type.includes("svg")) failures.push(`${label} → answered ${type}`);
  if (type.startsWith("text/html")) for (const m of RAW_MARKERS) if (res.body.includes(m)) failures.push(`${label} → HTML reflects ${m}`);
  for (const name of Object.keys(res.headers)) if (name.toLowerCase() === "x-injected") failures.push(`${label} → header injected`);
}
function expectNoFailures() {
  const list = failures.splice(0);
  expect(list.slice(0, 20), `${list.length} failures`).toEqual([]);
}

/** encodeURIComponent, and a lone surrogate sent as the invalid UTF-8 it would be. */
const enc = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, "")) + "%ED%A0%80";
  }
};
const routes = () => routeTable(f.t.app).map((r) => ({ ...r, key: `${r.method} ${r.url}`, rule: ACCESS_RULES[`${r.method} ${r.url}`] as AccessRule | undefined }));
const hasBody = (method: string) => method === "POST" || method === "PUT" || method === "PATCH";
async function send(actor: Actor, method: string, url: string, rule: AccessRule | undefined, extra: { payload?: string | Buffer | object; headers?: Record<string, string> } = {}) {
  return f.request(actor, { method: method as "GET", url, ...(extra.payload !== undefined ? { payload: extra.payload } : {}), headers: extra.headers ?? {} }, rule?.freshSession);
}
async function validUrl(rule: AccessRule | undefined, pattern: string) {
  return rule?.path ? await rule.path(f) : pattern;
}

describe("injection corpus", () => {
  it("path parameters", async () => {
    for (const r of routes().filter((x) => x.url.includes("/:"))) {
      for (const payload of STRING_PAYLOADS) {
        const url = r.url.replace(/:\w+/g, enc(payload));
        for (const actor of ["visitor", "admin"] as const) {
          const body = hasBody(r.method) && r.rule?.body ? await r.rule.body(f) : undefined;
          inspect(`${actor} ${r.method} ${url.slice(0, 80)}`, await send(actor, r.method, url, r.rule, { payload: body as object }));
        }
      }
    }
    expectNoFailures();
  });

  it("query strings", async () => {
    const names = ["q", "width", "page", "pageSize", "redirect", "v", "download", "lang", "type", "status", "search", "kind", "code", "state"];
    for (const r of routes().filter((x) => x.method === "GET")) {
      const base = await validUrl(r.rule, r.url);
      for (const payload of STRING_PAYLOADS) {
        const query = names.map((n) => `${n}=${enc(payload)}`).join("&");
        inspect(`GET ${base} ?${payload.slice(0, 30)}`, await send("admin", "GET", `${base}${base.includes("?") ? "&" : "?"}${query}`, r.rule));
      }
    }
    expectNoFailures();
  });

  it("JSON bodies (every string of a valid body replaced)", async () => {
    for (const r of routes().filter((x) => hasBody(x.method) && !x.rule?.multipart)) {
      for (const payload of STRING_PAYLOADS) {
        const valid = r.rule?.body ? await r.rule.body(f) : { name: "x", value: "x", values: { name: "x" } };
        for (const actor of ["visitor", "user", "admin"] as const) {
          const url = await validUrl(r.rule, r.url);
          inspect(`${actor} ${r.method} ${url} body ${payload.slice(0, 30)}`, await send(actor, r.method, url, r.rule, { payload: withPayload(valid, payload) as object }));
        }
      }
    }
    expectNoFailures();
  });

  it("hostile bodies: deep nesting, oversized, invalid UTF-8, prototype keys, wrong types and media types", async () => {
    const json = { "content-type": "application/json" };
    const bodies: [string, string | Buffer, Record<string, string>][] = [
      ["nested 5,000", deeplyNestedJson(5_000), json],
      ["nested 200,000", deeplyNestedJson(200_000), json],
      ["oversized 1.5 MB", JSON.stringify({ name: "x".repeat(1_500_000) }), json],
      ...INVALID_UTF8.map((b, i): [string, Buffer, Record<string, string>] => [`invalid UTF-8 #${i}`, Buffer.concat([Buffer.from('{"name":"'), b, Buffer.from('"}')]), json]),
      ...PROTO_BODIES.map((b, i): [string, string, Record<string, string>] => [`prototype keys #${i}`, b, json]),
      ...["null", "[]", '"x"', "1e309", "true", "{", "", "{\"a\":1,}"].map((b): [string, string, Record<string, string>] => [`JSON ${b || "(empty)"}`, b, json]),
      ["text/plain", "hello", { "content-type": "text/plain" }],
      ["xml", `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>`, { "content-type": "application/xml" }],
      ["form", `name=${enc(STRING_PAYLOADS[0])}`, { "content-type": "application/x-www-form-urlencoded" }],
      ["multipart without boundary", "--x\r\n\r\n", { "content-type": "multipart/form-data" }],
      ["multipart truncated", '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n\x89PNG', { "content-type": "multipart/form-data; boundary=x" }],
    ];
    for (const r of routes().filter((x) => hasBody(x.method))) {
      const url = await validUrl(r.rule, r.url);
      for (const [label, payload, headers] of bodies) {
        for (const actor of ["visitor", "admin"] as const) inspect(`${actor} ${r.method} ${url} ${label}`, await send(actor, r.method, url, r.rule, { payload, headers }));
      }
    }
    expectNoFailures();
    // Prototype keys changed nothing: no object gained properties, nobody became an admin.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect((await f.request("user", { url: "/api/user" })).json().role).toBe("user");
  });

  it("headers and cookies", async () => {
    // eslint-disable-next-line no-control-regex
    const headerSafe = STRING_PAYLOADS.filter((p) => !/[\u0000-\u001f\u007f-\uffff]/.test(p)).map((p) => p.slice(0, 4000));
    const targets = routes().filter((x) => x.method === "GET").slice(0, 40);
    for (const r of targets) {
      const url = await validUrl(r.rule, r.url);
      for (const payload of headerSafe) {
        const headers = {
          "accept-language": payload, cookie: `sid=${encodeURIComponent(payload)}; locale=${encodeURIComponent(payload)}`, "if-none-match": payload,
          authorization: `Bearer ${payload}`, "x-forwarded-for": payload, "x-forwarded-host": payload, referer: payload, "user-agent": payload,
        };
        inspect(`GET ${url} headers ${payload.slice(0, 30)}`, await f.t.app.inject({ method: "GET", url, headers }));
      }
    }
    expectNoFailures();
  });
});

describe("stored hostile values come out escaped", () => {
  it("in the pages of cards and certificates, their og meta, and the site's own meta", async () => {
    const xss = STRING_PAYLOADS.slice(0, 7);
    const admin = (method: "PUT", url: string, payload: object) => f.request("admin", { method, url, payload });
    // Site-wide: SEO and site name set by an admin to hostile text.
    const seo = await admin("PUT", "/api/admin/seo/global", { title: xss[0], description: xss[1], keywords: [xss[3], xss[6]], structuredData: { name: xss[4] }, canonicalUrl: `https://x.example/${xss[1]}`, ogImage: `https://x.example/${xss[2]}` });
    expect(seo.statusCode, seo.body).toBe(200);
    const general = (await f.request("admin", { url: "/api/admin/settings/general" })).json();
    const put = await admin("PUT", "/api/admin/settings/general", { ...general, siteName: { ar: xss[4], en: xss[2], fr: xss[1] } });
    expect(put.statusCode, put.body).toBe(200);
    const pages = ["/", "/cards", "/auth?redirect=" + encodeURIComponent(xss[5])];
    for (const payload of xss) {
      const card = await f.request("user", { method: "POST", url: "/api/cards", payload: { templateId: f.ids.cardTemplate, values: { name: payload, message: payload } } });
      expect(card.statusCode, card.body).toBe(201);
      const cardId = card.json().id;
      expect((await admin("PUT", `/api/admin/seo/card/${cardId}`, { title: payload, description: payload })).statusCode).toBe(200);
      const cert = await f.request("user", { method: "POST", url: "/api/certificates", payload: { templateId: f.ids.certificateTemplate, values: { name: payload }, recipientName: payload } });
      pages.push(`/view/${cardId}`, card.json().previewUrl);
      if (cert.statusCode === 201) pages.push(`/certificate/${cert.json().id}`, `/certificates/verify/${cert.json().code}`);
    }
    for (const url of pages) {
      for (const lang of ["ar", "en", "fr"]) {
        const res = await f.t.app.inject({ url, headers: { cookie: `locale=${lang}` } });
        expect(res.statusCode, url).toBeLessThan(500);
        expect(String(res.headers["content-type"])).toContain("text/html");
        for (const m of RAW_MARKERS) expect(res.body.includes(m), `${url} (${lang}) contains ${m}`).toBe(false);
        // every meta tag stays one tag: no attribute value breaks out of its quotes
        for (const tag of res.body.match(/<meta [^>]*>/g) ?? []) expect(tag, url).toMatch(/^<meta( [\w:-]+="[^"<>]*")+ ?\/?>$/);
        expect(res.body).toContain(MARK); // the values are there, escaped
      }
    }
  });

  it("in download file names (Content-Disposition) of cards", async () => {
    const template = await f.request("admin", { url: `/api/admin/templates/${f.ids.cardTemplate}` });
    expect(template.statusCode).toBe(200);
    await f.t.db.updateTable("templates").set({ title: JSON.stringify({ ar: `x"\r\nX-Injected: 1; filename="evil.html`, en: "x", fr: "x" }) }).where("id", "=", f.ids.cardTemplate).execute();
    const card = await f.card();
    for (const url of [`/api/cards/${card}/image.png?width=160&download=1`, `/api/cards/${card}/document.pdf`]) {
      const res = await f.t.app.inject({ url });
      expect(res.statusCode).toBe(200);
      const disposition = String(res.headers["content-disposition"]);
      expect(disposition).not.toMatch(/[\r\n]/);
      expect(res.headers["x-injected"]).toBeUndefined();
      expect(disposition).toMatch(/^(attachment|inline); filename="[A-Za-z0-9._-]+"(; filename\*=UTF-8''[A-Za-z0-9%._~!$&+,;=:@-]+)?$/);
    }
  });
});
