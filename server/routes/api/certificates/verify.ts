// GET /api/certificates/verify/{code} — public verification by the printed code (case, spaces,
// dashes ignored; Arabic-Indic digits read as Latin). 400 for a malformed or mistyped code (check
// symbol), 404 for an unknown one. Against enumeration: a per-IP request limit, and a tighter
// per-IP limit on codes that are well-formed but unknown (the only answers that leak anything).
// POST /api/certificates/verify-credential { credential } (JSON, or multipart "file") → { valid, reason? }.
import { createHmac } from "node:crypto";
import multipart from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { parseCode } from "../../../../shared/certificates/code.ts";
import { toLatinDigits } from "../../../../shared/design/digits.ts";
import { certError } from "../../../services/certificates/errors.ts";
import { certificateForVerify } from "../../../services/certificates/verify-lookup.ts";
import { VerifyAnswerCache } from "../../../services/certificates/verify-cache.ts";
import { defaultIssuerName } from "../../../services/certificates/context.ts";
import { presentVerification } from "../../../presenters/certificate.ts";
import { tooManyRequests } from "../../../errors.ts";
import { verifyOwnCredential } from "../../../services/certificates/verify-credential.ts";
import { MAX_CREDENTIAL_BYTES, parseCredentialJson } from "../../../credentials/index.ts";
import { t } from "../../../i18n.ts";
import { emitCertificateEvent } from "../../../webhooks/certificate-events.ts";
import { isInProcess, recordCertificateEvent, recordCertificateEventByCode, verifyChannel } from "../../../analytics/item-events.ts";
import { isPerson } from "../../../analytics/person.ts";

export const VERIFY_LIMIT = { max: 60, timeWindow: 60_000 };
export const VERIFY_MISS_LIMIT = { max: 20, windowMs: 10 * 60_000 };
const CREDENTIAL_LIMIT = { max: 30, timeWindow: 60_000 };

const codeParams = z.object({ code: z.string().max(64) });

/** Per-IP key of the miss counter (an HMAC, so the table holds no addresses), kept per address. */
function missKeys(app: FastifyInstance): (request: FastifyRequest) => string {
  const keys = new Map<string, string>();
  return (request) => {
    let key = keys.get(request.ip);
    if (key === undefined) {
      key = `verify-miss:${createHmac("sha256", app.secret).update(request.ip).digest("base64url").slice(0, 22)}`;
      if (keys.size >= 50_000) keys.clear();
      keys.set(request.ip, key);
    }
    return key;
  };
}

async function credentialFromRequest(request: FastifyRequest): Promise<unknown> {
  if (request.isMultipart()) {
    const file = await request.file();
    if (!file) throw certError(400, "certificates:credentialInvalid");
    const bytes = await file.toBuffer();
    if (file.file.truncated) return undefined;
    return parseCredentialJson(bytes.toString("utf8"));
  }
  const body = request.body as { credential?: unknown } | undefined;
  if (!body || typeof body !== "object" || !("credential" in body)) throw certError(400, "certificates:credentialInvalid");
  return typeof body.credential === "string" ? parseCredentialJson(body.credential) : body.credential;
}

