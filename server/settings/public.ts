// Settings values anyone may read: footer data, display mode, enabled sign-in providers.
import type { AuthProviderSummary, DisplaySettings, PublicSettings } from "../../shared/api/settings.ts";
import type { LocalizedText } from "../../shared/api/settings.ts";
import type { Db } from "../db/index.ts";
import { getSetting } from "./store.ts";

/** Missing translations fall back to Arabic so the web never shows an empty string. */
export function fillLocalized(value: Partial<LocalizedText> | undefined): LocalizedText {
  const ar = value?.ar ?? "";
  return { ar, en: value?.en || ar, fr: value?.fr || ar };
}

export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  const general = await getSetting(db, "general");
  const social = await getSetting(db, "social");
  return {
    siteName: fillLocalized(general.siteName),
    contact: { email: general.contact.email, phone: general.contact.phone, address: fillLocalized(general.contact.address) },
    social: social.links.map((link) => ({ network: link.network, url: link.url })),
    credit: fillLocalized(general.credit),
    defaultLocale: general.defaultLocale,
  };
}

export async function getDisplaySettings(db: Db): Promise<DisplaySettings> {
  const display = await getSetting(db, "display");
  return { displayMode: display.displayMode, templateViewMode: display.templateViewMode };
}

export async function listEnabledAuthProviders(db: Db): Promise<AuthProviderSummary[]> {
  const providers = await getSetting(db, "authProviders");
  return Object.entries(providers)
    .filter(([, p]) => p && p.enabled === true)
    .map(([id, p]) => ({ id, name: p.name || id }));
}
