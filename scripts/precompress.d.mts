// Types for scripts/precompress.mjs (imported by server/http/compression.test.ts).
/** Writes .br and .gz next to each compressible file under dir; answers the counts. */
export function precompress(dir: string): { files: number; raw: number; br: number };
