// OpenID4VCI 1.0 pre-authorized code flow (issue 25 §3). Wallet-facing endpoints answer the OAuth /
// OpenID4VCI error objects ({ error, error_description }) their specs name, never the app's error
// shape; the offer endpoint is an app API (session or e-mail key) with translated errors.
import { recordCertificateEvent } from "../analytics/item-events.ts";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { getSetting } from "../settings/store.ts";
import { getCertificate } from "../services/certificates/get-certificate.ts";
import { certError, useNamespacedErrors } from "../services/certificates/errors.ts";
import { t } from "../i18n.ts";
import { ACCESS_TOKEN_TTL_S, MAX_ATTEMPTS, PRE_AUTHORIZED_GRANT, createOffer, markIssued, offerForAccessToken, openOffer, preAuthorizedCodeFor, redeemPreAuthorizedCode } from "./offers.ts";
import { CREDENTIAL_CONFIGURATION_ID, authorizationServerMetadata, credentialIssuerMetadata, credentialOffer, oid4vciPaths } from "./metadata.ts";
import { verifyProofJwt } from "./proof.ts";
import { NONCE_TTL_S, NONCE_RATE_LIMIT, consumeNonce, createNonce } from "./nonces.ts";
import { boundCertificateCredential } from "./bound-credential.ts";
import { isRecipientKey } from "../services/certificates/recipient-key.ts";

function oauthError(reply: FastifyReply, status: number, error: string, description: string) {
  reply.header("Cache-Control", "no-store");
  return reply.status(status).type("application/json; charset=utf-8").send({ error, error_description: description });
}

const tokenBody = z.object({
  grant_type: z.string(),
  "pre-authorized_code": z.string().min(1).max(200).optional(),
  tx_code: z.string().max(64).optional(),
});

const credentialBody = z.object({
  credential_configuration_id: z.string().optional(),
  format: z.string().optional(),
  proof: z.object({ proof_type: z.string(), jwt: z.string().max(8192).optional() }).optional(),
  proofs: z.object({ jwt: z.array(z.string().max(8192)).optional() }).passthrough().optional(),
});

const offerParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
const offerQuery = z.object({ key: z.string().max(64).optional() });

