// What routes call: cached rendering through the pool, and HTTP caching headers.
import type { FastifyReply, FastifyRequest } from "fastify";
import { outputCacheKey, type OutputCache } from "./cache.ts";
import type { RenderJob } from "./output.ts";
import { RenderBusyError, RenderTimeoutError, type RenderPool } from "./pool.ts";
import type { RenderOutput } from "./output.ts";
import { allowedRenderWidth } from "./image-budget.ts";
import { refusalKey, type RefusalStore } from "./refusals.ts";
import { HttpError } from "../errors.ts";
import { refuseOverBudget } from "./cost-guard.ts";
import { refuseVideoOverBudget } from "./video/video-cost.ts";

export interface RenderedResponse {
  bytes: Uint8Array;
  contentType: string;
  /** Strong ETag derived from the cache key. */
  etag: string;
  fromCache: boolean;
}

export interface RenderCachedOptions {
  /** Designs refused after running past the time limit (shared by all instances). */
  refusals?: RefusalStore;
  /** Who asked (fairness and queue bounds in the pool); background work omits it. */
  client?: string;
}

/** Seconds a client is asked to wait when the render queue is full. */
export const BUSY_RETRY_SECONDS = 2;

// Identical renders asked while one is drawing wait for that one instead of taking more workers (a
// link shared in a group chat, ten hostile requests for one card). Only promises in flight, per pool.
const inFlight = new WeakMap<RenderPool, Map<string, Promise<RenderOutput>>>();

function renderOnce(pool: RenderPool, key: string, job: RenderJob, client: string | undefined): Promise<RenderOutput> {
  let running = inFlight.get(pool);
  if (!running) inFlight.set(pool, (running = new Map()));
  const existing = running.get(key);
  if (existing) return existing;
  const started = pool.render(job, client).finally(() => running.delete(key));
  running.set(key, started);
  return started;
}

/**
 * Renders through the output cache. A design refused earlier answers 422 at once; a render that runs
 * past the pool's time limit is refused (422, remembered in `refusals`); a full queue answers 503
 * with Retry-After. The messages are translated by the error handler (render namespace).
 */
export async function renderCached(pool: RenderPool, cache: OutputCache, requested: RenderJob, options: RenderCachedOptions = {}): Promise<RenderedResponse> {
  // Issue 32 M3: a stored design over the render cost budget is refused (422) before the cache or the pool.
  refuseOverBudget(requested);
  // A video is all its frames: their summed estimate is refused apart (video-cost.ts; stills pass).
  refuseVideoOverBudget(requested);
  const video = requested.format === "mp4" || requested.format === "gif";
  const job = requested.format === "pdf" || video ? requested : { ...requested, width: allowedRenderWidth(requested.width, canvasWidthOf(requested.design)) };
  const key = outputCacheKey(job);
  const etag = `"${key.slice(0, 40)}"`;
  const hit = await cache.get(key);
  if (hit) return { ...hit, etag, fromCache: true };
  const seconds = pool.timeoutMs / 1000;
  const refused = options.refusals ? refusalKey(job) : "";
  if (options.refusals && (await options.refusals.get(refused))) throw new HttpError(422, "render:tooComplex", undefined, { seconds });
  let out: RenderOutput;
  try {
    out = await renderOnce(pool, key, job, options.client);
  } catch (err) {
    if (err instanceof RenderTimeoutError) {
      await options.refusals?.set(refused, "timeout");
      throw new HttpError(422, "render:tooComplex", undefined, { seconds });
    }
    if (err instanceof RenderBusyError) {
      throw new HttpError(503, "render:busy", undefined, { seconds: BUSY_RETRY_SECONDS }, { "retry-after": String(BUSY_RETRY_SECONDS) });
    }
    throw err;
  }
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
