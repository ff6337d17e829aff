import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../shared/limits.ts";
import arWeb from "../../shared/i18n/ar/web.json";
import enAdmin from "../../shared/i18n/en/admin.json";
import enWeb from "../../shared/i18n/en/web.json";
import frWeb from "../../shared/i18n/fr/web.json";
import { BOOT_NAMESPACES, WEB_NAMESPACES, catalogueLoader, lazyCatalogues } from "./i18n-catalogues.ts";

/** A fresh i18next set up as the browser's (web/lib/i18n.ts), reading through the lazy backend. */
async function lazyInstance(lng: string) {
  const i18n = i18next.createInstance();
  await i18n.use(lazyCatalogues).init({ lng, fallbackLng: false, ns: [...BOOT_NAMESPACES], defaultNS: "web", interpolation: { escapeValue: false } });
  return i18n;
}

describe("lazy catalogues", () => {
  it("has a chunk for every language and web namespace, and none for the server's", () => {
    for (const lng of LOCALES) for (const ns of WEB_NAMESPACES) expect(catalogueLoader(lng, ns), `${lng}/${ns}`).toBeTypeOf("function");
    expect(catalogueLoader("ar", "server")).toBeUndefined();
    expect(catalogueLoader("ar", "mail")).toBeUndefined();
  });

  it("loads the active language's boot namespaces only", async () => {
    const i18n = await lazyInstance("en");
    expect(i18n.t("brand.tagline")).toBe(enWeb.brand.tagline);
    for (const ns of BOOT_NAMESPACES) expect(i18n.hasResourceBundle("en", ns), ns).toBe(true);
    expect(i18n.hasResourceBundle("en", "admin")).toBe(false);
    expect(i18n.hasResourceBundle("ar", "web")).toBe(false);
    expect(i18n.hasResourceBundle("fr", "web")).toBe(false);
  });

  it("loads another namespace on demand, and every loaded one on a language switch", async () => {
    const i18n = await lazyInstance("en");
    await i18n.loadNamespaces("admin");
    expect(i18n.t("admin:nav.title")).toBe(enAdmin.nav.title);
    await i18n.changeLanguage("fr");
    expect(i18n.t("brand.tagline")).toBe(frWeb.brand.tagline);
    expect(i18n.hasResourceBundle("fr", "admin")).toBe(true);
    expect(i18n.hasResourceBundle("ar", "web")).toBe(false);
  });

  it("answers a namespace it does not hold with nothing, keeping a bundle added by hand (the editor's)", async () => {
    const i18n = await lazyInstance("ar");
    expect(i18n.t("brand.tagline")).toBe(arWeb.brand.tagline);
    i18n.addResourceBundle("en", "editor", { saved: "Saved" });
    await i18n.loadNamespaces("editor");
    await i18n.changeLanguage("en");
    expect(i18n.t("editor:saved")).toBe("Saved");
  });
});
