// Public API of server rendering.
export { renderOutput, outputWidth, CONTENT_TYPES, MAX_OUTPUT_WIDTH, type RenderJob, type RenderOutput, type OutputFormat } from "./output.ts";
export { RenderPool, RenderError, type ImageResolver } from "./pool.ts";
export { MemoryOutputCache, outputCacheKey, stableStringify, RENDERER_VERSION, type OutputCache, type CachedOutput } from "./cache.ts";
export { renderCached, sendRendered, type RenderedResponse } from "./service.ts";
export { fontsPlugin } from "./fonts-plugin.ts";
export { registerFonts, fontFilePath } from "./fonts.ts";
