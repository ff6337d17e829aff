// The footer's pages: privacy and terms (Markdown per language, edited by admins) and the contact form.
import { z } from "zod";
import { LIMITS } from "../limits.ts";
import { text, V } from "./validation.ts";

export const LEGAL_PAGES = ["privacy", "terms"] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];
export const LEGAL_MARKDOWN_MAX = 20_000;

const markdown = z.string().max(LEGAL_MARKDOWN_MAX, { error: `${V.max}|${LEGAL_MARKDOWN_MAX}` }).default("");
const perLocale = z.object({ ar: markdown, en: markdown, fr: markdown }).default({ ar: "", en: "", fr: "" });
/** "" for a language means "the default text shipped for it". */
export const legalPagesInput = z.object({ privacy: perLocale, terms: perLocale });
export type LegalPagesSettings = z.infer<typeof legalPagesInput>;

export interface LegalPageAnswer {
  slug: LegalPage;
  /** sanitised HTML rendered from the Markdown (raw HTML is never passed through) */
  html: string;
  isDefault: boolean;
}

export const CONTACT_MESSAGE_MAX = 5000;
export const contactInput = z.object({
  name: text(1, LIMITS.nameMax),
  email: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(LIMITS.emailMax, { error: `${V.max}|${LIMITS.emailMax}` }).pipe(z.email({ error: V.email })),
  message: text(10, CONTACT_MESSAGE_MAX),
  /** honeypot: people leave it empty, form-filling robots do not */
  website: z.string().max(500).optional(),
});
export type ContactInput = z.input<typeof contactInput>;

export interface ContactMessageItem {
  id: string;
  name: string;
  email: string;
  message: string;
  locale: string;
  createdAt: string;
}
