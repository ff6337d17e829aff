// The QR credential (issue 34): isomorphic (Node 22+ and the browser; WebCrypto only).
export * from "./model.ts";
export * from "./encode.ts";
export * from "./verify.ts";
export * from "./link.ts";
export type { QrSigner } from "./proof.ts";
