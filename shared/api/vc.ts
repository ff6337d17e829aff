// VC-API and integrations: API tokens (admin), the issuer setting, the token-authenticated
// certificate issuing call, and the shapes of the /vc-api answers. See README "VC-API and integrations".
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
export const v1IssueCertificateInput = issueCertificateInput;
export interface V1IssuedCertificate {
  id: string;
  code: string;
  verifyUrl: string;
  imageUrl: string;
  pdfUrl: string;
  credentialUrl: string;
}

// ---- /vc-api answers
export type CredentialCheckReason =
  | "malformed"
  | "unknown_context"
  | "signature"
  | "issuer"
  | "revoked"
  | "expired"
  | "not_yet_valid"
  | "proof_chain";

/** One proof of a credential (proof sets and chains): which key, purpose, and whether it verified. */
export interface CredentialProofResult {
  index: number;
  id?: string;
  cryptosuite?: string;
  verificationMethod?: string;
  proofPurpose?: string;
  previousProof?: string[];
  /** by a key of the credential's issuer, for assertionMethod */
  byIssuer: boolean;
  verified: boolean;
  error?: string;
}

export interface CredentialVerifyAnswer {
  verified: boolean;
  /** the checks made; "proof:<id>" (or "proof:#<index>" for a proof without id) names each proof that verified */
  checks: string[];
  proofs?: CredentialProofResult[];
  warnings: string[];
  errors: string[];
  reason?: CredentialCheckReason;
  message?: string;
  issuer?: string;
  credentialId?: string;
  revocationReason?: string;
}

export interface PresentationVerifyAnswer {
  verified: boolean;
  reason?: string;
  message?: string;
  errors: string[];
  warnings: string[];
  presentationResult: { verified: boolean; signed: boolean; holder?: string };
  credentialResults: CredentialVerifyAnswer[];
}