export default async function verifyRoutes(app: FastifyInstance) {
  const answers = new VerifyAnswerCache(app.db, app.dialect);
  const missKey = missKeys(app);
  // Code → certificate and template, so a cached answer is counted without a query (facts that never change).
  const itemOfCode = new Map<string, { id: string; templateId: string }>();
  const countVerify = (request: FastifyRequest, code: string) => {
    if (isInProcess(request)) return; // the server-drawn verify page counts itself (analytics/page-events.ts)
    if (!isPerson(request.headers)) return; // people only, as the verify page (issue 36 §4)
    const item = itemOfCode.get(code);
    if (item) app.analytics.record({ kind: "certificate", itemId: item.id, templateId: item.templateId, event: "verify", channel: verifyChannel(request) });
    else recordCertificateEventByCode(app, code, "verify", verifyChannel(request));
  };
  app.get("/verify/:code", { config: { rateLimit: VERIFY_LIMIT, session: false } }, async (request, reply) => {
    // The hot path checks the one parameter by hand; anything odd goes through zod for the usual 400.
    const raw = (request.params as { code?: unknown }).code;
    const code = typeof raw === "string" && raw.length <= 64 ? raw : codeParams.parse(request.params).code;
    const key = missKey(request);
    // Counted in memory and flushed in batches, like the per-IP limit (http/rate-limit-counters.ts).
    const misses = app.rateLimits.read(key);
    if (misses.count >= VERIFY_MISS_LIMIT.max) throw tooManyRequests(Math.max(1, Math.ceil(misses.ttlMs / 1000)));
    const parsed = parseCode(toLatinDigits(code));
    if (!parsed.ok) throw certError(400, parsed.reason === "check" ? "certificates:codeCheck" : "certificates:codeFormat", {}, undefined, parsed.reason);
    const cached = answers.get(parsed.normalized);
    // The same bytes and type as a serialised answer (Fastify's default JSON content type).
    if (cached !== undefined) {
      void emitCertificateEvent(app, "certificate.verified", { code: parsed.normalized }, { via: "code" });
      countVerify(request, parsed.normalized);
      return reply.type("application/json; charset=utf-8").send(cached);
    }
    const generation = answers.generation();
    const found = await certificateForVerify(app.db, parsed.normalized);
    if (!found) {
      await app.rateLimits.hit(key, VERIFY_MISS_LIMIT.windowMs);
      throw certError(404, "certificates:codeNotFound", {}, undefined, "not_found");
    }
    // Same precedence as certificateIssuerName: the row's values, the credential's issuer, the setting.
    const answer = presentVerification(found.row, app.config.publicUrl, found.credentialIssuer ?? (await defaultIssuerName(app.db)));
    answers.set(parsed.normalized, answer, generation, found.row.expires_at);
    void emitCertificateEvent(app, "certificate.verified", { code: parsed.normalized }, { via: "code" });
    if (itemOfCode.size >= 50_000) itemOfCode.clear();
    itemOfCode.set(parsed.normalized, { id: found.row.id, templateId: found.row.template_id });
    countVerify(request, parsed.normalized);
    return answer;
  });

  // Multipart in a scope of its own: its preValidation hook would otherwise run on every verify.
  await app.register(async (scope) => {
    if (!scope.hasRequestDecorator("isMultipart")) {
      await scope.register(multipart, { limits: { fileSize: MAX_CREDENTIAL_BYTES, files: 1, fields: 2, parts: 3 } });
    }
    registerVerifyCredential(scope);
  });
}

function registerVerifyCredential(app: FastifyInstance): void {
  app.post("/verify-credential", { bodyLimit: MAX_CREDENTIAL_BYTES + 4096, config: { rateLimit: CREDENTIAL_LIMIT } }, async (request) => {
    const credential = await credentialFromRequest(request);
    const result = await verifyOwnCredential(app.db, app.config.publicUrl, credential);
    if (result.certificateId) void emitCertificateEvent(app, "certificate.verified", result.certificateId, { via: "credential", valid: result.valid });
    if (result.certificateId && isPerson(request.headers)) recordCertificateEvent(app, result.certificateId, "verify", "api");
    return {
      valid: result.valid,
      ...(result.reason ? { reason: result.reason, message: t(request.locale, `certificates:reason${camel(result.reason)}`) } : {}),
      ...(result.revocationReason ? { revocationReason: result.revocationReason } : {}),
      ...(result.certificateId ? { certificateId: result.certificateId } : {}),
      ...(result.issuer ? { issuer: result.issuer } : {}),
    };
  });
}

function camel(reason: string): string {
  return reason.split("_").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("");
}
