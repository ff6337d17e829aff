// One way to issue a certificate from an API request body, shared by the public form
// (POST /api/certificates) and integrations (POST /api/v1/certificates): the template must be a
// published certificate template, and unset display options follow the design's digits.
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { issueCertificateInput } from "../../../shared/api/certificates.ts";
import { getPublishedTemplate } from "../templates/get-template.ts";
import { certError } from "./errors.ts";
import { issueContext } from "./context.ts";
import { issueCertificate } from "./issue-certificate.ts";
import type { Provenance } from "./provenance.ts";
import { kickJobs } from "../../queue/wake.ts";
import type { Locale } from "../../../shared/limits.ts";
import { getCertificateMailSettings } from "../email/certificate-mail.ts";

export async function issueFromInput(app: FastifyInstance, input: z.infer<typeof issueCertificateInput>, ownerId: string | null, provenance: Provenance, locale?: Locale) {
  const template = await getPublishedTemplate(app.db, input.templateId);
  if (!template || template.kind !== "certificate") throw certError(404, "certificates:templateNotFound");
  // Reminders reach only people who get e-mail from us: on when the site mails certificates (issue 36 §5).
  const mail = await getCertificateMailSettings(app.db);
  const row = await issueCertificate(await issueContext(app), {
    template,
    values: input.values,
    recipientName: input.recipientName,
    recipientEmail: input.recipientEmail,
    issuedAt: input.issuedAt,
    expiresAt: input.expiresAt,
    options: {
      calendar: input.options.calendar ?? "gregory",
      digits: input.options.digits ?? (template.design.digits === "latin" ? "latn" : "arab"),
    },
    ownerId,
    provenance,
    locale,
    expiryReminders: mail.enabled,
  });
  kickJobs(app); // its certificate.issued deliveries, if anyone listens
  return { template, row };
}
