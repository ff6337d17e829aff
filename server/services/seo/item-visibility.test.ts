// Issue 14 §7: PNG/PDF of personal cards and certificates are `Cache-Control: private`; an item an
// admin made indexable (its SEO row says noIndex: false) may be kept by shared caches.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { adminCookie } from "../../test/factories.ts";
import { buildTemplate } from "../../test/content-factories.ts";
import { createTestCard, createTestCertificate } from "../../routes/api/admin/test-helpers.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminCookie(t.db);
});
afterAll(() => t.close());

const cacheControl = async (url: string) => {
  const res = await t.app.inject({ url });
  expect(res.statusCode, url).toBe(200);
  return String(res.headers["cache-control"]);
};

async function publish(type: "card" | "certificate", id: string) {
  const res = await t.app.inject({ method: "PUT", url: `/api/admin/seo/${type}/${id}`, headers: { cookie: admin }, payload: { noIndex: false } });
  expect(res.statusCode).toBe(200);
}

describe("Cache-Control of rendered items", () => {
  it("cards: private by default (also the versioned, immutable URL), public once an admin publishes it", async () => {
    const card = await createTestCard(t.db, (await buildTemplate(t.db)).id);
    const detail = (await t.app.inject({ url: `/api/cards/${card}` })).json();
    for (const url of [`/api/cards/${card}/image.png?width=320`, `/api/cards/${card}/document.pdf`, detail.imageUrl]) {
      expect(await cacheControl(url)).toMatch(/^private, /);
    }
    expect(await cacheControl(detail.imageUrl)).toBe("private, max-age=31536000, immutable");
    await publish("card", card);
    expect(await cacheControl(`/api/cards/${card}/image.png?width=320`)).toMatch(/^public, /);
    expect(await cacheControl(`/api/cards/${card}/document.pdf`)).toMatch(/^public, /);
  });

  it("certificates: private by default, public once an admin publishes it", async () => {
    const cert = await createTestCertificate(t.db, (await buildTemplate(t.db, { kind: "certificate" })).id);
    for (const url of [`/api/certificates/${cert}/image.png?width=320`, `/api/certificates/${cert}/document.pdf`, `/api/certificates/${cert}/document.pdf?download=1`]) {
      expect(await cacheControl(url)).toMatch(/^private, /);
    }
    await publish("certificate", cert);
    expect(await cacheControl(`/api/certificates/${cert}/image.png?width=320`)).toMatch(/^public, /);
    expect(await cacheControl(`/api/certificates/${cert}/document.pdf?download=1`)).toMatch(/^public, /);
  });

  it("template thumbnails stay public; the admin preview is private", async () => {
    const tpl = await buildTemplate(t.db);
    expect(await cacheControl(`/api/templates/${tpl.id}/thumbnail.png?width=320`)).toMatch(/^public, /);
    const res = await t.app.inject({ url: `/api/admin/templates/${tpl.id}/thumbnail.png`, headers: { cookie: admin } });
    expect(String(res.headers["cache-control"])).toMatch(/^private, /);
  });
});
