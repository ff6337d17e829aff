// Typed handles on the parts of @digitalbazaar/vc that server/credentials/types.d.ts does not
// declare (presentations and the library's own data-model checks). Checked against
// node_modules/@digitalbazaar/vc/lib/index.js (7.x).
import * as vc from "@digitalbazaar/vc";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite as rdfcCryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import { createVerifyCryptosuite as createJcsVerifyCryptosuite } from "@digitalbazaar/eddsa-jcs-2022-cryptosuite";
import type { DocumentLoader } from "../../credentials/index.ts";

export interface PresentationVerifyResult {
  verified: boolean;
  error?: unknown;
  presentationResult?: { verified: boolean; error?: unknown; results?: Array<{ verified: boolean; error?: unknown }> };
  credentialResults?: Array<{ verified: boolean; error?: unknown }>;
}

const lib = vc as unknown as {
  /** Throws an Error naming the first data-model rule broken ("issue" mode skips the clock). */
  _checkCredential(options: { credential: object; now?: Date; mode?: "issue" | "verify" }): void;
  _checkPresentation(presentation: object): void;
  verify(options: {
    presentation: object;
    suite: object[];
    documentLoader: DocumentLoader;
    challenge?: string;
    domain?: string;
    unsignedPresentation?: boolean;
    checkStatus?: () => Promise<{ verified: boolean }>;
    now?: Date;
  }): Promise<PresentationVerifyResult>;
};

export const checkCredentialRules = (credential: object) => lib._checkCredential({ credential, mode: "issue" });
export const checkPresentationRules = (presentation: object) => lib._checkPresentation(presentation);
export const verifyPresentationProof = lib.verify;

/** Fresh verification suites per call (DataIntegrityProof caches the last document's hash). */
export function verifySuites(): object[] {
  return [new DataIntegrityProof({ cryptosuite: rdfcCryptosuite }), new DataIntegrityProof({ cryptosuite: createJcsVerifyCryptosuite() })];
}
