// Security round 4, L10: names with bidi controls (U+202E RIGHT-TO-LEFT OVERRIDE and friends) in the
// server-drawn pages. In page text a user-supplied name sits in a <bdi> (it reorders only itself, and
// "مُنحت إلى {name}" keeps its words in order); in <title>, og/meta tags and every attribute (alt,
// content, aria-label) no bidi control is left. Pages: certificate, verify, card view, embeddable badge.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { signedInUser } from "../test/factories.ts";
import { buildTemplate } from "../test/content-factories.ts";
import { buildCertificateTemplate } from "../routes/api/certificates/test-template.ts";

let t: TestApp;
let dir: string;
let cert: { id: string; code: string };
let cardId: string;

const RLO = "\u202E";
const CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const NAME = `Sara ${RLO}fdp.exe`;
const ISSUER = `Harvard ${RLO}ytisrevinU\u2066`;
const INDEX = `<!doctype html><html lang="en"><head><title>x</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bitaqa-bidi-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), INDEX);
  for (const f of ["index-1.js", "index-1.css", "enhance-Ab1.js"]) fs.writeFileSync(path.join(dir, "assets", f), "");
  t = await buildTestApp({ webDir: dir, ssrEntry: path.resolve("web/ssr/render-public-page.tsx") });
  const user = await signedInUser(t.db);
  const headers = { origin: t.config.publicUrl, cookie: user.cookie };
  const templateId = (await buildCertificateTemplate(t.db, { published: true })).id;
  const issued = await t.app.inject({ method: "POST", url: "/api/certificates", headers, payload: { templateId, values: { recipientName: NAME, course: `UX ${RLO}sdrawkcab`, issuerName: ISSUER } } });
  expect(issued.statusCode, issued.body).toBe(201);
  cert = issued.json();
  const cardTemplate = (await buildTemplate(t.db, { kind: "card", published: true })).id;
  const card = await t.app.inject({ method: "POST", url: "/api/cards", headers, payload: { templateId: cardTemplate, values: { name: `${RLO}سارة`, message: `Happy ${RLO}yadhtrib` } } });
  expect(card.statusCode, card.body).toBe(201);
  cardId = card.json().id;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Everything a person reads outside page text: the <head>, and every attribute value in the page. */
function tagsAndAttributes(html: string): string[] {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? "";
  const withoutScripts = html.replace(/<script[\s\S]*?<\/script>/g, "");
  const attributes = [...withoutScripts.matchAll(/\s[a-zA-Z-:]+="([^"]*)"/g)].map((m) => m[1]);
  return [head.replace(/<script[\s\S]*?<\/script>/g, ""), ...attributes];
}

/** Each bidi control in page text (scripts left out) is inside a <bdi> element. */
function controlsOutsideBdi(html: string): string[] {
  const body = (/<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? "").replace(/<script[\s\S]*?<\/script>/g, "");
  const text = body.replace(/<(?!\/?bdi\b)[^>]*>/g, ""); // keep only the <bdi> tags and text
  const outside: string[] = [];
  let depth = 0;
  for (const token of text.split(/(<bdi[^>]*>|<\/bdi>)/)) {
    if (token.startsWith("<bdi")) depth++;
    else if (token === "</bdi>") depth--;
    else if (depth === 0 && CONTROLS.test(token)) outside.push(token);
  }
  return outside;
}

function expectIsolated(html: string, label: string) {
  for (const part of tagsAndAttributes(html)) expect(CONTROLS.test(part), `${label}: ${JSON.stringify(part.slice(0, 200))}`).toBe(false);
  expect(controlsOutsideBdi(html), label).toEqual([]);
}

describe("names with bidi controls on the server-drawn pages", () => {
  it("the certificate page: isolated in text (مُنحت إلى <bdi>…), removed from title, og tags and alt", async () => {
    for (const cookie of ["locale=ar", "locale=en"]) {
      const res = await t.app.inject({ url: `/certificate/${cert.id}`, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`<bdi>${NAME}</bdi>`); // the name itself is kept, inside its isolate
      expect(res.body).toMatch(/og:title" content="[^"]*Sara fdp\.exe/);
      expectIsolated(res.body, `certificate ${cookie}`);
    }
    const ar = (await t.app.inject({ url: `/certificate/${cert.id}`, headers: { cookie: "locale=ar" } })).body;
    expect(ar).toContain(`مُنحت إلى <bdi>${NAME}</bdi>`);
  });

  it("the verify page", async () => {
    for (const cookie of ["locale=ar", "locale=en"]) {
      const res = await t.app.inject({ url: `/certificates/verify/${cert.code}`, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(NAME);
      expectIsolated(res.body, `verify ${cookie}`);
    }
  });

  it("the card view page", async () => {
    const res = await t.app.inject({ url: `/view/${cardId}`, headers: { cookie: "locale=en" } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/og:title" content="[^"]*سارة/);
    expect(res.body).toMatch(/og:description" content="Happy yadhtrib/);
    expectIsolated(res.body, "card view");
  });

  it("the embeddable badge", async () => {
    const res = await t.app.inject({ url: `/embed/certificates/${cert.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<bdi>${NAME}</bdi>`);
    expectIsolated(res.body, "badge");
  });
});
