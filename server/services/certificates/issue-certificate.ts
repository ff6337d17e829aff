// Issuing one certificate: values checked against the template revision's fields, a fresh
// unguessable id (128 random bits) and verification code, and the Open Badges 3.0 credential signed
// once, now, with the platform key and stored on the row. Bulk jobs pass jobId + jobRow: the
// unique (job_id, job_row) index makes a resumed job skip rows it already issued.
import type { AnalyticsRecorder } from "../../analytics/recorder.ts";
import { randomBytes } from "node:crypto";
import { z } from "zod";
import type { Db } from "../../db/index.ts";
import { nowIso } from "../../db/columns.ts";
import type { CertificatesTable } from "../../db/schema.ts";
import { buildValuesSchema, type LocalizedText, type TemplateField } from "../../../shared/api/templates.ts";
import type { CertificateOptions } from "../../../shared/api/certificates.ts";
import { generateCode, parseCode } from "../../../shared/certificates/code.ts";
import { V } from "../../../shared/api/validation.ts";
import { buildOpenBadgeCredential, signCredential, withProofArray, type AchievementType, type Cryptosuite, type Issuer, type SignedCredential } from "../../credentials/index.ts";
import { ensureStatusSlot, statusEntryFor } from "../status-lists/status-lists.ts";
import { credentialTexts } from "./credential-texts.ts";
import { withUnverifiedIssuerNotice } from "./unverified-notice.ts";
import { recordAchievement, withAchievementId } from "./achievements.ts";
import { certificateUrls, issuerLogoUrl } from "../../../shared/certificates/urls.ts";
import { certError } from "./errors.ts";
import { recordedIssuer, type Provenance } from "./provenance.ts";
import { emitWebhookEvent } from "../../webhooks/emit.ts";
import { certificateEventData } from "../../webhooks/payloads.ts";
import { checkRenderCost } from "../designs/design-budget.ts";
import type { DesignDocument } from "../../../shared/design/schema.ts";

export interface IssueContext {
  db: Db;
  publicUrl: string;
  issuer: Issuer;
  /** default issuer name (settings), used when the values carry no issuerName */
  issuerName: string;
  /** The issuer profile's contact address (settings → general → contact e-mail), when set. */
  issuerEmail?: string;
  /** Data Integrity cryptosuite of the admin's issuer options (default eddsa-rdfc-2022). */
  cryptosuite?: Cryptosuite;
  /** Counts the issuance for engagement analytics (app.analytics; absent in service-level tests). */
  analytics?: Pick<AnalyticsRecorder, "record">;
  /** Signs elsewhere than on this thread (bulk jobs: jobs/sign-pool.ts); default signCredential. */
  sign?: (unsigned: Record<string, unknown>, options: { created: Date; cryptosuite?: Cryptosuite }) => Promise<SignedCredential>;
}

export interface IssueRequest {
  /** `design`: the revision's, when known: the values are checked against its render cost (413). */
  template: { id: string; revisionId: string; kind: string; categorySlug: string; title: string; fields: TemplateField[]; design?: DesignDocument };
  values: Record<string, unknown>;
  recipientName?: string;
  recipientEmail?: string | null;
  /** The date its creator typed: printed as the certificate's date, never its issue date. */
  issuedAt?: string;
  expiresAt?: string | null;
  options: CertificateOptions;
  ownerId: string | null;
  /** who is issuing (the routes decide; bulk jobs pass { issuedBy: "bulk" }) */
  provenance: Provenance;
  jobId?: string;
  jobRow?: number;
  /** the language it is issued in (its reminders speak it) */
  locale?: string;
  /** expiry reminders on (default: on); issue 36 §5: they follow whether certificate e-mails go out */
  expiryReminders?: boolean;
}

const ACHIEVEMENT: Record<string, AchievementType> = {
  training: "CertificateOfCompletion",
  education: "Award",
  appreciation: "Award",
  teacher: "Award",
};

export function newCertificateId(): string {
  return randomBytes(16).toString("base64url");
}

/** Template field values, checked; throws ZodError (→ 400 with fields) on bad input. */
// Building the zod schema (and zod's compiled fast path) cost ~9 % of an issue; a bulk job passes the
// same fields array for every row, so the schema is kept per array.
const valuesSchemas = new WeakMap<readonly TemplateField[], ReturnType<typeof buildValuesSchema>>();

export function checkValues(fields: readonly TemplateField[], values: Record<string, unknown>): Record<string, string> {
  let schema = valuesSchemas.get(fields);
  if (!schema) {
    schema = buildValuesSchema(fields);
    valuesSchemas.set(fields, schema);
  }
  return schema.parse(values) as Record<string, string>;
}

function localized(json: string): LocalizedText {
  try {
    return JSON.parse(json) as LocalizedText;
  } catch {
    return { ar: "", en: "", fr: "" };
  }
}

function toIso(value: string | undefined | null, fallback: string): string {
  if (!value) return fallback;
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value).toISOString();
}

