// OpenID Connect with openid-client v6: discovery, the authorization URL (PKCE S256 + state + nonce)
// and the code exchange with all checks (state, nonce, PKCE, ID token signature/issuer/audience).
// Discovery runs per sign-in (no process caches); plain http is allowed for loopback issuers only.
import * as oidc from "openid-client";
import type { StoredProvider } from "../admin/settings.ts";

function isLoopback(url: URL): boolean {
  return url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "[::1]";
}

export async function providerConfig(provider: StoredProvider): Promise<oidc.Configuration> {
  const issuer = new URL(provider.issuer ?? "");
  const execute = issuer.protocol === "http:" && isLoopback(issuer) ? [oidc.allowInsecureRequests] : [];
  return oidc.discovery(issuer, provider.clientId, provider.clientSecret || undefined, undefined, { execute, timeout: 10 });
}

export async function authorizationUrl(config: oidc.Configuration, p: { redirectUri: string; scope: string; state: string; nonce: string; verifier: string }): Promise<URL> {
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: p.redirectUri,
    scope: p.scope,
    response_type: "code",
    state: p.state,
    nonce: p.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(p.verifier),
    code_challenge_method: "S256",
  });
}

export interface ProviderIdentity {
  subject: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  preferredUsername?: string;
}

export async function exchangeCode(config: oidc.Configuration, callbackUrl: URL, p: { redirectUri: string; state: string; nonce: string; verifier: string }): Promise<ProviderIdentity> {
  const tokens = await oidc.authorizationCodeGrant(
    config,
    callbackUrl,
    { pkceCodeVerifier: p.verifier, expectedState: p.state, expectedNonce: p.nonce, idTokenExpected: true },
    { redirect_uri: p.redirectUri },
  );
  const claims = tokens.claims();
  if (!claims?.sub) throw new Error("no subject in the ID token");
  const str = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : undefined);
  return {
    subject: claims.sub,
    email: str(claims.email),
    emailVerified: claims.email_verified === true,
    name: str(claims.name),
    preferredUsername: str(claims.preferred_username),
  };
}

export const randomFlowValues = () => ({ state: oidc.randomState(), nonce: oidc.randomNonce(), verifier: oidc.randomPKCECodeVerifier() });
