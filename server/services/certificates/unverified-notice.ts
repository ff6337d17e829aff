// What a wallet shows of a credential is its name and description (and the achievement's): for a
// certificate whose issuer nobody vouched for (a visitor or user typed it), those say "issuer not
// verified" in the credential's language (security round 4, L12) — the platform's signature only
// proves the record, not who issued it. Applied before signing, so the proof covers the words; a
// credential that already says it is left as it is (the wallet path re-signs stored credentials).
import { t } from "../../i18n.ts";
import type { Locale } from "../../../shared/limits.ts";

type Json = Record<string, unknown>;

function credentialLocale(credential: Json): Locale {
  const achievement = ((credential.credentialSubject as Json | undefined)?.achievement ?? {}) as Json;
  const lang = achievement.inLanguage;
  return lang === "en" || lang === "fr" ? lang : "ar";
}

export function withUnverifiedIssuerNotice<T extends Json>(credential: T): T {
  const locale = credentialLocale(credential);
  const mark = t(locale, "certificates:credential.unverifiedMark");
  const name = typeof credential.name === "string" ? credential.name : "";
  if (name.includes(mark)) return credential;
  const named = (value: unknown) => t(locale, "certificates:credential.unverifiedName", { name: String(value ?? "") });
  const described = (value: unknown) => t(locale, "certificates:credential.unverifiedDescription", { description: typeof value === "string" ? value : "" }).trim();
  const subject = (credential.credentialSubject ?? {}) as Json;
  const achievement = subject.achievement as Json | undefined;
  return {
    ...credential,
    name: named(name),
    description: described(credential.description),
    credentialSubject: {
      ...subject,
      ...(achievement && { achievement: { ...achievement, name: named(achievement.name), description: described(achievement.description) } }),
    },
  };
}
