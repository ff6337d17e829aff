// Credential Issuer metadata (OpenID4VCI 1.0 §12.2) and the OAuth 2.0 Authorization Server metadata
// (RFC 8414) of the pre-authorized code flow. The platform is its own authorization server.
import { OB_V3_CONTEXT, VC_V2_CONTEXT } from "../credentials/index.ts";
import { PRE_AUTHORIZED_GRANT, PIN_LENGTH } from "./offers.ts";
import { PROOF_ALGS } from "./proof.ts";

export const CREDENTIAL_CONFIGURATION_ID = "OpenBadgeCredential_ldp_vc";

export const oid4vciPaths = {
  token: "/oid4vci/token",
  nonce: "/oid4vci/nonce",
  credential: "/oid4vci/credential",
  offer: (id: string) => `/oid4vci/offers/${id}`,
};

export const CREDENTIAL_TYPES = ["VerifiableCredential", "OpenBadgeCredential"];

export function credentialIssuerMetadata(publicUrl: string, siteName: { ar: string; en: string; fr: string }) {
  const display = (["ar", "en", "fr"] as const).filter((l) => siteName[l]).map((locale) => ({ name: siteName[locale], locale }));
  return {
    credential_issuer: publicUrl,
    credential_endpoint: `${publicUrl}${oid4vciPaths.credential}`,
    nonce_endpoint: `${publicUrl}${oid4vciPaths.nonce}`,
    ...(display.length > 0 && { display }),
    credential_configurations_supported: {
      [CREDENTIAL_CONFIGURATION_ID]: {
        format: "ldp_vc",
        cryptographic_binding_methods_supported: ["did:key", "did:jwk"],
        credential_signing_alg_values_supported: ["eddsa-rdfc-2022"],
        proof_types_supported: { jwt: { proof_signing_alg_values_supported: PROOF_ALGS } },
        credential_definition: { "@context": [VC_V2_CONTEXT, OB_V3_CONTEXT], type: CREDENTIAL_TYPES },
        ...(display.length > 0 && { display }),
      },
    },
  };
}

export function authorizationServerMetadata(publicUrl: string) {
  return {
    issuer: publicUrl,
    token_endpoint: `${publicUrl}${oid4vciPaths.token}`,
    grant_types_supported: [PRE_AUTHORIZED_GRANT],
    response_types_supported: [],
    token_endpoint_auth_methods_supported: ["none"],
    "pre-authorized_grant_anonymous_access_supported": true,
  };
}

/**
 * The credential offer for one pre-authorized code, its openid-credential-offer:// link by value, and
 * the link by reference (credential_offer_uri): a third as long, so the QR code stays easy to scan.
 */
export function credentialOffer(publicUrl: string, offerId: string, preAuthorizedCode: string, pinDescription: string) {
  const offer = {
    credential_issuer: publicUrl,
    credential_configuration_ids: [CREDENTIAL_CONFIGURATION_ID],
    grants: {
      [PRE_AUTHORIZED_GRANT]: {
        "pre-authorized_code": preAuthorizedCode,
        tx_code: { input_mode: "numeric", length: PIN_LENGTH, description: pinDescription },
      },
    },
  };
  return {
    offer,
    byValue: `openid-credential-offer://?credential_offer=${encodeURIComponent(JSON.stringify(offer))}`,
    byReference: `openid-credential-offer://?credential_offer_uri=${encodeURIComponent(`${publicUrl}${oid4vciPaths.offer(offerId)}`)}`,
  };
}
