// Certificates for the request-path and hostile-render benches: issued through the same service the
// API and bulk jobs use (signed credentials), from the seeded training certificate template.
import type { FastifyInstance } from "fastify";
import { getTemplate } from "../server/services/templates/get-template.ts";
import { issueCertificate } from "../server/services/certificates/issue-certificate.ts";
import { issueContext } from "../server/services/certificates/context.ts";

const TEMPLATE_SEED = "certificate-training-completion";

/** Issues `count` certificates to "متدرب رقم 1…count"; answers their ids and codes in that order. */
export async function issueSeededCertificates(app: FastifyInstance, count: number): Promise<{ id: string; code: string }[]> {
  const seeded = await app.db.selectFrom("templates").select("id").where("seed_key", "=", TEMPLATE_SEED).executeTakeFirstOrThrow();
  const t = (await getTemplate(app.db, seeded.id))!;
  const ctx = await issueContext(app);
  const issued: { id: string; code: string }[] = [];
  for (let i = 0; i < count; i++) {
    const row = await issueCertificate(ctx, {
      template: { id: t.id, revisionId: t.revisionId, kind: t.kind, categorySlug: t.categorySlug, title: t.title, fields: t.fields },
      values: { recipientName: `متدرب رقم ${i + 1}`, course: "السلامة المهنية", date: "2026-03-20" },
      options: { calendar: "gregory", digits: "arab" },
      ownerId: null,
      provenance: { issuedBy: "admin" },
    });
    issued.push({ id: row.id, code: row.code });
  }
  return issued;
}
