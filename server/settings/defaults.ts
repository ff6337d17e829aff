// Default values of every settings group, written at first start (never overwriting admin edits).
import type { DisplaySettings, LocalizedText, SocialLink } from "../../shared/api/settings.ts";
import type { Locale } from "../../shared/limits.ts";
import type { BrandPalettes } from "../../shared/api/brand-palettes.ts";

export interface GeneralSettings {
  siteName: LocalizedText;
  contact: { email: string; phone: string; address: LocalizedText };
  credit: LocalizedText;
  defaultLocale: Locale;
}
export interface SocialSettings {
  links: SocialLink[];
}
export interface AuthProviderSettings {
  name: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scope: string;
  enabled: boolean;
}

export const DEFAULT_SETTINGS = {
  general: {
    siteName: { ar: "بطاقة", en: "Bitaqa", fr: "Bitaqa" },
    contact: {
      email: "contact@bitaqa.example",
      phone: "+966 11 000 0000",
      address: { ar: "الرياض، المملكة العربية السعودية", en: "Riyadh, Saudi Arabia", fr: "Riyad, Arabie saoudite" },
    },
    credit: {
      ar: "بطاقة — بطاقات تهنئة وشهادات مصمّمة بعناية",
      en: "Bitaqa — carefully designed greeting cards and certificates",
      fr: "Bitaqa — cartes de vœux et certificats soigneusement conçus",
    },
    defaultLocale: "ar",
  } satisfies GeneralSettings,
  appearance: { defaultTheme: "light", primaryColor: "#0f766e" },
  // whoMayCreate: anyone | signedIn | verifiedIssuers (server/policies/certificate-issuing.ts)
  certificates: { issuerName: { ar: "بطاقة", en: "Bitaqa", fr: "Bitaqa" }, whoMayCreate: "anyone" },
  cards: {},
  social: {
    links: [
      { network: "x", url: "https://x.com/bitaqa" },
      { network: "instagram", url: "https://www.instagram.com/bitaqa" },
      { network: "facebook", url: "https://www.facebook.com/bitaqa" },
    ],
  } satisfies SocialSettings,
  workflow: {},
  display: { displayMode: "multi", templateViewMode: "multi" } satisfies DisplaySettings,
  authProviders: {} as Record<string, AuthProviderSettings>,
  brandPalettes: { palettes: [] } as BrandPalettes,
};

export type SettingKey = keyof typeof DEFAULT_SETTINGS;
export type SettingValue<K extends SettingKey> = (typeof DEFAULT_SETTINGS)[K];

/** Keys of values that never leave the server. */
export const INTERNAL_SECRET_KEY = "internal.secret";
/** The platform's Ed25519 issuer key (services/issuer), never served; the signing pool reads it too. */
export const ISSUER_KEY_SETTING = "internal.issuerKey";
