// Public site settings shared by the server answers and the web app (footer, display mode, sign-in
// providers, categories). One schema → one type on both sides.
import { z } from "zod";
import { LOCALES } from "../limits.ts";

/** Localised text; Arabic is required, the others fall back to it when shown. */
export const localizedText = z.object({ ar: z.string(), en: z.string(), fr: z.string() });
export type LocalizedText = z.infer<typeof localizedText>;
export const localizedTextInput = z.object({ ar: z.string().trim().min(1), en: z.string().trim().default(""), fr: z.string().trim().default("") });

export const SOCIAL_NETWORKS = ["x", "facebook", "instagram", "linkedin", "youtube", "tiktok", "snapchat", "whatsapp", "telegram", "github"] as const;
export const socialLink = z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.url() });
export type SocialLink = z.infer<typeof socialLink>;

/** GET /api/settings/public — what the footer and page chrome need. */
export const publicSettings = z.object({
  siteName: localizedText,
  contact: z.object({ email: z.string(), phone: z.string(), address: localizedText }),
  social: z.array(socialLink),
  credit: localizedText,
  defaultLocale: z.enum(LOCALES),
});
export type PublicSettings = z.infer<typeof publicSettings>;

export const DISPLAY_MODES = ["single", "multi"] as const;
/** GET /api/display-settings → { settings } */
export const displaySettings = z.object({ displayMode: z.enum(DISPLAY_MODES), templateViewMode: z.enum(DISPLAY_MODES) });
export type DisplaySettings = z.infer<typeof displaySettings>;
export const displaySettingsResponse = z.object({ settings: displaySettings });

/** GET /api/auth/providers — enabled social sign-in providers, never secrets. */
export const authProviderSummary = z.object({ id: z.string(), name: z.string() });
export const authProviders = z.array(authProviderSummary);
export type AuthProviderSummary = z.infer<typeof authProviderSummary>;

export const CATEGORY_KINDS = ["card", "certificate"] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];
/** GET /api/categories?kind= — card categories and certificate types. */
export const category = z.object({ id: z.string(), slug: z.string(), kind: z.enum(CATEGORY_KINDS), name: localizedText, order: z.number() });
export type Category = z.infer<typeof category>;
export const categoriesQuery = z.object({ kind: z.enum(CATEGORY_KINDS).optional() });
