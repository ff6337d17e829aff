import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { LOCALES } from "../../shared/limits.ts";
import { applyLocale, changeLocale, initI18n, localized, nextLocale, storedLocale } from "./i18n.ts";

const I18N_ROOT = resolve(__dirname, "../../shared/i18n");

/** Every leaf key of a nested catalogue, dotted ("nav.cards"). */
function keysOf(obj: unknown, prefix = ""): string[] {
  if (typeof obj !== "object" || obj === null) return [prefix];
  return Object.entries(obj).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

describe("catalogues under shared/i18n", () => {
  const namespaces = new Set<string>();
  for (const lang of LOCALES) {
    for (const f of readdirSync(join(I18N_ROOT, lang))) if (f.endsWith(".json")) namespaces.add(f);
  }
  it("has every language folder and some namespaces", () => {
    for (const lang of LOCALES) expect(statSync(join(I18N_ROOT, lang)).isDirectory()).toBe(true);
    expect(namespaces.has("web.json")).toBe(true);
    expect(namespaces.has("validation.json")).toBe(true);
  });
  for (const ns of namespaces) {
    it(`${ns}: same keys in ${LOCALES.join(", ")} and no empty texts`, () => {
      const byLang = Object.fromEntries(
        LOCALES.map((lang) => {
          const file = join(I18N_ROOT, lang, ns);
          let data: unknown = {};
          try {
            data = JSON.parse(readFileSync(file, "utf8"));
          } catch (e) {
            throw new Error(`${lang}/${ns} is missing or not valid JSON: ${(e as Error).message}`);
          }
          return [lang, data];
        }),
      );
      const all = new Set(LOCALES.flatMap((l) => keysOf(byLang[l])));
      for (const lang of LOCALES) {
        const have = new Set(keysOf(byLang[lang]));
        const missing = [...all].filter((k) => !have.has(k));
        expect(missing, `${lang}/${ns} misses keys`).toEqual([]);
        const empty = [...have].filter((k) => {
          const v = k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)?.[p], byLang[lang]);
          return typeof v !== "string" || v.trim() === "";
        });
        expect(empty, `${lang}/${ns} has empty or non-text values`).toEqual([]);
      }
    });
  }
});

describe("counted texts", () => {
  // Issue 36 §2: a text with {{count}} must come in i18next plural forms, every form Arabic needs
  // (and the same keys in every language, as above), or "5 محاولة" slips through.
  const FORMS = ["zero", "one", "two", "few", "many", "other"];
  it("have every plural form, in every catalogue of ar, en and fr", () => {
    const bare: string[] = [];
    for (const lang of LOCALES) {
      for (const f of readdirSync(join(I18N_ROOT, lang)).filter((n) => n.endsWith(".json"))) {
        const walk = (node: Record<string, unknown>, path: string) => {
          for (const [key, value] of Object.entries(node)) {
            if (value && typeof value === "object") walk(value as Record<string, unknown>, `${path}${key}.`);
            else if (typeof value === "string" && /\{\{\s*count\b/.test(value)) {
              const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
              if (base === key || FORMS.some((form) => !(`${base}_${form}` in node))) bare.push(`${lang}/${f} ${path}${key}`);
            }
          }
        };
        walk(JSON.parse(readFileSync(join(I18N_ROOT, lang, f), "utf8")) as Record<string, unknown>, "");
      }
    }
    expect(bare).toEqual([]);
  });
});

describe("locale handling", () => {
  beforeEach(() => localStorage.clear());
  it("cycles ar → en → fr → ar", () => {
    expect(nextLocale("ar")).toBe("en");
    expect(nextLocale("en")).toBe("fr");
    expect(nextLocale("fr")).toBe("ar");
    expect(nextLocale("xx")).toBe("ar");
  });
  it("restores the stored locale, default ar", () => {
    expect(storedLocale()).toBe("ar");
    localStorage.setItem("locale", "fr");
    expect(storedLocale()).toBe("fr");
    localStorage.setItem("locale", "de");
    expect(storedLocale()).toBe("ar");
  });
  it("a language chosen on a server-drawn page (the locale cookie alone) wins over the stored one", () => {
    localStorage.setItem("locale", "fr");
    document.cookie = "locale=en; path=/";
    expect(storedLocale()).toBe("en");
    document.cookie = "locale=; path=/; max-age=0";
    expect(storedLocale()).toBe("fr");
  });
  it("sets lang and dir on <html> and remembers the choice", async () => {
    applyLocale("en");
    expect(document.documentElement.lang).toBe("en");
    expect(document.documentElement.dir).toBe("ltr");
    const i18n = initI18n("ar");
    expect(document.documentElement.dir).toBe("rtl");
    expect(i18n.t("userCards.title")).toBe("بطاقاتي");
    await changeLocale("fr");
    expect(document.documentElement.lang).toBe("fr");
    expect(localStorage.getItem("locale")).toBe("fr");
    expect(i18n.t("validation:min", { min: 8 })).toContain("8");
  });
  it("picks localized text with ar fallback", () => {
    expect(localized({ ar: "زفاف", en: "Wedding" }, "en")).toBe("Wedding");
    expect(localized({ ar: "زفاف", en: "" }, "fr")).toBe("زفاف");
    expect(localized(undefined, "en")).toBe("");
  });
});
