// OpenID4VCI "Add to wallet" endpoints (server/oid4vci/) in the OpenAPI document. They speak the
// OAuth / OpenID4VCI wire formats (form-encoded token request, { error, error_description } errors),
// so a request example here is illustrative: the flow needs a fresh offer (server/oid4vci tests run it
// with a real wallet library).
import { z } from "zod";
import type { ZodOpenApiOperationObject, ZodOpenApiPathsObject } from "zod-openapi";

const oauthError = z
  .object({ error: z.string(), error_description: z.string().optional() })
  .meta({ id: "OAuthError", description: "RFC 6749 §5.2 / OpenID4VCI §8.3.1.2 error" });
const json = (schema: z.ZodType) => ({ content: { "application/json": { schema } } });
const answer = (description: string, schema: z.ZodType) => ({ description, ...json(schema) });
const tags = ["OpenID4VCI"];
const anyObject = z.record(z.string(), z.unknown());

const walletOffer = z
  .object({
    offerUri: z.string().meta({ description: "openid-credential-offer://?credential_offer_uri=… (the QR code)" }),
    offerUriByValue: z.string(),
    credentialOffer: anyObject,
    pin: z.string().meta({ description: "the tx_code (6 digits) the wallet asks for" }),
    expiresAt: z.string(),
    maxAttempts: z.number().int(),
  })
  .meta({ id: "WalletOffer" });

const tokenRequest = z.object({
  grant_type: z.literal("urn:ietf:params:oauth:grant-type:pre-authorized_code"),
  "pre-authorized_code": z.string(),
  tx_code: z.string(),
});

const operations: Record<string, ZodOpenApiOperationObject> = {
  issuerMetadata: { operationId: "credentialIssuerMetadata", tags, summary: "Credential Issuer metadata (OpenID4VCI 1.0 §12.2)", responses: { "200": answer("metadata", anyObject) } },
  asMetadata: { operationId: "authorizationServerMetadata", tags, summary: "OAuth 2.0 Authorization Server metadata (RFC 8414)", responses: { "200": answer("metadata", anyObject) } },
  offer: {
    operationId: "walletOffer",
    tags,
    summary: "A credential offer for the certificate's recipient",
    description:
      "For the certificate's owner (session cookie) or with `key` from the certificate e-mail's link; anyone else gets 403. " +
      "Each call makes a new single-use offer (pre-authorized code, 10 minutes, PIN required, 5 wrong PINs end it).",
    requestParams: { path: z.object({ id: z.string() }), query: z.object({ key: z.string().optional() }) },
    responses: {
      "200": answer("the offer and its PIN", walletOffer),
      "403": answer("not the recipient (wallet.forbidden)", anyObject),
      "404": answer("no such certificate", anyObject),
      "409": answer("the certificate is revoked (wallet.revoked)", anyObject),
    },
  },
  offerByReference: {
    operationId: "credentialOfferByReference",
    tags,
    summary: "The credential offer a credential_offer_uri names",
    requestParams: { path: z.object({ id: z.uuid() }) },
    responses: { "200": answer("the credential offer object", anyObject), "404": answer("unknown, used or expired offer", oauthError) },
  },
  token: {
    operationId: "token",
    tags,
    summary: "Token endpoint: pre-authorized code + PIN → access token",
    requestBody: { required: true, content: { "application/x-www-form-urlencoded": { schema: tokenRequest } } },
    responses: {
      "200": answer("{ access_token, token_type: Bearer, expires_in, c_nonce, c_nonce_expires_in }", anyObject),
      "400": answer("invalid_request (no tx_code), invalid_grant (unknown, used or expired code, wrong PIN, too many attempts), unsupported_grant_type", oauthError),
    },
  },
  nonce: {
    operationId: "nonce",
    tags,
    summary: "Nonce endpoint: a fresh c_nonce (5 minutes, single use; signed, not stored)",
    responses: { "200": answer("{ c_nonce }", anyObject), "429": answer("more than 30 calls a minute from this address (see Retry-After)", anyObject) },
  },
  credential: {
    operationId: "credential",
    tags,
    summary: "Credential endpoint: the certificate as ldp_vc bound to the holder's DID",
    description:
      "Bearer access token from the token endpoint (single use). Body: `credential_configuration_id: OpenBadgeCredential_ldp_vc` and " +
      "`proofs: { jwt: [<openid4vci-proof+jwt>] }` (or draft-13 `proof`). The proof's `kid` (did:key or did:jwk, or a `jwk` header) " +
      "becomes credentialSubject.id; the credential is signed with eddsa-rdfc-2022.",
    security: [{ oid4vciAccessToken: [] }],
    requestBody: { required: true, ...json(anyObject) },
    responses: {
      "200": answer("{ credentials: [{ credential }] } (draft 13: { credential })", anyObject),
      "400": answer("invalid_credential_request, unknown_credential_configuration, invalid_proof, invalid_nonce, credential_request_denied (revoked)", oauthError),
      "401": answer("invalid_token: missing, expired or used access token", oauthError),
    },
  },
};

export const oid4vciPaths: ZodOpenApiPathsObject = {
  "/.well-known/openid-credential-issuer": { get: operations.issuerMetadata },
  "/.well-known/oauth-authorization-server": { get: operations.asMetadata },
  "/api/certificates/{id}/wallet-offer": { get: operations.offer },
  "/oid4vci/offers/{id}": { get: operations.offerByReference },
  "/oid4vci/token": { post: operations.token },
  "/oid4vci/nonce": { post: operations.nonce },
  "/oid4vci/credential": { post: operations.credential },
};

export const oid4vciTag = { name: "OpenID4VCI", description: "Add to wallet: OpenID for Verifiable Credential Issuance 1.0, pre-authorized code flow" };
export const oid4vciSecurityScheme = { type: "http" as const, scheme: "bearer", description: "access token from /oid4vci/token" };
