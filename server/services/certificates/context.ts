// Glue used by the certificate routes and the bulk job: the issue context (issuer key, names) and
// rendering a stored certificate with the template revision it was issued from.
import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/index.ts";
import { formatCode } from "../../../shared/certificates/code.ts";
import type { OutputFormat, RenderJob, RenderedResponse } from "../../render/index.ts";
import { getRevision } from "../templates/get-template.ts";
import { getSetting } from "../settings/store.ts";
import { getIssuer, issuerOptions } from "../issuer/issuer.ts";
import { certificateIssuerName } from "../../presenters/certificate.ts";
import { parseOptions, parseValues } from "./get-certificate.ts";
import { certificateRenderJob } from "./render-values.ts";
import { certificateUrls } from "./urls.ts";
import { certificateQrLink } from "./qr-credential.ts";
import type { IssueContext } from "./issue-certificate.ts";
import type { CertificatesTable } from "../../db/schema.ts";

export async function defaultIssuerName(db: Db): Promise<string> {
  const settings = (await getSetting(db, "certificates")) as { issuerName?: { ar?: string } };
  return settings.issuerName?.ar || "بطاقة";
}

export async function issueContext(app: FastifyInstance): Promise<IssueContext> {
  return {
    db: app.db,
    publicUrl: app.config.publicUrl,
    analytics: app.analytics,
    issuer: await getIssuer(app.db, app.config.publicUrl),
    issuerName: await defaultIssuerName(app.db),
    issuerEmail: ((await getSetting(app.db, "general")) as { contact?: { email?: string } }).contact?.email?.trim() || undefined,
    cryptosuite: (await issuerOptions(app.db)).cryptosuite,
  };
}

/** Canvas size of the revision a certificate was issued from. */
export async function certificateCanvas(db: Db, revisionId: string): Promise<{ width: number; height: number }> {
  const revision = await getRevision(db, revisionId);
  return { width: revision?.design.canvas.width ?? 0, height: revision?.design.canvas.height ?? 0 };
}

/** The render job of a stored certificate, drawn with the revision it was issued from. */
export async function certificateJob(app: FastifyInstance, row: CertificatesTable, format: OutputFormat, width?: number, issuerName?: string): Promise<RenderJob> {
  const revision = await getRevision(app.db, row.revision_id);
  if (!revision) throw new Error(`revision ${row.revision_id} of certificate ${row.id} is missing`);
  const qr = await certificateQrLink(app.db, app.config.publicUrl, row);
  return certificateJobFrom(app.config.publicUrl, row, revision, issuerName ?? (await defaultIssuerName(app.db)), format, width, qr.link);
}

/** certificateJob() with the revision and the default issuer name already read (a bulk job reads them once). */
export function certificateJobFrom(
  publicUrl: string,
  row: CertificatesTable,
  revision: Pick<NonNullable<Awaited<ReturnType<typeof getRevision>>>, "design" | "fields">,
  defaultIssuer: string,
  format: OutputFormat,
  width?: number,
  credentialQrUrl?: string,
): RenderJob {
  const urls = certificateUrls(publicUrl, row.id, row.code);
  const options = parseOptions(row.options);
  const job = certificateRenderJob(revision.design, revision.fields, {
    code: formatCode(row.code),
    verifyUrl: urls.verifyUrl,
    credentialQrUrl,
    recipientName: row.recipient_name,
    issuerName: certificateIssuerName(row, defaultIssuer),
    // The date on the certificate is the one its creator typed, if any (the record keeps both).
    issuedAt: row.stated_date ?? row.issued_at,
    expiresAt: row.expires_at,
    values: parseValues(row.values),
    options,
  }, format, width);
  // A revision never changes, and certificateDesign() takes only the digits option from the row.
  return { ...job, designKey: `revision:${row.revision_id}:${options.digits}${credentialQrUrl ? ":qr" : ""}` };
}

/** Rendered through the worker pool and the shared output cache (routes). */
export async function renderCertificate(app: FastifyInstance, row: CertificatesTable, format: OutputFormat, width?: number): Promise<RenderedResponse> {
  return app.render.output(await certificateJob(app, row, format, width));
}
