// POST /api/contact { name, email, message, website } → 201: stores the message and e-mails every
// active admin. `website` is a honeypot: when it is filled the answer is the same but nothing is
// stored or sent. Limited per client (5 an hour).
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { contactInput } from "../../../../shared/api/pages.ts";
import { nowIso } from "../../../db/columns.ts";
import { t } from "../../../i18n.ts";
import { queueMail } from "../../../mail/queue-mail.ts";
import { mailFrame } from "../../../mail/frame.ts";
import { isLocale } from "../../../i18n.ts";
import { getSetting } from "../../../settings/store.ts";

export const CONTACT_LIMIT = { max: 5, timeWindow: 60 * 60_000 };

export default async function contactRoutes(app: FastifyInstance) {
  app.post("/", { config: { rateLimit: CONTACT_LIMIT } }, async (request, reply) => {
    const input = contactInput.parse(request.body ?? {});
    if (input.website && input.website.trim() !== "") return reply.status(201).send({ ok: true });
    const id = randomUUID();
    await app.db.insertInto("contact_messages").values({ id, name: input.name, email: input.email, message: input.message, locale: request.locale, created_at: nowIso() }).execute();
    const admins = await app.db.selectFrom("users").select(["email"]).where("role", "=", "admin").where("active", "=", 1).execute();
    const general = await getSetting(app.db, "general");
    const locale = isLocale(general.defaultLocale) ? general.defaultLocale : "ar";
    const { siteName } = await mailFrame(app, locale);
    for (const admin of admins) {
      if (admin.email.endsWith(".invalid")) continue;
      await queueMail(app, {
        kind: "contact",
        to: admin.email,
        locale,
        // "Reply" answers the visitor: their address passed contactInput's e-mail check (no line breaks).
        replyTo: input.email,
        content: {
          subject: t(locale, "mail:contactSubject", { name: input.name }),
          heading: t(locale, "mail:contactSubject", { name: input.name }),
          paragraphs: [t(locale, "mail:contactBody", { name: input.name, email: input.email })],
          quote: input.message,
          button: { label: siteName, url: `${app.config.publicUrl}/admin/dashboard` },
        },
      });
    }
    return reply.status(201).send({ ok: true });
  });
}
