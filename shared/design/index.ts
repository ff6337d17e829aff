// Public API of the design model and renderer (no Node or DOM imports anywhere below).
export * from "./schema.ts";
export * from "./migrations.ts";
export * from "./presets.ts";
export * from "./resize.ts";
export * from "./fonts.ts";
export * from "./digits.ts";
export * from "./bindings.ts";
export * from "./fractional-index.ts";
export * from "./bidi.ts";
export * from "./text-layout.ts";
export type { DrawContext, DrawableImage, LoadImage, Gradient } from "./context.ts";
export { drawDesign, renderDesign, loadImages, imageSources, contextMeasurer, type RenderInput, type ImageMap } from "./render.ts";
export { qrMatrix } from "./qr.ts";
export { documentFonts, loadDocumentFonts, type FaceRef, type FontLoader } from "./font-loading.ts";
