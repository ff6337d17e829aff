// Certificates (API.md "Certificates"): issue, read, verify by code or credential file, the owner's
// list, and the fire-and-forget counters.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  CertificateDetail,
  CertificateOptions,
  CertificateSummary,
  VerifyCodeAnswer,
} from "../../shared/api/certificates.ts";
import { SHARE_CHANNELS } from "../../shared/api/certificates.ts";
import { ApiRequestError, apiRequest } from "./request.ts";
import { loadData } from "./queryClient.ts";
import type { ShareAction } from "./share.ts";

export type { CertificateDetail, CertificateSummary, VerifyCodeAnswer };

export interface CertificateList {
  items: CertificateSummary[];
  total: number;
  page: number;
  pageSize: number;
}

export const USER_CERTIFICATES_PAGE_SIZE = 10;

export const certificateKeys = {
  one: (id: string) => [`/api/certificates/${encodeURIComponent(id)}`] as const,
  verify: (normalized: string) => ["/api/certificates/verify", normalized] as const,
  mine: (page: number) => ["/api/user/certificates", page] as const,
  allMine: ["/api/user/certificates"] as const,
};

export function useCertificate(id: string | undefined) {
  return useQuery({
    queryKey: certificateKeys.one(id ?? ""),
    queryFn: ({ signal }) => loadData<CertificateDetail>(`/api/certificates/${encodeURIComponent(id ?? "")}`, signal),
    enabled: !!id,
  });
}

export function useUserCertificates(page: number) {
  return useQuery({
    queryKey: certificateKeys.mine(page),
    queryFn: ({ signal }) =>
      loadData<CertificateList>(`/api/user/certificates?page=${page}&pageSize=${USER_CERTIFICATES_PAGE_SIZE}`, signal),
  });
}

export function useIssueCertificate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { templateId: string; values: Record<string, string>; options: CertificateOptions; recipientEmail?: string }) =>
      apiRequest<CertificateDetail>("POST", "/api/certificates", input),
    onSuccess: (cert) => {
      qc.setQueryData(certificateKeys.one(cert.id), cert);
      void qc.invalidateQueries({ queryKey: certificateKeys.allMine });
    },
  });
}

/** What the verify page shows: an answer, or why there is none. */
export type VerifyOutcome =
  | { kind: "answer"; answer: VerifyCodeAnswer }
  | { kind: "not_found" }
  | { kind: "mistyped"; reason: "check" | "format" }
  | { kind: "rate_limited"; message: string }
  | { kind: "error"; message: string };

export function verifyOutcomeOf(err: unknown): VerifyOutcome {
  if (err instanceof ApiRequestError) {
    if (err.status === 404) return { kind: "not_found" };
    if (err.status === 400) return { kind: "mistyped", reason: err.code === "check" ? "check" : "format" };
    if (err.status === 429) return { kind: "rate_limited", message: err.serverMessage ?? err.message };
    return { kind: "error", message: err.serverMessage ?? err.message };
  }
  return { kind: "error", message: err instanceof Error ? err.message : String(err) };
}

/** GET /api/certificates/verify/{code}; 400/404 are answers here, not failures. */
export function useVerifyCode(normalized: string | null) {
  return useQuery({
    queryKey: certificateKeys.verify(normalized ?? ""),
    enabled: !!normalized,
    queryFn: async ({ signal }): Promise<VerifyOutcome> => {
      try {
        // ?via=page: counted as a verification on our page, not an outside API call (server/analytics/).
        const answer = await apiRequest<VerifyCodeAnswer>("GET", `/api/certificates/verify/${encodeURIComponent(normalized ?? "")}?via=page`, undefined, { signal });
        return { kind: "answer", answer };
      } catch (err) {
        const outcome = verifyOutcomeOf(err);
        if (outcome.kind === "error") throw err;
        return outcome;
      }
    },
  });
}

export const CREDENTIAL_REASONS = ["malformed", "unknown_context", "signature", "issuer", "revoked", "expired", "not_yet_valid", "proof_chain"] as const;
export type CredentialReason = (typeof CREDENTIAL_REASONS)[number];

export interface CredentialAnswer {
  valid: boolean;
  reason?: string;
  message?: string;
  revocationReason?: string;
  certificateId?: string;
}

/** The VC-API answer (POST /vc-api/credentials/verify): 200 verified, 400/422 with the reason. */
interface VcApiVerifyAnswer {
  verified: boolean;
  reason?: string;
  message?: string;
}

/**
 * Uploaded credentials are checked by the standard VC-API endpoint, the one other verifiers use. It
 * lives outside /api, so the request goes to a full URL (the request helper leaves those alone), and a
 * refusal (400/422) is an answer to show, not a failure.
 */
export async function verifyCredentialFile(credential: unknown): Promise<CredentialAnswer> {
  try {
    const answer = await apiRequest<VcApiVerifyAnswer>("POST", `${window.location.origin}/vc-api/credentials/verify`, { verifiableCredential: credential });
    return { valid: answer.verified === true, reason: answer.reason, message: answer.message };
  } catch (err) {
    const body = err instanceof ApiRequestError ? (err.body as VcApiVerifyAnswer | undefined) : undefined;
    if (err instanceof ApiRequestError && (err.status === 400 || err.status === 422) && body && typeof body === "object") {
      return { valid: false, reason: body.reason, message: body.message };
    }
    throw err;
  }
}

export function useVerifyCredential() {
  return useMutation({ mutationFn: verifyCredentialFile });
}

type CertificateChannel = (typeof SHARE_CHANNELS)[number];
const CHANNEL_OF: Record<ShareAction, CertificateChannel> = {
  copy: "link", qr: "qr", native: "other", whatsapp: "whatsapp", telegram: "telegram", x: "x", facebook: "facebook", email: "email",
};

/** The share counter's channel of a share panel action. */
export function certificateShareChannel(action: ShareAction): CertificateChannel {
  return CHANNEL_OF[action];
}

export function recordCertificateShare(id: string, action: ShareAction | "linkedin" | "download"): void {
  const channel: CertificateChannel = action === "linkedin" || action === "download" ? action : CHANNEL_OF[action];
  void apiRequest("POST", `/api/certificates/${encodeURIComponent(id)}/share`, { channel }).catch(() => undefined);
}

const viewedThisLoad = new Set<string>();
export function recordCertificateViewOnce(id: string): void {
  if (viewedThisLoad.has(id)) return;
  viewedThisLoad.add(id);
  void apiRequest("POST", `/api/certificates/${encodeURIComponent(id)}/view`, {}).catch(() => undefined);
}
