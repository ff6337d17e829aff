import { describe, expect, it } from "vitest";
import ar from "../shared/i18n/ar/server.json" with { type: "json" };
import en from "../shared/i18n/en/server.json" with { type: "json" };
import fr from "../shared/i18n/fr/server.json" with { type: "json" };
import { localeFromAcceptLanguage, mailT, resolveLocale, t } from "./i18n.ts";

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

  it("picks plural forms from a numeric count; e-mails write Arabic-Indic digits in Arabic", () => {
    const subject = (locale: "ar" | "en" | "fr", count: number) => mailT(locale, "mail:webhookDisabledSubject", { count });
    expect(subject("ar", 1)).toBe("أُوقف عنوان webhook بعد محاولة فاشلة واحدة");
    expect(subject("ar", 2)).toBe("أُوقف عنوان webhook بعد محاولتين فاشلتين");
    expect(subject("ar", 5)).toBe("أُوقف عنوان webhook بعد ٥ محاولات فاشلة");
    expect(subject("ar", 11)).toBe("أُوقف عنوان webhook بعد ١١ محاولة فاشلة");
    expect(subject("en", 1)).toBe("A webhook endpoint was turned off after 1 failed attempt");
    expect(subject("fr", 5)).toBe("Un point de terminaison webhook a été désactivé après 5 échecs");
    // Error messages shown in the interface keep its Latin digits.
    expect(t("ar", "designs:library.inUse", { count: 3 })).toContain("3");
    expect(t("en", "designs:library.inUse", { count: 1 })).toContain("1 template or card;");
  });

  it("picks the locale: cookie, then Accept-Language by quality, then Arabic", () => {
    expect(localeFromAcceptLanguage("de-DE,fr;q=0.8,en;q=0.9")).toBe("en");
    expect(localeFromAcceptLanguage("de, it")).toBeUndefined();
    expect(resolveLocale("fr", "en")).toBe("fr");
    expect(resolveLocale("xx", "fr-CA")).toBe("fr");
    expect(resolveLocale(undefined, undefined)).toBe("ar");
  });
});
