// VC-API and integrations: API tokens (admin), the issuer setting, the token-authenticated
// certificate issuing call, and the shapes of the /vc-api answers. See docs/credentials.md.
import { z } from "zod";
import { V } from "./validation.ts";
import { issueCertificateInput } from "./certificates.ts";

export const CRYPTOSUITES = ["eddsa-rdfc-2022", "eddsa-jcs-2022"] as const;
export type Cryptosuite = (typeof CRYPTOSUITES)[number];
export const DID_METHODS = ["key", "web"] as const;
export type DidMethodSetting = (typeof DID_METHODS)[number];

/** What a token may do: sign arbitrary VC-API credentials, or issue platform certificates. */
export const API_TOKEN_SCOPES = ["credentials:issue", "certificates:issue"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

// ---- admin: /api/admin/api-tokens
export const createApiTokenInput = z.object({
  name: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(100, { error: `${V.max}|100` }),
  scopes: z
    .array(z.enum(API_TOKEN_SCOPES, { error: V.invalid }), { error: V.required })
    .min(1, { error: V.required })
    .transform((scopes) => [...new Set(scopes)]),
});
export type CreateApiTokenInput = z.input<typeof createApiTokenInput>;

export interface ApiTokenView {
  id: string;
  name: string;
  /** first characters of the token ("bq_AbCdEf…"), to recognise it */
  prefix: string;
  scopes: ApiTokenScope[];
  createdAt: string;
  createdBy: { id: string; name: string } | null;
  lastUsedAt: string | null;
  revokedAt: string | null;
}
/** POST answer: the token is shown this once and never again. */
export interface CreatedApiToken {
  token: string;
  apiToken: ApiTokenView;
}

// ---- admin: /api/admin/issuer
export const issuerSettingsInput = z.object({
  didMethod: z.enum(DID_METHODS, { error: V.invalid }),
  cryptosuite: z.enum(CRYPTOSUITES, { error: V.invalid }),
});
export type IssuerSettings = z.infer<typeof issuerSettingsInput>;
export interface IssuerSettingsView extends IssuerSettings {
  did: string;
  didKey: string;
  didWeb: string | null;
  /** false when PUBLIC_URL is neither https nor localhost: did:web cannot be chosen */
  didWebAvailable: boolean;
}

// ---- integrations: POST /api/v1/certificates (Bearer token, scope certificates:issue)
// These schemas are what the routes validate with and what the OpenAPI document at
// /api/openapi.json is generated from (server/openapi), so the two cannot drift apart.
export const v1IssueCertificateInput = issueCertificateInput;
export const v1IssuedCertificate = z
  .object({
    id: z.string(),
    code: z.string().meta({ description: "the human verification code printed on the certificate" }),
    verifyUrl: z.url(),
    imageUrl: z.url(),
    pdfUrl: z.url(),
    credentialUrl: z.url().meta({ description: "the signed OpenBadgeCredential (JSON)" }),
  })
  .meta({ id: "IssuedCertificate" });
export type V1IssuedCertificate = z.infer<typeof v1IssuedCertificate>;

// ---- /vc-api requests
const jsonObject = z.record(z.string(), z.unknown());
export const vcIssueOptions = z
  .object({
    cryptosuite: z.enum(CRYPTOSUITES).optional(),
    credentialId: z.url().max(2000).optional().meta({ description: "becomes the credential's id" }),
    created: z.iso.datetime({ offset: true }).optional().meta({ description: "the proof's creation time" }),
  })
  .strict()
  .meta({ id: "IssueOptions" });
export const vcIssueRequest = z
  .object({
    credential: jsonObject.meta({ description: "an unsigned VC 2.0 (or 1.1) credential; its issuer becomes the platform's DID" }),
    options: vcIssueOptions.optional(),
  })
  .meta({ id: "IssueCredentialRequest" });
export const vcVerifyOptions = z
  .object({ challenge: z.string().max(512).optional(), domain: z.string().max(512).optional() })
  .passthrough()
  .meta({ id: "VerifyOptions" });
export const vcVerifyCredentialRequest = z
  .object({ verifiableCredential: jsonObject, options: vcVerifyOptions.optional() })
  .meta({ id: "VerifyCredentialRequest" });
export const vcVerifyPresentationRequest = z
  .object({ verifiablePresentation: jsonObject, options: vcVerifyOptions.optional() })
  .meta({ id: "VerifyPresentationRequest" });

// ---- /vc-api answers
export const credentialCheckReason = z.enum([
  "malformed",
  "unknown_context",
  "signature",
  "issuer",
  "revoked",
  "expired",
  "not_yet_valid",
  "proof_chain",
]);
export type CredentialCheckReason = z.infer<typeof credentialCheckReason>;

/** One proof of a credential (proof sets and chains): which key, purpose, and whether it verified. */
export const credentialProofResult = z
  .object({
    index: z.number().int(),
    id: z.string().optional(),
    cryptosuite: z.string().optional(),
    verificationMethod: z.string().optional(),
    proofPurpose: z.string().optional(),
    previousProof: z.array(z.string()).optional(),
    byIssuer: z.boolean().meta({ description: "by a key of the credential's issuer, for assertionMethod" }),
    verified: z.boolean(),
    error: z.string().optional(),
  })
  .meta({ id: "CredentialProofResult" });
export type CredentialProofResult = z.infer<typeof credentialProofResult>;

export const credentialVerifyAnswer = z
  .object({
    verified: z.boolean(),
    checks: z.array(z.string()).meta({
      description: 'the checks made; "proof:<id>" (or "proof:#<index>" for a proof without id) names each proof that verified',
    }),
    proofs: z.array(credentialProofResult).optional(),
    warnings: z.array(z.string()),
    errors: z.array(z.string()),
    reason: credentialCheckReason.optional(),
    message: z.string().optional(),
    code: z.string().optional(),
    issuer: z.string().optional(),
    credentialId: z.string().optional(),
    revocationReason: z.string().optional(),
  })
  .meta({ id: "CredentialVerifyAnswer" });
export type CredentialVerifyAnswer = z.infer<typeof credentialVerifyAnswer>;

export const presentationVerifyAnswer = z
  .object({
    verified: z.boolean(),
    reason: z.string().optional(),
    message: z.string().optional(),
    code: z.string().optional(),
    errors: z.array(z.string()),
    warnings: z.array(z.string()),
    presentationResult: z.object({ verified: z.boolean(), signed: z.boolean(), holder: z.string().optional() }),
    credentialResults: z.array(credentialVerifyAnswer),
  })
  .meta({ id: "PresentationVerifyAnswer" });
export type PresentationVerifyAnswer = z.infer<typeof presentationVerifyAnswer>;

export const vcIssueAnswer = z.object({ verifiableCredential: jsonObject }).meta({ id: "IssueCredentialAnswer" });

/** Refusals of the VC-API: the translated message, and the reason as `code` and `reason`. */
export const vcRefusal = z
  .object({
    message: z.string(),
    code: z.string(),
    reason: z.string(),
    errors: z.array(z.string()),
    verified: z.literal(false).optional(),
  })
  .meta({ id: "VcApiRefusal" });
