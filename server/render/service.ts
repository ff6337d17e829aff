// What routes call: cached rendering through the pool, and HTTP caching headers.
import type { FastifyReply, FastifyRequest } from "fastify";
import { outputCacheKey, type OutputCache } from "./cache.ts";
import type { RenderJob } from "./output.ts";
import type { RenderPool } from "./pool.ts";
import { allowedRenderWidth } from "./image-budget.ts";

export interface RenderedResponse {
  bytes: Uint8Array;
  contentType: string;
  /** Strong ETag derived from the cache key. */
  etag: string;
  fromCache: boolean;
}

export async function renderCached(pool: RenderPool, cache: OutputCache, requested: RenderJob): Promise<RenderedResponse> {
  const job = requested.format === "pdf" ? requested : { ...requested, width: allowedRenderWidth(requested.width, canvasWidthOf(requested.design)) };
  const key = outputCacheKey(job);
  const etag = `"${key.slice(0, 40)}"`;
  const hit = await cache.get(key);
  if (hit) return { ...hit, etag, fromCache: true };
  const out = await pool.render(job);
  await cache.set(key, out.bytes, out.contentType);
  return { ...out, etag, fromCache: false };
}

function canvasWidthOf(design: unknown): number | undefined {
  const width = (design as { canvas?: { width?: unknown } } | null)?.canvas?.width;
  return typeof width === "number" ? width : undefined;
}

/**
 * Sends a rendered output. The URL+ETag identify immutable bytes (the hash covers design and values),
 * but the same URL shows new bytes after an edit, so `immutable` is only safe on hash-versioned URLs:
 * pass `immutable: true` when the URL carries the ETag/version (e.g. ?v=<etag>), else it revalidates.
 */
export function sendRendered(request: FastifyRequest, reply: FastifyReply, out: RenderedResponse, opts: { immutable?: boolean; filename?: string; private?: boolean } = {}): FastifyReply {
  reply.header("ETag", out.etag);
  // `private`: personal items (see services/seo/item-visibility.ts) — the browser may cache, shared caches may not.
  const scope = opts.private ? "private" : "public";
  reply.header("Cache-Control", opts.immutable ? `${scope}, max-age=31536000, immutable` : `${scope}, max-age=0, must-revalidate`);
  if (opts.filename) reply.header("Content-Disposition", `inline; filename="${opts.filename.replace(/[^A-Za-z0-9._-]/g, "_")}"`);
  const inm = request.headers["if-none-match"];
  if (inm && inm.split(",").some((t) => t.trim() === out.etag)) return reply.code(304).send();
  return reply.type(out.contentType).send(Buffer.from(out.bytes.buffer, out.bytes.byteOffset, out.bytes.byteLength));
}
