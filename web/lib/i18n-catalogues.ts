// Where the web app's texts come from: one lazy chunk per language and namespace
// (shared/i18n/<lang>/<ns>.json), so a page downloads only its own language's catalogues, and only the
// namespaces it renders. The home page's first paint waits for BOOT_NAMESPACES (web/main.tsx); a page
// that uses another namespace suspends (react-i18next) until it is there, and a language switch loads
// every namespace in use before the texts change, so no key is ever shown untranslated.
import type { BackendModule, ResourceKey } from "i18next";

export { BOOT_NAMESPACES, WEB_NAMESPACES, type WebNamespace } from "./i18n-namespaces.ts";

// Literal pattern: Vite turns it into one dynamic import per file (the server-only catalogues stay out).
const FILES = import.meta.glob<ResourceKey>("../../shared/i18n/*/{web,validation,webCards,webCertificates,admin,polish,webMail,pages,analytics}.json", {
  import: "default",
});

export function catalogueLoader(lng: string, ns: string): (() => Promise<ResourceKey>) | undefined {
  return FILES[`../../shared/i18n/${lng}/${ns}.json`];
}

/** i18next backend reading the catalogues above. A namespace it does not hold (the editor's, which its
 * own chunk adds) answers empty, which leaves bundles added by hand as they are. */
export const lazyCatalogues: BackendModule = {
  type: "backend",
  init() {},
  read(lng, ns, callback) {
    const load = catalogueLoader(lng, ns);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), false),
    );
  },
};
