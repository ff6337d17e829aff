// The state of one sign-in attempt (provider, state, nonce, PKCE verifier, where to go after) travels
// in an encrypted, authenticated cookie (AES-256-GCM, key derived from app.secret) — never in process
// memory, so any instance can finish a flow another one started, and a tampered cookie is refused.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

export const FLOW_COOKIE = "oauth_flow";
export const FLOW_TTL_MS = 10 * 60 * 1000;

export interface FlowState {
  provider: string;
  state: string;
  nonce: string;
  verifier: string;
  redirect: string;
  expiresAt: number;
}

const keyOf = (secret: string) => createHash("sha256").update(`oauth-flow:${secret}`).digest();

export function sealFlow(secret: string, flow: FlowState): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(flow), "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

/** The flow, or undefined when the cookie is missing, forged, tampered with or expired. */
export function openFlow(secret: string, sealed: string | undefined, now = Date.now()): FlowState | undefined {
  if (!sealed || sealed.length > 4096) return undefined;
  try {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", keyOf(secret), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    const flow = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8")) as FlowState;
    if (typeof flow.expiresAt !== "number" || flow.expiresAt <= now) return undefined;
    return flow;
  } catch {
    return undefined;
  }
}

/** Only paths on this site (shared/http/safe-redirect.ts, the same check as the web app). */
export { safeRedirect } from "../../../shared/http/safe-redirect.ts";
