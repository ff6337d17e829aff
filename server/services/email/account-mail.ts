// The account e-mails: address verification, password reset, and the two messages of an address
// change (a confirmation link to the new address, a notice to the old one). Links use PUBLIC_URL.
import type { FastifyInstance } from "fastify";
import type { Locale } from "../../../shared/limits.ts";
import type { UsersTable } from "../../db/schema.ts";
import { t } from "../../i18n.ts";
import { mailFrame } from "../../mail/frame.ts";
import { queueMail } from "../../mail/queue-mail.ts";
import { createEmailToken } from "./tokens.ts";

type Account = Pick<UsersTable, "id" | "name" | "email">;

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
      paragraphs: [t(locale, "mail:greeting", { name: user.name }), t(locale, "mail:verifyBody", { email: user.email, site })],
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
      paragraphs: [t(locale, "mail:greeting", { name: user.name }), t(locale, "mail:resetBody", { site })],
      button: { label: t(locale, "mail:resetButton"), url },
      notes: [t(locale, "mail:resetExpiry"), t(locale, "mail:resetIgnore")],
    },
  });
}

export async function sendEmailChangeMails(app: FastifyInstance, user: Account, newEmail: string, locale: Locale): Promise<void> {
  const token = await createEmailToken(app.db, user.id, "change", newEmail);
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
      paragraphs: [t(locale, "mail:greeting", { name: user.name }), t(locale, "mail:changeBody", { email: newEmail, site })],
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
      paragraphs: [t(locale, "mail:greeting", { name: user.name }), t(locale, "mail:changeNoticeBody", { email: newEmail, site })],
    },
  });
}
