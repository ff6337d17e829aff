// The words of a certificate's Open Badges credential, in the certificate's own language: what
// wallets and LMSs show (achievement name, description, criteria). Arabic texts stay Arabic; a
// certificate whose typed texts are in Latin script is described in English.
import type { LocalizedText } from "../../../shared/api/templates.ts";
import type { CredentialLang } from "../../credentials/index.ts";

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const LATIN = /[A-Za-z\u00C0-\u024F]/;

/** The language of what the certificate says: its typed texts first, then its recipient's name. */
export function certificateLang(values: Record<string, string>, recipientName: string): CredentialLang {
  for (const text of [values.course, values.reason, recipientName]) {
    if (!text) continue;
    if (ARABIC.test(text)) return "ar";
    if (LATIN.test(text)) return "en";
  }
  return "ar";
}

const WORDS = {
  ar: {
    description: (title: string, subject: string) => (subject ? `${title}: ${subject}` : title),
    criteria: (subject: string, issuer: string) => `أتمّ حاملها متطلبات «${subject}» كما تشهد بذلك الجهة المانحة (${issuer}).`,
    card: (title: string, recipient: string) => `${title} — ${recipient}`,
  },
  en: {
    description: (title: string, subject: string) => (subject ? `${title}: ${subject}` : title),
    criteria: (subject: string, issuer: string) => `The holder met the requirements of "${subject}", as attested by the issuer (${issuer}).`,
    card: (title: string, recipient: string) => `${title} — ${recipient}`,
  },
} as const;

export interface CredentialTexts {
  lang: CredentialLang;
  name: string;
  description: string;
  criteria: string;
  /** credential-level description (wallet card subtitle) */
  summary: string;
}

export function credentialTexts(title: LocalizedText, values: Record<string, string>, recipientName: string, issuerName: string): CredentialTexts {
  const lang = certificateLang(values, recipientName);
  const words = lang === "en" ? WORDS.en : WORDS.ar;
  const name = (lang === "en" ? title.en || title.ar : title.ar || title.en).trim() || issuerName;
  const subject = (values.course || values.reason || "").trim();
  return {
    lang,
    name,
    description: (values.reason || "").trim() || words.description(name, subject),
    criteria: words.criteria(subject || name, issuerName),
    summary: words.card(name, recipientName),
  };
}
