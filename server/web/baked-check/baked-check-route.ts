// GET /certificates/check-image — the verify-by-upload form; POST (multipart/form-data, field
// "file") — the same page with the result for a baked certificate PNG (OB 3.0 §5.3, issue 33):
// the credential is read from its `openbadgecredential` iTXt chunk and checked by the verification
// service of the credential-file check (signature, our key, revocation, validity). Nothing is
// stored: the upload is read into memory (at most MAX_BAKED_PNG_BYTES) and dropped.
import { randomBytes } from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { extractBakedCredential } from "../../credentials/baked-png.ts";
import { parseCredentialJson } from "../../credentials/index.ts";
import { verifyOwnCredential } from "../../services/certificates/verify-credential.ts";
import { getCertificate } from "../../services/certificates/get-certificate.ts";
import { certificateStatus } from "../../presenters/certificate-record.ts";
import { certificateUrls } from "../../../shared/certificates/urls.ts";
import { defaultIssuerName } from "../../services/certificates/context.ts";
import { getPublicSettings } from "../../settings/public.ts";
import { presentVerification } from "../../presenters/certificate.ts";
import { issuerStatement } from "../../../shared/certificates/issuer-statement.ts";
import { t } from "../../i18n.ts";
import type { Locale } from "../../../shared/limits.ts";
import { renderCheckPage, type CheckOutcome } from "./baked-check-page.ts";

/** The largest PNG the page reads: a certificate rendered at the widest size is a few MB. */
export const MAX_BAKED_PNG_BYTES = 10 * 1024 * 1024;
const CHECK_LIMIT = { max: 30, timeWindow: 60_000 };

export function checkPageCsp(nonce: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; img-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'self'`;
}

function camel(reason: string): string {
  return reason.split("_").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
}

async function send(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, outcome: CheckOutcome, status = 200) {
  const lang = request.locale as Locale;
  const nonce = randomBytes(16).toString("hex");
  const siteName = (await getPublicSettings(app.db)).siteName[lang];
  reply.header("content-security-policy", checkPageCsp(nonce)).header("cache-control", "no-store").header("vary", "Cookie, Accept-Language");
  return reply.code(status).type("text/html; charset=utf-8").send(renderCheckPage({ lang, siteName, outcome, maxMegabytes: MAX_BAKED_PNG_BYTES / 1024 / 1024 }, nonce));
}

/** The uploaded file's bytes; "too_large" past the limit, undefined when there is no file part. */
async function uploadedFile(request: FastifyRequest): Promise<Buffer | "too_large" | undefined> {
  if (!request.isMultipart()) return undefined;
  try {
    const file = await request.file({ limits: { fileSize: MAX_BAKED_PNG_BYTES, files: 1, fields: 2, parts: 3 } });
    if (!file) return undefined;
    return await file.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") return "too_large";
    throw err;
  }
}

async function outcomeOf(app: FastifyInstance, lang: Locale, bytes: Buffer): Promise<CheckOutcome> {
  const say = (key: string) => t(lang, `certificates:bakedCheck.${key}`);
  const extracted = extractBakedCredential(bytes);
  if (!extracted.ok) return { kind: "refused", message: say(extracted.reason === "not_png" ? "notPng" : "noCredential") };
  const credential = parseCredentialJson(extracted.credential);
  if (credential === undefined) return { kind: "refused", message: t(lang, "certificates:reasonMalformed") };
  const result = await verifyOwnCredential(app.db, app.config.publicUrl, credential);
  const standing = result.valid || result.reason === "revoked" || result.reason === "expired";
  const row = standing && result.certificateId ? await getCertificate(app.db, result.certificateId) : undefined;
  if (row) {
    const site = (await getPublicSettings(app.db)).siteName[lang];
    const verification = presentVerification(row, app.config.publicUrl, await defaultIssuerName(app.db));
    const now = certificateStatus(row);
    const formatDate = (iso: string) => new Intl.DateTimeFormat(lang === "ar" ? "ar-u-nu-latn" : lang, { dateStyle: "medium", timeZone: "UTC" }).format(new Date(iso));
    const statement = issuerStatement(verification.certificate, site, formatDate);
    return {
      kind: "certificate",
      status: now !== "valid" ? now : verification.certificate.issuerVerified ? "valid" : "unverified",
      recipientName: row.recipient_name,
      title: verification.certificate.title[lang] || verification.certificate.title.ar,
      issuer: verification.certificate.issuerVerified
        ? t(lang, `webCertificates:${statement.key}`, statement.params)
        : t(lang, "certificates:badge.issuerEntered", { issuer: verification.certificate.issuer || "—" }),
      verifyPath: certificateUrls(app.config.publicUrl, row.id, row.code).verifyPath,
      ...(row.revoked_reason ? { revokedReason: row.revoked_reason } : {}),
    };
  }
  if (result.valid) {
    const name = (credential as { name?: unknown }).name;
    return { kind: "credential", name: typeof name === "string" ? name : say("credentialValid") };
  }
  return { kind: "refused", message: t(lang, `certificates:reason${camel(result.reason ?? "malformed")}`) };
}

export default async function bakedCheckRoutes(app: FastifyInstance) {
  if (!app.hasRequestDecorator("isMultipart")) await app.register(multipart);
  app.get("/certificates/check-image", { config: { session: false } }, async (request, reply) => send(app, request, reply, { kind: "form" }));
  app.post("/certificates/check-image", { bodyLimit: MAX_BAKED_PNG_BYTES + 64 * 1024, config: { session: false, rateLimit: CHECK_LIMIT } }, async (request, reply) => {
    const lang = request.locale as Locale;
    const bytes = await uploadedFile(request);
    if (bytes === "too_large") return send(app, request, reply, { kind: "refused", message: t(lang, "certificates:bakedCheck.tooLarge", { size: String(MAX_BAKED_PNG_BYTES / 1024 / 1024) }) }, 413);
    if (bytes === undefined || bytes.length === 0) return send(app, request, reply, { kind: "refused", message: t(lang, "certificates:bakedCheck.noFile") }, 400);
    const outcome = await outcomeOf(app, lang, bytes);
    // A refusal is a verification result like any other (as POST /api/certificates/verify-credential
    // answers 200 { valid: false }): the page is what was asked for.
    return send(app, request, reply, outcome);
  });
}
