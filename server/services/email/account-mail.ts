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
      subject: t(locale, "mail:verify.subject"),
      heading: t(locale, "mail:verify.subject"),
      paragraphs: [t(locale, "mail:greeting", { name: user.name }), t(locale, "mail:verify.body", { email: user.email, site })],
      button: { label: t(locale, "mail:verify.button"), url },
      notes: [t(locale, "mail:verify.expiry"), t(locale, "mail:verify.ignore")],
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
      subject: t(locale, "mail:reset.subject"),
      heading: t(locale, "mail:reset.subject"),
      paragraphs: [t(locale, "mail:greeting", { name: user.name }), t(locale, "mail:reset.body", { site })],
      button: { label: t(locale, "mail:reset.button"), url },
      notes: [t(locale, "mail:reset.expiry"), t(locale, "mail:reset.ignore")],
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
      subject: t(locale, "mail:change.subject"),
      heading: t(locale, "mail:change.subject"),
      paragraphs: [t(locale, "mail:greeting", { name: user.name }), t(locale, "mail:change.body", { email: newEmail, site })],
      button: { label: t(locale, "mail:change.button"), url },
      notes: [t(locale, "mail:verify.expiry")],
    },
  });
  await queueMail(app, {
    kind: "emailChangeNotice",
    to: user.email,
    locale,
    createdBy: user.id,
    content: {
      subject: t(locale, "mail:changeNotice.subject"),
      heading: t(locale, "mail:changeNotice.subject"),
      paragraphs: [t(locale, "mail:greeting", { name: user.name }), t(locale, "mail:changeNotice.body", { email: newEmail, site })],
    },
  });
}
