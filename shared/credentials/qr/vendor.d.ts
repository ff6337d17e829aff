// Minimal typings for the untyped packages the QR credential uses, in the browser and in Node.
// Ambient (no top-level import/export) so the `declare module`s apply to web and server builds.

declare module "@digitalbazaar/cborld" {
  type RemoteDocument = { document: unknown; documentUrl?: string; contextUrl?: string | null };
  type TypeTable = Map<string, Map<string, number>>;
  export function encode(options: {
    jsonldDocument: object;
    documentLoader: (url: string) => Promise<RemoteDocument>;
    format?: "cbor-ld-1.0";
    registryEntryId: number;
    typeTableLoader?: (args: { registryEntryId: number }) => Promise<TypeTable> | TypeTable;
  }): Promise<Uint8Array>;
  export function decode(options: {
    cborldBytes: Uint8Array;
    documentLoader: (url: string) => Promise<RemoteDocument>;
    typeTableLoader?: (args: { registryEntryId: number }) => Promise<TypeTable> | TypeTable;
  }): Promise<Record<string, unknown>>;
}

declare module "@digitalbazaar/credentials-context" {
  export const contexts: Map<string, object>;
}

// qrcode's own modules for the version a text needs, without drawing the symbol (fit.ts).
declare module "qrcode/lib/core/segments.js" {
  export function rawSplit(data: string): unknown[];
  export function fromString(data: string, version: number): unknown[];
  export function fromArray(data: readonly unknown[]): unknown[];
}
declare module "qrcode/lib/core/version.js" {
  export function getBestVersionForData(data: unknown[], errorCorrectionLevel: unknown): number | undefined;
}
declare module "qrcode/lib/core/error-correction-level.js" {
  export const M: unknown;
}
// The 15 format bits of a level and mask (shared/design/qr-mask.ts).
declare module "qrcode/lib/core/format-info.js" {
  export function getEncodedBits(errorCorrectionLevel: unknown, mask: number): number;
}
