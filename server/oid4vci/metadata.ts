// Credential Issuer metadata (OpenID4VCI 1.0 §12.2) and the OAuth 2.0 Authorization Server metadata
// (RFC 8414) of the pre-authorized code flow. The platform is its own authorization server.
import { OB_V3_CONTEXT, VC_V2_CONTEXT } from "../credentials/index.ts";
import { PRE_AUTHORIZED_GRANT, PIN_LENGTH } from "./offers.ts";
import { PROOF_ALGS } from "./proof.ts";
import { issuerLogoUrl } from "../../shared/certificates/urls.ts";
import { t } from "../i18n.ts";

export const CREDENTIAL_CONFIGURATION_ID = "OpenBadgeCredential_ldp_vc";

export const oid4vciPaths = {
  token: "/oid4vci/token",
  nonce: "/oid4vci/nonce",
  credential: "/oid4vci/credential",
  offer: (id: string) => `/oid4vci/offers/${id}`,
};

export const CREDENTIAL_TYPES = ["VerifiableCredential", "OpenBadgeCredential"];

const LOCALES = ["ar", "en", "fr"] as const;
/** The badge's colours (the site's mark): white text on the brand green. */
const CARD_COLORS = { background_color: "#0f6b63", text_color: "#ffffff" };

/** What wallets show (issue 33 §2): the issuer's name and logo, and per configuration a name saying what
 * the credential is, a description, the logo and colours — OpenID4VCI 1.0 puts these in
 * `credential_metadata.display`; draft 15 read `display` on the configuration itself, kept for older wallets. */
function walletDisplay(publicUrl: string, siteName: { ar: string; en: string; fr: string }) {
  const logoFor = (locale: (typeof LOCALES)[number], site: string) => ({ uri: issuerLogoUrl(publicUrl), alt_text: t(locale, "certificates:wallet.logoAlt", { site }) });
  const site = (locale: (typeof LOCALES)[number]) => siteName[locale] || siteName.en || siteName.ar;
  const issuer = LOCALES.map((locale) => ({ name: site(locale), locale, logo: logoFor(locale, site(locale)) }));
  const credential = LOCALES.map((locale) => ({
    name: t(locale, "certificates:wallet.credentialName"),
    locale,
    description: t(locale, "certificates:wallet.credentialDescription", { site: site(locale) }),
    logo: logoFor(locale, site(locale)),
    ...CARD_COLORS,
  }));
  return { issuer, credential };
}

export function credentialIssuerMetadata(publicUrl: string, siteName: { ar: string; en: string; fr: string }) {
  const display = walletDisplay(publicUrl, siteName);
  return {
    credential_issuer: publicUrl,
    credential_endpoint: `${publicUrl}${oid4vciPaths.credential}`,
    nonce_endpoint: `${publicUrl}${oid4vciPaths.nonce}`,
    display: display.issuer,
    credential_configurations_supported: {
      [CREDENTIAL_CONFIGURATION_ID]: {
        format: "ldp_vc",
        cryptographic_binding_methods_supported: ["did:key", "did:jwk"],
        credential_signing_alg_values_supported: ["eddsa-rdfc-2022"],
        proof_types_supported: { jwt: { proof_signing_alg_values_supported: PROOF_ALGS } },
        credential_definition: { "@context": [VC_V2_CONTEXT, OB_V3_CONTEXT], type: CREDENTIAL_TYPES },
        credential_metadata: { display: display.credential },
        // Draft 15's place, for wallets that have not moved to 1.0 (the same entries: no harm to 1.0 wallets).
        display: display.credential,
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
