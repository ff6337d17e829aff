// Credential → signed CBOR-LD → "VC1-B…" (Verifiable Credential Barcodes 1.0: the VC1- prefix,
// then multibase base32 upper case, so the whole payload is in QR alphanumeric mode).
import { encode as cborldEncode } from "@digitalbazaar/cborld";
import { base32Encode, base58Encode } from "./codec.ts";
import { QR_REGISTRY_ENTRY_ID, qrCredentialDocument, qrDocumentLoader, qrTypeTable, type QrCredential } from "./model.ts";
import { proofOptions, signedBytes, type QrSigner } from "./proof.ts";

export const QR_PAYLOAD_PREFIX = "VC1-";
/** Multibase prefix of RFC 4648 base32 upper case without padding. */
export const MULTIBASE_BASE32_UPPER = "B";

/** The signed VC 2.0 document (JSON-LD) of a credential, as the CBOR-LD payload carries it. */
export interface QrEncodeOptions {
  signer: QrSigner;
  publicUrl: string;
  /** The issuer's public keys, oldest first (see qrTypeTable): their identifiers take 3 bytes. */
  issuerKeys?: readonly string[];
}

export async function signQrCredential(credential: QrCredential, options: QrEncodeOptions): Promise<Record<string, unknown>> {
  const document = qrCredentialDocument(credential, options.publicUrl);
  const proof: Record<string, unknown> = proofOptions(options.signer.id, document["@context"]);
  const signature = await options.signer.sign({ data: await signedBytes(proof, document) });
  proof.proofValue = `z${base58Encode(signature)}`;
  return { ...document, proof };
}

export async function cborldBytes(signedDocument: object, publicUrl: string, issuerKeys: readonly string[] = []): Promise<Uint8Array> {
  return cborldEncode({
    jsonldDocument: signedDocument,
    documentLoader: qrDocumentLoader(publicUrl),
    registryEntryId: QR_REGISTRY_ENTRY_ID,
    typeTableLoader: () => qrTypeTable(publicUrl, issuerKeys),
  });
}

/** The QR payload text ("VC1-B…") and its CBOR-LD size in bytes. */
export async function encodeQrPayload(credential: QrCredential, options: QrEncodeOptions): Promise<{ payload: string; bytes: number }> {
  const bytes = await cborldBytes(await signQrCredential(credential, options), options.publicUrl, options.issuerKeys);
  return { payload: `${QR_PAYLOAD_PREFIX}${MULTIBASE_BASE32_UPPER}${base32Encode(bytes)}`, bytes: bytes.length };
}
