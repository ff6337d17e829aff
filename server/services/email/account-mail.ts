// The account e-mails: address verification, password reset, and the two messages of an address
// change (a confirmation link to the new address, a notice to the old one with a "this wasn't me"
// link). Links use PUBLIC_URL. The account's name is text its owner — or someone holding a moment of
// their session — chose: it appears only quoted, isolated and cut (greetingName), never as prose.
import type { FastifyInstance } from "fastify";
import type { Locale } from "../../../shared/limits.ts";
import type { UsersTable } from "../../db/schema.ts";
import { t } from "../../i18n.ts";
import { mailFrame } from "../../mail/frame.ts";
import { queueMail } from "../../mail/queue-mail.ts";
import { createEmailToken } from "./tokens.ts";

type Account = Pick<UsersTable, "id" | "name" | "email">;

/** Characters of a name kept in an e-mail; more would let a "name" carry a message of its own. */
export const MAIL_NAME_MAX = 32;

/**
 * The account name as it appears in an e-mail: control and formatting characters removed (no
 * line breaks, no bidi overrides), whitespace collapsed, cut to MAIL_NAME_MAX characters, then
 * quoted and isolated (FSI … PDI) so it reads as a name inside the sentence, not as part of it.
 */
export function greetingName(locale: Locale, name: string): string {
  const clean = name.replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, " ").replace(/\s+/g, " ").trim();
  const chars = [...clean];
  const cut = chars.length > MAIL_NAME_MAX ? `${chars.slice(0, MAIL_NAME_MAX - 1).join("").trimEnd()}…` : clean;
  return t(locale, "mail:quotedName", { name: `\u2068${cut}\u2069` });
}

const greeting = (locale: Locale, name: string) => t(locale, "mail:greeting", { name: greetingName(locale, name) });

export async function sendVerificationMail(app: FastifyInstance, user: Account, locale: Locale): Promise<void> {
  const token = await createEmailToken(app.db, user.id, "verify", user.email);
  const { siteName: site } = await mailFrame(app, locale);
  const url = `${app.config.publicUrl}/verify-email?token=${token}`;
  await queueMail(app, {
    kind: "verify",
    to: user.email,
    locale,
    createdBy: user.id,
    content: {
      subject: t(locale, "mail:verifySubject"),
      heading: t(locale, "mail:verifySubject"),
      paragraphs: [greeting(locale, user.name), t(locale, "mail:verifyBody", { email: user.email, site })],
      button: { label: t(locale, "mail:verifyButton"), url },
      notes: [t(locale, "mail:verifyExpiry"), t(locale, "mail:verifyIgnore")],
    },
  });
}

export async function sendPasswordResetMail(app: FastifyInstance, user: Account, locale: Locale): Promise<void> {
  const token = await createEmailToken(app.db, user.id, "reset", user.email);
  const { siteName: site } = await mailFrame(app, locale);
  const url = `${app.config.publicUrl}/reset-password?token=${token}`;
  await queueMail(app, {
    kind: "reset",
    to: user.email,
    locale,
    content: {
      subject: t(locale, "mail:resetSubject"),
      heading: t(locale, "mail:resetSubject"),
      paragraphs: [greeting(locale, user.name), t(locale, "mail:resetBody", { site })],
      button: { label: t(locale, "mail:resetButton"), url },
      notes: [t(locale, "mail:resetExpiry"), t(locale, "mail:resetIgnore")],
    },
  });
}

export async function sendEmailChangeMails(app: FastifyInstance, user: Account, newEmail: string, locale: Locale): Promise<void> {
  const token = await createEmailToken(app.db, user.id, "change", newEmail);
  const cancelToken = await createEmailToken(app.db, user.id, "cancel", user.email);
  const { siteName: site } = await mailFrame(app, locale);
  const url = `${app.config.publicUrl}/verify-email?token=${token}`;
  await queueMail(app, {
    kind: "emailChange",
    to: newEmail,
    locale,
    createdBy: user.id,
    content: {
      subject: t(locale, "mail:changeSubject"),
      heading: t(locale, "mail:changeSubject"),
      paragraphs: [greeting(locale, user.name), t(locale, "mail:changeBody", { email: newEmail, site })],
      button: { label: t(locale, "mail:changeButton"), url },
      notes: [t(locale, "mail:verifyExpiry")],
    },
  });
  await queueMail(app, {
    kind: "emailChangeNotice",
    to: user.email,
    locale,
    createdBy: user.id,
    content: {
      subject: t(locale, "mail:changeNoticeSubject"),
      heading: t(locale, "mail:changeNoticeSubject"),
      paragraphs: [greeting(locale, user.name), t(locale, "mail:changeNoticeBody", { email: newEmail, site })],
      button: { label: t(locale, "mail:cancelButton"), url: `${app.config.publicUrl}/cancel-email-change?token=${cancelToken}` },
      notes: [t(locale, "mail:cancelExpiry")],
    },
  });
}
