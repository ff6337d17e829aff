// Public read-only calls: display settings, public settings, categories, auth providers, SEO.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicSettings, displaySettingsResponse, category } from "../../../../../shared/api/settings.ts";
import { seoFields } from "../../../../../shared/api/seo.ts";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { putSetting } from "../../../../settings/store.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("GET /api/display-settings", () => {
  it("answers the defaults", async () => {
    const res = await get("/api/display-settings");
    expect(displaySettingsResponse.parse(res.json())).toEqual({ settings: { displayMode: "multi", templateViewMode: "multi" } });
  });
});

describe("GET /api/settings/public", () => {
  it("answers the footer values in the shared schema", async () => {
    const body = publicSettings.strict().parse((await get("/api/settings/public")).json());
    expect(body.siteName).toEqual({ ar: "بطاقة", en: "Bitaqa", fr: "Bitaqa" });
    expect(body.defaultLocale).toBe("ar");
    expect(body.social.length).toBeGreaterThan(0);
  });
});

describe("GET /api/categories", () => {
  it("answers card categories in order", async () => {
    const items = (await get("/api/categories?kind=card")).json().map((c: unknown) => category.parse(c));
    expect(items.map((c: { slug: string }) => c.slug)).toEqual(["wedding", "eid", "ramadan", "birthday"]);
    expect(items[0].name).toEqual({ ar: "زفاف", en: "Wedding", fr: "Mariage" });
  });

  it("answers certificate types, and hides hidden ones", async () => {
    await t.db.updateTable("categories").set({ hidden: 1 }).where("slug", "=", "teacher").execute();
    const slugs = (await get("/api/categories?kind=certificate")).json().map((c: { slug: string }) => c.slug);
    expect(slugs).toEqual(["appreciation", "training", "education"]);
  });

  it("rejects an unknown kind", async () => {
    expect((await get("/api/categories?kind=poster")).statusCode).toBe(400);
  });
});

describe("GET /api/auth/providers", () => {
  it("answers [] by default", async () => {
    expect((await get("/api/auth/providers")).json()).toEqual([]);
  });

  it("lists enabled providers only, never secrets", async () => {
    await putSetting(t.db, "authProviders", {
      google: { name: "Google", clientId: "cid", clientSecret: "TOP-SECRET", redirectUri: "", scope: "openid", enabled: true },
      github: { name: "GitHub", clientId: "x", clientSecret: "y", redirectUri: "", scope: "", enabled: false },
    });
    const res = await get("/api/auth/providers");
    expect(res.json()).toEqual([{ id: "google", name: "Google" }]);
    expect(res.body).not.toContain("TOP-SECRET");
    expect(res.body).not.toContain("cid");
  });
});

describe("SEO", () => {
  it("GET /api/seo/global answers the full shape", async () => {
    const body = seoFields.strict().parse((await get("/api/seo/global")).json());
    expect(body.title).toContain("بطاقة");
  });

  it("entity values win over global ones", async () => {
    await t.db
      .insertInto("seo_settings")
      .values({ entity_type: "card", entity_id: "abc123", fields: JSON.stringify({ title: "Wedding card", description: "" }), updated_at: new Date().toISOString() })
      .execute();
    const global = (await get("/api/seo/global")).json();
    const card = (await get("/api/seo/card/abc123")).json();
    expect(card.title).toBe("Wedding card");
    expect(card.description).toBe(global.description);
    expect((await get("/api/seo/certificate/none")).json()).toEqual(global);
  });

  it("answers 404 for an unknown entity type", async () => {
    expect((await get("/api/seo/poster/1")).statusCode).toBe(404);
  });
});
