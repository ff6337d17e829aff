// The QR credential's public documents (issue 34) and its verification. Cookie-free, readable from
// any origin (public-cors.ts) and cacheable: a CBOR-LD decoder elsewhere needs the context and the
// compression table to read a printed QR; both are append-only (docs/credentials.md).
//   GET /credentials/qr/v1                       the JSON-LD context of our terms
//   GET /credentials/qr/cborld-table.json        the CBOR-LD 1.0 type table (registry entry id)
//   GET /api/credentials/qr/verify/{payload}     { verified, reason?, credential?, live?, message }
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { HttpError } from "../http/errors.ts";
import { anyOriginOnSend } from "../http/public-cors.ts";
import { qrCompressionTableJson, qrContextDocument } from "../../shared/credentials/qr/index.ts";
import { verifyQrPayload } from "../services/certificates/qr-verify.ts";
import { qrIssuerKeys } from "../services/certificates/qr-credential.ts";
import { getIssuer } from "../services/issuer/issuer.ts";
import { t } from "../i18n.ts";
import type { Locale } from "../../shared/limits.ts";

const DOCUMENT_MAX_AGE = 86_400;
const params = z.object({ "*": z.string().min(1).max(4000) });

export default async function qrCredentialRoutes(app: FastifyInstance) {
  const publicUrl = app.config.publicUrl;
  const publicDoc = { config: { session: false }, onSend: anyOriginOnSend };
  app.get("/credentials/qr/v1", publicDoc, async (_request, reply) => {
    reply.header("Cache-Control", `public, max-age=${DOCUMENT_MAX_AGE}`);
    return reply.type("application/ld+json").send(JSON.stringify(qrContextDocument(publicUrl)));
  });
  app.get("/credentials/qr/cborld-table.json", publicDoc, async (_request, reply) => {
    const issuer = await getIssuer(app.db, publicUrl);
    // Short cache: a key rotation appends to the table.
    reply.header("Cache-Control", "public, max-age=300");
    return reply.type("application/json").send(JSON.stringify(qrCompressionTableJson(publicUrl, qrIssuerKeys(issuer))));
  });
  app.get("/api/credentials/qr/verify/*", publicDoc, async (request, reply) => {
    const parsed = params.safeParse(request.params);
    if (!parsed.success) throw new HttpError(400, "webCertificates:qr.malformedText");
    const answer = await verifyQrPayload(app.db, publicUrl, parsed.data["*"]);
    const locale = request.locale as Locale;
    const key = answer.verified ? "verified" : answer.live === "revoked" && !answer.reason ? "revoked" : (answer.reason ?? "malformed");
    // The live status may change (a revocation): revalidate every time.
    reply.header("Cache-Control", "no-store");
    return { ...answer, message: t(locale, `webCertificates:qr.${key}`) };
  });
}
