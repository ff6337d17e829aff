import { describe, expect, it } from "vitest";
import ar from "../shared/i18n/ar/server.json" with { type: "json" };
import en from "../shared/i18n/en/server.json" with { type: "json" };
import fr from "../shared/i18n/fr/server.json" with { type: "json" };
import { localeFromAcceptLanguage, resolveLocale, t } from "./i18n.ts";

describe("server i18n", () => {
  it("has every key in all three languages", () => {
    const keys = Object.keys(en).sort();
    expect(Object.keys(ar).sort()).toEqual(keys);
    expect(Object.keys(fr).sort()).toEqual(keys);
    for (const catalogue of [ar, en, fr]) for (const value of Object.values(catalogue)) expect(value.trim()).not.toBe("");
  });

  it("interpolates params and translates validation keys", () => {
    expect(t("en", "server:rateLimited", { seconds: 30 })).toBe("Too many requests, please try again in 30 seconds");
    expect(t("fr", "validation:min", { min: 8 })).toBe("Doit contenir au moins 8 caractères");
    expect(t("ar", "server:forbidden")).toBe("ليس لديك صلاحية للوصول إلى هذه الصفحة");
  });

  it("picks the locale: cookie, then Accept-Language by quality, then Arabic", () => {
    expect(localeFromAcceptLanguage("de-DE,fr;q=0.8,en;q=0.9")).toBe("en");
    expect(localeFromAcceptLanguage("de, it")).toBeUndefined();
    expect(resolveLocale("fr", "en")).toBe("fr");
    expect(resolveLocale("xx", "fr-CA")).toBe("fr");
    expect(resolveLocale(undefined, undefined)).toBe("ar");
  });
});