export default async function oid4vciRoutes(app: FastifyInstance) {
  const publicUrl = app.config.publicUrl;
  useNamespacedErrors(app);
  // The token request is application/x-www-form-urlencoded (RFC 6749 §4.1.3); only in this plugin.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit: 8192 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  const cors = (reply: FastifyReply) => reply.header("Access-Control-Allow-Origin", "*");
  // Browser-based wallets call from their own origin. No cookie is read on these endpoints (the
  // access token and the PIN are the credentials), so any origin may.
  app.addHook("onSend", async (request, reply) => {
    if (request.routeOptions.url?.startsWith("/oid4vci/")) cors(reply);
  });
  app.options("/oid4vci/*", { config: { session: false } }, async (_request, reply) => {
    cors(reply)
      .header("Access-Control-Allow-Methods", "GET, POST")
      .header("Access-Control-Allow-Headers", "authorization, content-type")
      .header("Access-Control-Max-Age", "600");
    return reply.status(204).send();
  });

  app.get("/.well-known/openid-credential-issuer", { config: { session: false } }, async (_request, reply) => {
    const general = await getSetting(app.db, "general");
    cors(reply).header("Cache-Control", "public, max-age=300");
    return credentialIssuerMetadata(publicUrl, general.siteName);
  });

  app.get("/.well-known/oauth-authorization-server", { config: { session: false } }, async (_request, reply) => {
    cors(reply).header("Cache-Control", "public, max-age=300");
    return authorizationServerMetadata(publicUrl);
  });

  // credential_offer_uri: the offer while it can be redeemed (the id is 122 random bits; the PIN
  // is still needed). Its tx_code description follows the wallet's Accept-Language.
  app.get("/oid4vci/offers/:id", { config: { session: false } }, async (request, reply) => {
    const parsed = z.object({ id: z.uuid() }).safeParse(request.params);
    const row = parsed.success ? await openOffer(app.db, parsed.data.id) : undefined;
    reply.header("Cache-Control", "no-store");
    if (!row) return reply.status(404).send({ error: "invalid_request", error_description: "unknown, used or expired credential offer" });
    return credentialOffer(publicUrl, row.id, preAuthorizedCodeFor(app.secret, row.id), t(request.locale, "certificates:wallet.pinDescription")).offer;
  });

  app.post(oid4vciPaths.token, { config: { session: false } }, async (request, reply) => {
    const parsed = tokenBody.safeParse(request.body ?? {});
    if (!parsed.success) return oauthError(reply, 400, "invalid_request", "malformed token request");
    const body = parsed.data;
    if (body.grant_type !== PRE_AUTHORIZED_GRANT) return oauthError(reply, 400, "unsupported_grant_type", "only the pre-authorized code grant is supported");
    if (!body["pre-authorized_code"]) return oauthError(reply, 400, "invalid_request", "pre-authorized_code is required");
    const result = await redeemPreAuthorizedCode(app.db, app.secret, body["pre-authorized_code"], body.tx_code);
    if (!result.ok) return oauthError(reply, 400, result.error, result.description);
    const cNonce = createNonce(app.secret);
    reply.header("Cache-Control", "no-store");
    return {
      access_token: result.accessToken,
      token_type: "Bearer",
      expires_in: ACCESS_TOKEN_TTL_S,
      // Draft-13 wallets read the nonce here; 1.0 wallets ask the nonce endpoint.
      c_nonce: cNonce,
      c_nonce_expires_in: NONCE_TTL_S,
    };
  });

  // Signed, not stored (nonces.ts); still limited per client address so it is no free signing oracle.
  app.post(oid4vciPaths.nonce, { config: { session: false, rateLimit: NONCE_RATE_LIMIT } }, async (_request, reply) => {
    reply.header("Cache-Control", "no-store");
    return { c_nonce: createNonce(app.secret) };
  });

  app.post(oid4vciPaths.credential, { config: { session: false } }, async (request, reply) => {
    const auth = request.headers.authorization ?? "";
    const match = /^Bearer ([A-Za-z0-9_-]{20,100})$/.exec(auth);
    const offer = match ? await offerForAccessToken(app.db, match[1]) : undefined;
    if (!offer) {
      reply.header("WWW-Authenticate", 'Bearer error="invalid_token"');
      return oauthError(reply, 401, "invalid_token", "missing, expired or already used access token");
    }
    const parsed = credentialBody.safeParse(request.body ?? {});
    if (!parsed.success) return oauthError(reply, 400, "invalid_credential_request", "malformed credential request");
    const body = parsed.data;
    const wanted = body.credential_configuration_id ?? (body.format === "ldp_vc" ? CREDENTIAL_CONFIGURATION_ID : undefined);
    if (wanted !== CREDENTIAL_CONFIGURATION_ID) return oauthError(reply, 400, "unknown_credential_configuration", `only ${CREDENTIAL_CONFIGURATION_ID} is offered`);
    const jwts = body.proofs ? (body.proofs.jwt ?? []) : body.proof?.proof_type === "jwt" && body.proof.jwt ? [body.proof.jwt] : [];
    if (body.proof && body.proofs) return oauthError(reply, 400, "invalid_credential_request", "send proof or proofs, not both");
    if (jwts.length !== 1) return oauthError(reply, 400, "invalid_proof", "exactly one jwt proof is required");
    const proof = await verifyProofJwt(jwts[0], publicUrl);
    if (!proof.ok) return oauthError(reply, 400, proof.error, proof.description);
    if (!(await consumeNonce(app.db, app.secret, proof.nonce))) return oauthError(reply, 400, "invalid_nonce", "unknown, expired or already used c_nonce");
    const bound = await boundCertificateCredential(app.db, publicUrl, offer.certificate_id, proof.holder.did);
    if (!bound.ok) return oauthError(reply, 400, bound.error, bound.description);
    if (!(await markIssued(app.db, offer.id, proof.holder.did))) return oauthError(reply, 401, "invalid_token", "access token already used");
    recordCertificateEvent(app, offer.certificate_id, "wallet");
    reply.header("Cache-Control", "no-store");
    // OpenID4VCI 1.0 answers `credentials`; a draft-13 request (`proof`) gets `credential`.
    return body.proofs ? { credentials: [{ credential: bound.credential }] } : { credential: bound.credential };
  });

  // The recipient's offer: the owner signed in, or the e-mail link's key. Nobody else gets one.
  app.get("/api/certificates/:id/wallet-offer", { config: { rateLimit: { max: 20, timeWindow: 60_000 } } }, async (request, reply) => {
    const { id } = offerParams.parse(request.params);
    const { key } = offerQuery.parse(request.query);
    const row = await getCertificate(app.db, id);
    if (!row) throw certError(404, "certificates:notFound");
    const isOwner = !!request.user && row.owner_id === request.user.id;
    if (!isOwner && !isRecipientKey(app.secret, id, key)) throw certError(403, "certificates:wallet.forbidden");
    if (row.revoked_at) throw certError(409, "certificates:wallet.revoked");
    if (!row.credential) throw certError(404, "certificates:credentialMissing");
    const created = await createOffer(app.db, app.secret, id);
    const { offer, byValue, byReference } = credentialOffer(publicUrl, created.id, created.preAuthorizedCode, t(request.locale, "certificates:wallet.pinDescription"));
    reply.header("Cache-Control", "private, no-store");
    return { offerUri: byReference, offerUriByValue: byValue, credentialOffer: offer, pin: created.pin, expiresAt: created.expiresAt, maxAttempts: MAX_ATTEMPTS };
  });
}
