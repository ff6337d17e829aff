// What routes call: cached rendering through the pool, and HTTP caching headers.
import type { FastifyReply, FastifyRequest } from "fastify";
import { outputCacheKey, type OutputCache } from "./cache.ts";
import type { RenderJob } from "./output.ts";
import type { RenderPool } from "./pool.ts";

export interface RenderedResponse {
  bytes: Uint8Array;
  contentType: string;
  /** Strong ETag derived from the cache key. */
  etag: string;
  fromCache: boolean;
}

export async function renderCached(pool: RenderPool, cache: OutputCache, job: RenderJob): Promise<RenderedResponse> {
  const key = outputCacheKey(job);
  const etag = `"${key.slice(0, 40)}"`;
  const hit = await cache.get(key);
  if (hit) return { ...hit, etag, fromCache: true };
  const out = await pool.render(job);
  await cache.set(key, out.bytes, out.contentType);
  return { ...out, etag, fromCache: false };
}

/**
 * Sends a rendered output. The URL+ETag identify immutable bytes (the hash covers design and values),
 * but the same URL shows new bytes after an edit, so `immutable` is only safe on hash-versioned URLs:
 * pass `immutable: true` when the URL carries the ETag/version (e.g. ?v=<etag>), else it revalidates.
 */
export function sendRendered(request: FastifyRequest, reply: FastifyReply, out: RenderedResponse, opts: { immutable?: boolean; filename?: string } = {}): FastifyReply {
  reply.header("ETag", out.etag);
  reply.header("Cache-Control", opts.immutable ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate");
  if (opts.filename) reply.header("Content-Disposition", `inline; filename="${opts.filename.replace(/[^A-Za-z0-9._-]/g, "_")}"`);
  const inm = request.headers["if-none-match"];
  if (inm && inm.split(",").some((t) => t.trim() === out.etag)) return reply.code(304).send();
  return reply.type(out.contentType).send(Buffer.from(out.bytes.buffer, out.bytes.byteOffset, out.bytes.byteLength));
}
