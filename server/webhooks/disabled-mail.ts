// The e-mail admins get when an endpoint was turned off after repeated failures, in the site's language
// (the count in its plural form and the e-mail's digits).
import type { FastifyInstance } from "fastify";
import { isLocale, mailT as t } from "../i18n.ts";
import { queueMail } from "../mail/queue-mail.ts";
import { getSetting } from "../settings/store.ts";

export async function notifyAdminsOfDisabledEndpoint(app: FastifyInstance, endpointId: string): Promise<void> {
  const endpoint = await app.db.selectFrom("webhook_endpoints").select(["url", "consecutive_failures"]).where("id", "=", endpointId).executeTakeFirst();
  if (!endpoint) return;
  const general = await getSetting(app.db, "general");
  const locale = isLocale(general.defaultLocale) ? general.defaultLocale : "ar";
  const admins = await app.db.selectFrom("users").select(["email"]).where("role", "=", "admin").where("active", "=", 1).execute();
  const params = { url: endpoint.url, count: endpoint.consecutive_failures };
  for (const admin of admins) {
    if (admin.email.endsWith(".invalid")) continue;
    await queueMail(app, {
      kind: "webhook.disabled",
      to: admin.email,
      locale,
      content: {
        subject: t(locale, "mail:webhookDisabledSubject", params),
        heading: t(locale, "mail:webhookDisabledSubject", params),
        paragraphs: [t(locale, "mail:webhookDisabledBody", params)],
        button: { label: t(locale, "mail:webhookDisabledButton"), url: `${app.config.publicUrl}/admin/webhooks/${endpointId}` },
      },
    });
  }
}
