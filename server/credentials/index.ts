// Public surface of the credentials library (see README.md in this folder).
export {
  generateIssuerKey,
  loadIssuer,
  didWebFromUrl,
  didWebDocumentUrl,
  type Issuer,
  type IssuerSigner,
  type StoredIssuerKey,
  type DidMethod,
} from "./issuerKey.ts";
export {
  createDocumentLoader,
  BUNDLED_CONTEXT_URLS,
  DocumentLoaderError,
  VC_V2_CONTEXT,
  OB_V3_CONTEXT,
  type DocumentLoader,
  type DidDocument,
} from "./documentLoader.ts";
export {
  buildOpenBadgeCredential,
  withProofArray,
  ACHIEVEMENT_TYPES,
  type AchievementType,
  type OpenBadgeInput,
  type OpenBadgeCredential,
  type CredentialLang,
} from "./openBadge.ts";
export { signCredential, CRYPTOSUITES, type Cryptosuite, type SignedCredential } from "./sign.ts";
export {
  verifyCredential,
  type VerifyResult,
  type VerifyReason,
  type VerifyOptions,
  type RevocationCheck,
} from "./verify.ts";
export { MAX_CREDENTIAL_BYTES, parseCredentialJson } from "./credentialShape.ts";
export {
  STATUS_LIST_SIZE,
  STATUS_PURPOSES,
  encodeStatusList,
  statusBit,
  statusListEntry,
  buildStatusListCredential,
  type StatusPurpose,
} from "./statusList.ts";
export { validateAchievementCredential, OB_ACHIEVEMENT_CREDENTIAL_SCHEMA_URL } from "./obSchema.ts";