export async function issueCertificate(ctx: IssueContext, req: IssueRequest): Promise<CertificatesTable> {
  const values = checkValues(req.template.fields, req.values);
  const recipientName = (req.recipientName?.trim() || values.recipientName || "").trim();
  if (!recipientName) throw certError(400, "certificates:recipientRequired", {}, { recipientName: V.required });
  if (recipientName.length > 200) throw new z.ZodError([{ code: "custom", path: ["recipientName"], message: `${V.max}|200`, input: recipientName }]);
  // Values change what the design draws (longer texts, more glyphs under a shadow): nothing is stored over the budget.
  if (req.template.design) checkRenderCost(req.template.design, { ...values, recipientName });
  const now = nowIso();
  // issued_at / validFrom is when we recorded it; a typed date is only the date on the certificate.
  const issuedAt = now;
  const statedDate = req.issuedAt ? toIso(req.issuedAt, now) : null;
  const expiresAt = req.expiresAt ? toIso(req.expiresAt, now) : null;
  if (expiresAt && expiresAt <= issuedAt) throw certError(400, "certificates:expiresBeforeIssued", {}, { expiresAt: V.invalid });

  const title = localized(req.template.title);
  const typedIssuer = (values.issuerName ?? "").trim();
  const { issuerVerified, issuerOrg } = recordedIssuer(req.provenance, typedIssuer, ctx.issuerName);
  // The credential's issuer is who vouches: the platform, or the organisation it verified.
  const issuerName = issuerOrg ?? ctx.issuerName;
  const texts = credentialTexts(title, values, recipientName, issuerName);
  const logo = issuerLogoUrl(ctx.publicUrl);

  for (let attempt = 0; ; attempt++) {
    const id = newCertificateId();
    const parsed = parseCode(generateCode());
    if (!parsed.ok) throw new Error("generated an invalid code");
    const urls = certificateUrls(ctx.publicUrl, id, parsed.normalized);
    // Its bit in a status list, claimed before signing (an unused claim only wastes one index).
    const slot = await ensureStatusSlot(ctx.db, id);
    const built = buildOpenBadgeCredential({
      id: urls.credentialUrl,
      issuer: { id: ctx.issuer.did, name: issuerName, url: ctx.publicUrl, image: logo, ...(ctx.issuerEmail ? { email: ctx.issuerEmail } : {}) },
      recipientName,
      description: texts.summary,
      credentialStatus: statusEntryFor(ctx.publicUrl, ctx.issuer.did, slot),
      achievement: {
        // id and creator id: replaced by the content-named id below, once the texts are final
        id: `${ctx.publicUrl}/certificates/${req.template.id}`,
        name: texts.name,
        description: texts.description,
        achievementType: ACHIEVEMENT[req.template.categorySlug] ?? "Certificate",
        criteriaNarrative: texts.criteria,
        image: logo,
        ...(!issuerVerified && typedIssuer ? { creator: { id: `${urls.credentialUrl}#creator`, name: typedIssuer } } : {}),
      },
      issuedAt,
      expiresAt,
      certificateCode: urls.code,
      verifyUrl: urls.verifyUrl,
      imageUrl: urls.absoluteImageUrl,
      lang: texts.lang,
    });
    // What wallets show says so when nobody vouched for the issuer (unverified-notice.ts).
    const noticed = issuerVerified ? built : withUnverifiedIssuerNotice(built);
    // The achievement's id names what the final texts state (achievements.ts, issue 33 §4).
    const { credential: unsigned, achievement } = withAchievementId(noticed, ctx.publicUrl, req.template.id);
    const signOptions = { created: new Date(now), cryptosuite: ctx.cryptosuite };
    const credential = withProofArray(ctx.sign ? await ctx.sign(unsigned, signOptions) : await signCredential(unsigned, ctx.issuer, signOptions));
    const row: CertificatesTable = {
      id,
      code: parsed.normalized,
      template_id: req.template.id,
      revision_id: req.template.revisionId,
      owner_id: req.ownerId,
      values: JSON.stringify(values),
      recipient_name: recipientName,
      recipient_email: req.recipientEmail?.trim() || null,
      options: JSON.stringify(req.options),
      issued_at: issuedAt,
      expires_at: expiresAt,
      revoked_at: null,
      revoked_reason: null,
      credential: JSON.stringify(credential),
      job_id: req.jobId ?? null,
      job_row: req.jobRow ?? null,
      view_count: 0,
      share_count: 0,
      created_at: now,
      updated_at: now,
      issued_by: req.provenance.issuedBy,
      issuer_verified: issuerVerified ? 1 : 0,
      issuer_org: issuerOrg,
      stated_date: statedDate,
      locale: req.locale ?? null,
      expiry_reminders: req.expiryReminders === false ? 0 : 1,
    };
    try {
      // The certificate.issued event is written with the row (an outbox): one exists exactly when the other does.
      await ctx.db.transaction().execute(async (trx) => {
        await trx.insertInto("certificates").values(row).execute();
        await recordAchievement(trx, achievement);
        await emitWebhookEvent(trx, "certificate.issued", certificateEventData(ctx.publicUrl, row));
      });
      ctx.analytics?.record({ kind: "certificate", itemId: row.id, templateId: row.template_id, event: "issued" });
      return row;
    } catch (err) {
      // A resumed bulk job racing another instance: that row is already issued, take it.
      if (req.jobId !== undefined && req.jobRow !== undefined) {
        const existing = await ctx.db.selectFrom("certificates").selectAll().where("job_id", "=", req.jobId).where("job_row", "=", req.jobRow).executeTakeFirst();
        if (existing) return existing;
      }
      const clash = await ctx.db.selectFrom("certificates").select("id").where("code", "=", parsed.normalized).executeTakeFirst();
      if (!clash || attempt >= 3) throw err; // not a code collision (70 random bits): a real failure
    }
  }
}
