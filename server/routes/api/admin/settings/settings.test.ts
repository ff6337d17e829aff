// Settings groups, display settings, SEO and sign-in providers: validated, stored in the database and
// visible to visitors on the next request (no restart, no process caches).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie } from "../../../../test/factories.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await adminCookie(t.db);
});
afterAll(() => t.close());

const api = (method: "GET" | "PUT" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, "accept-language": "en" }, ...(payload ? { payload } : {}) });
const pub = async (url: string) => (await t.app.inject({ method: "GET", url })).json();

describe("settings groups", () => {
  it("updates the footer data (general, social) and visitors see it at once", async () => {
    const general = (await api("GET", "/api/admin/settings/general")).json();
    expect(general.siteName.en).toBe("Bitaqa");
    const next = { ...general, siteName: { ar: "بطاقتي", en: "My Card", fr: "" }, contact: { ...general.contact, phone: "+971 4 000 0000" } };
    expect((await api("PUT", "/api/admin/settings/general", next)).statusCode).toBe(200);
    const footer = await pub("/api/settings/public");
    expect(footer.siteName).toEqual({ ar: "بطاقتي", en: "My Card", fr: "بطاقتي" });
    expect(footer.contact.phone).toBe("+971 4 000 0000");

    await api("PUT", "/api/admin/settings/social", { links: [{ network: "github", url: "https://github.com/bitaqa" }] });
    expect((await pub("/api/settings/public")).social).toEqual([{ network: "github", url: "https://github.com/bitaqa" }]);
  });

  it("validates each group (400 with fields) and 404s unknown groups", async () => {
    const bad = await api("PUT", "/api/admin/settings/appearance", { defaultTheme: "light", primaryColor: "red" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("primaryColor");
    expect((await api("PUT", "/api/admin/settings/social", { links: [{ network: "x", url: "javascript:alert(1)" }] })).statusCode).toBe(400);
    expect((await api("PUT", "/api/admin/settings/general", { siteName: { ar: "x" }, logoUrl: "https://evil.example/logo.svg", contact: { email: "", phone: "", address: {} }, credit: {}, defaultLocale: "ar" })).statusCode).toBe(400);
    expect((await api("GET", "/api/admin/settings/secrets")).statusCode).toBe(404);
    const certs = await api("PUT", "/api/admin/settings/certificates", { issuerName: { ar: "وزارة" }, issuerLogoUrl: "/api/uploads/AAAAAAAAAAAAAAAAAAAAAA" });
    expect(certs.json()).toMatchObject({ issuerName: { ar: "وزارة" }, issuerLogoUrl: "/api/uploads/AAAAAAAAAAAAAAAAAAAAAA", signatureUrl: "" });
  });

  it("display settings: admins change them, GET /api/display-settings follows", async () => {
    expect((await api("PUT", "/api/admin/display-settings", { displayMode: "single", templateViewMode: "single" })).json()).toEqual({ settings: { displayMode: "single", templateViewMode: "single" } });
    expect(await pub("/api/display-settings")).toEqual({ settings: { displayMode: "single", templateViewMode: "single" } });
    expect((await api("PUT", "/api/admin/display-settings", { displayMode: "grid", templateViewMode: "single" })).statusCode).toBe(400);
  });
});

describe("SEO", () => {
  it("stores global values with a validated structuredData object; visitors get them", async () => {
    const body = { title: "Bitaqa", keywords: ["cards"], noIndex: false, structuredData: { "@context": "https://schema.org", "@type": "Organization", name: "</script><script>alert(1)</script>" } };
    const res = await api("PUT", "/api/admin/seo/global", body);
    expect(res.statusCode).toBe(200);
    const seo = await pub("/api/seo/global");
    expect(seo.title).toBe("Bitaqa");
    expect(seo.structuredData["@type"]).toBe("Organization");
    for (const structuredData of [[1, 2], "text", 5, null]) {
      expect((await api("PUT", "/api/admin/seo/global", { structuredData })).statusCode).toBe(400);
    }
    expect((await api("PUT", "/api/admin/seo/global", { canonicalUrl: "javascript:alert(1)" })).statusCode).toBe(400);
  });

  it("per-entity rows override global values and 404 for unknown entities", async () => {
    const category = await t.db.selectFrom("categories").select("id").where("slug", "=", "eid").executeTakeFirstOrThrow();
    expect((await api("PUT", `/api/admin/seo/category/${category.id}`, { title: "Eid cards", noIndex: true })).statusCode).toBe(200);
    expect((await api("GET", `/api/admin/seo/category/${category.id}`)).json()).toMatchObject({ title: "Eid cards", noIndex: true, description: "" });
    const merged = await pub(`/api/seo/category/${category.id}`);
    expect(merged).toMatchObject({ title: "Eid cards", noIndex: true, keywords: ["cards"] });
    expect((await api("PUT", "/api/admin/seo/card/does-not-exist", { title: "x" })).statusCode).toBe(404);
    expect((await api("GET", "/api/admin/seo/user/x")).statusCode).toBe(404);
  });
});

describe("sign-in providers", () => {
  it("keeps the secret write-only: answered masked, kept when the mask is sent back", async () => {
    const put = await api("PUT", "/api/admin/auth-providers/google", { name: "Google", issuer: "https://accounts.google.com", clientId: "cid", clientSecret: "s3cret", scope: "openid email", enabled: true });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({ id: "google", clientSecret: "********", hasSecret: true, redirectUri: "http://localhost:3000/api/auth/google/callback", enabled: true });
    expect(put.body).not.toContain("s3cret");
    const again = await api("PUT", "/api/admin/auth-providers/google", { ...put.json(), clientSecret: "********", clientId: "cid2" });
    expect(again.json().clientId).toBe("cid2");
    const stored = await t.db.selectFrom("settings").select("value").where("key", "=", "authProviders").executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value).google.clientSecret).toBe("s3cret");
    expect((await api("GET", "/api/admin/auth-providers")).body).not.toContain("s3cret");
    expect(await pub("/api/auth/providers")).toEqual([{ id: "google", name: "Google" }]);

    await api("PUT", "/api/admin/auth-providers/google", { ...again.json(), enabled: false });
    expect(await pub("/api/auth/providers")).toEqual([]);
    const missing = await api("PUT", "/api/admin/auth-providers/other", { clientId: "", enabled: true });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().fields).sort()).toEqual(["clientId", "issuer"]);
    expect((await api("PUT", "/api/admin/auth-providers/__proto__", { clientId: "x", enabled: false })).statusCode).toBe(404);
  });
});
