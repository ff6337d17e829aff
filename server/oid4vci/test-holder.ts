// Test wallet: the client side of @openid4vc/openid4vci (an npm implementation, not ours; the
// issuer side of this folder does not use that library), talking to the app through app.inject,
// with fresh did:key (Ed25519, from @digitalbazaar/ed25519-multikey) or did:jwk (P-256, jose) keys.
import { createHash, randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { SignJWT, exportJWK, generateKeyPair, importJWK, type JWK } from "jose";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { Openid4vciClient, setGlobalConfig } from "@openid4vc/openid4vci";
import { clientAuthenticationAnonymous, type SignJwtCallback } from "@openid4vc/oauth2";

export interface TestHolderKey {
  did: string;
  kid: string;
  alg: "EdDSA" | "ES256";
  privateJwk: JWK;
  publicJwk: JWK;
}

export async function freshDidKey(): Promise<TestHolderKey> {
  const { privateKey, publicKey } = await generateKeyPair("Ed25519", { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  // The did:key's multibase value comes from Digital Bazaar's Multikey library, not from our resolver.
  const { fromJwk } = Ed25519Multikey as unknown as { fromJwk(o: { jwk: JWK }): Promise<{ publicKeyMultibase: string }> };
  const { publicKeyMultibase } = await fromJwk({ jwk: publicJwk });
  const did = `did:key:${publicKeyMultibase}`;
  return { did, kid: `${did}#${publicKeyMultibase}`, alg: "EdDSA", privateJwk: await exportJWK(privateKey), publicJwk };
}

export async function freshDidJwk(): Promise<TestHolderKey> {
  const { privateKey, publicKey } = await generateKeyPair("ES256", { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const did = `did:jwk:${Buffer.from(JSON.stringify(publicJwk)).toString("base64url")}`;
  return { did, kid: `${did}#0`, alg: "ES256", privateJwk: await exportJWK(privateKey), publicJwk };
}

/** fetch answered by app.inject (the wallet's HTTP never leaves the process). */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(typeof input === "string" ? input : input instanceof URL ? input.href : input.url);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k] = v));
    const body = init?.body instanceof URLSearchParams ? init.body.toString() : (init?.body as string | undefined);
    const res = await app.inject({ method: (init?.method ?? "GET") as "GET", url: url.pathname + url.search, headers, payload: body });
    const out = new Headers();
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) out.set(k, Array.isArray(v) ? v.join(", ") : String(v));
    return new Response(res.statusCode === 204 ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  };
}

export function testWallet(app: FastifyInstance, key: TestHolderKey) {
  // The test server's PUBLIC_URL is http://localhost:3000; real deployments are https.
  setGlobalConfig({ allowInsecureUrls: true });
  const signJwt: SignJwtCallback = async (_signer, { header, payload }) => {
    const jwt = await new SignJWT(payload).setProtectedHeader({ ...header, alg: key.alg } as never).sign(await importJWK(key.privateJwk, key.alg));
    return { jwt, signerJwk: key.publicJwk as never };
  };
  return new Openid4vciClient({
    callbacks: {
      fetch: injectFetch(app),
      hash: (data, alg) => createHash(alg.replace("-", "")).update(data).digest(),
      generateRandom: (n) => randomBytes(n),
      signJwt,
      clientAuthentication: clientAuthenticationAnonymous(),
    },
  });
}

/** The whole pre-authorized code flow, as a wallet runs it after scanning the QR code. */
export async function receiveCredential(app: FastifyInstance, offerUri: string, pin: string, key: TestHolderKey) {
  const client = testWallet(app, key);
  const credentialOffer = await client.resolveCredentialOffer(offerUri);
  const issuerMetadata = await client.resolveIssuerMetadata(credentialOffer.credential_issuer);
  const { accessTokenResponse } = await client.retrievePreAuthorizedCodeAccessTokenFromOffer({ credentialOffer, issuerMetadata, txCode: pin });
  const { c_nonce } = await client.requestNonce({ issuerMetadata });
  const credentialConfigurationId = credentialOffer.credential_configuration_ids[0];
  const { jwt } = await client.createCredentialRequestJwtProof({
    issuerMetadata,
    credentialConfigurationId,
    signer: { method: "did", didUrl: key.kid, alg: key.alg },
    nonce: c_nonce,
  });
  const result = await client.retrieveCredentials({ issuerMetadata, accessToken: accessTokenResponse.access_token, credentialConfigurationId, proofs: { jwt: [jwt] } });
  return { result, credentialOffer, issuerMetadata, accessToken: accessTokenResponse.access_token };
}
