// Signs a credential with a Data Integrity proof (eddsa-rdfc-2022 by default, or
// eddsa-jcs-2022) through @digitalbazaar/vc — no hand-rolled canonicalisation or crypto.
import * as vc from "@digitalbazaar/vc";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as rdfcCryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { createSignCryptosuite as createJcsSignCryptosuite } from "@digitalbazaar/eddsa-jcs-2022-cryptosuite";
import type { DocumentLoader } from "./documentLoader.ts";
import type { IssuerSigner } from "./issuerKey.ts";
import { assertLosslessJsonLd } from "./jsonLd.ts";

export const CRYPTOSUITES = ["eddsa-rdfc-2022", "eddsa-jcs-2022"] as const;
export type Cryptosuite = (typeof CRYPTOSUITES)[number];

export type SignedCredential = Record<string, unknown> & {
  proof: {
    type: "DataIntegrityProof";
    cryptosuite: Cryptosuite;
    verificationMethod: string;
    proofPurpose: "assertionMethod";
    created?: string;
    proofValue: string;
  };
};

export interface SigningIssuer {
  did: string;
  signer: IssuerSigner;
  documentLoader: DocumentLoader;
}

function issuerIdOf(credential: Record<string, unknown>): unknown {
  const issuer = credential.issuer;
  return issuer && typeof issuer === "object" ? (issuer as { id?: unknown }).id : issuer;
}

/**
 * Returns a new signed credential (the input is not modified). Throws on programming errors:
 * the credential's issuer is not this issuer, a term is undefined by its contexts (safe mode),
 * or an unknown context is referenced.
 */
export async function signCredential(
  credential: Record<string, unknown>,
  issuer: SigningIssuer,
  options: { cryptosuite?: Cryptosuite; created?: Date } = {},
): Promise<SignedCredential> {
  const cryptosuite = options.cryptosuite ?? "eddsa-rdfc-2022";
  if (!CRYPTOSUITES.includes(cryptosuite)) throw new TypeError(`Unsupported cryptosuite "${cryptosuite}".`);
  if (issuerIdOf(credential) !== issuer.did) {
    throw new TypeError("The credential's issuer id must be the signing issuer's DID.");
  }
  const unsigned = structuredClone(credential);
  if ("proof" in unsigned) throw new TypeError("The credential is already signed.");
  // eddsa-rdfc-2022 canonicalises in JSON-LD safe mode itself (the same check, and it throws the same
  // way), so a separate expansion would only repeat the most expensive step of signing.
  if (cryptosuite === "eddsa-jcs-2022") await assertLosslessJsonLd(unsigned, issuer.documentLoader);

  const suite = new DataIntegrityProof({
    signer: issuer.signer,
    cryptosuite: cryptosuite === "eddsa-jcs-2022" ? createJcsSignCryptosuite() : rdfcCryptosuite,
    ...(options.created && { date: options.created }),
  });
  const signed = await vc.issue({ credential: unsigned, suite, documentLoader: issuer.documentLoader });
  return signed as SignedCredential;
}
