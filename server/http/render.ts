// Wires the renderer into the app: a worker pool sized by config, the database-backed output cache,
// uploaded images resolved from blobs, and the /fonts routes. Routes call `app.render.output(job)`
// and `app.render.send(request, reply, out, opts)`. Renders asked during a request count against
// that client's share of the render queue (its address, as Fastify sees it through TRUST_PROXY);
// the client is carried by an AsyncLocalStorage so routes need not pass it along.
import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { RenderPool, fontsPlugin, renderCached, sendRendered, type RenderJob, type RenderedResponse } from "../render/index.ts";
import { DbOutputCache } from "../render/db-cache.ts";
import { getImageBlob } from "../storage/images.ts";
import { DbRefusalStore } from "../render/refusals.ts";
import { fontBytesResolver, withFontKeys } from "../render/db-fonts.ts";

export interface AppRender {
  pool: RenderPool;
  /** One renderer for MP4s and GIFs, apart: a video never takes a renderer a still PNG is waiting for. */
  videoPool: RenderPool;
  cache: DbOutputCache;
  output(job: RenderJob): Promise<RenderedResponse>;
  /** An MP4 or GIF (job.format) through the video pool, cached like every output. */
  video(job: RenderJob): Promise<RenderedResponse>;
  send(request: FastifyRequest, reply: FastifyReply, out: RenderedResponse, opts?: { immutable?: boolean; filename?: string; private?: boolean }): FastifyReply;
}

declare module "fastify" {
  interface FastifyInstance {
    render: AppRender;
  }
}

/** The client of the request being handled (undefined in background jobs). */
const renderClient = new AsyncLocalStorage<string>();

/** Longest a video waits behind another one before it is answered 503 (one video takes seconds). */
const VIDEO_QUEUE_WAIT_MS = 20_000;

const UPLOAD_SRC = /^\/api\/uploads\/([A-Za-z0-9_-]{16,128})(?:\.(?:png|jpe?g|webp))?$/;

export async function registerRender(app: FastifyInstance): Promise<void> {
  const resolvers = {
    // Image layers and image fields point at uploaded blobs; only those are loaded (never a remote URL).
    resolveImage: async (src: string) => {
      const m = UPLOAD_SRC.exec(src);
      if (!m) return null;
      const blob = await getImageBlob(app.db, m[1]);
      return blob ? new Uint8Array(blob.bytes) : null;
    },
    resolveFont: fontBytesResolver(app.db),
  };
  const pool = new RenderPool({ size: app.config.renderWorkers, timeoutMs: app.config.renderTimeoutMs, queueWaitMs: app.config.renderQueueWaitMs, ...resolvers });
  // Videos: one at a time, a longer limit (a video is hundreds of frames), a longer wait behind another
  // video, few waiting per client; the renderer and its encoder are killed together (process group).
  const videoPool = new RenderPool({
    size: 1,
    timeoutMs: app.config.renderVideoTimeoutMs,
    queueWaitMs: VIDEO_QUEUE_WAIT_MS,
    queuedMax: 8,
    queuedPerClient: 2,
    processGroups: true,
    ...resolvers,
  });
  const cache = new DbOutputCache(app.db, app.config.renderCacheMb * 1024 * 1024);
  const refusals = new DbRefusalStore(app.db);
  app.addHook("onRequest", (request, _reply, done) => renderClient.run(`ip:${request.ip}`, done));
  app.decorate("render", {
    pool,
    cache,
    videoPool,
    output: async (job: RenderJob) => renderCached(pool, cache, await withFontKeys(app.db, job), { refusals, client: renderClient.getStore() }),
    video: async (job: RenderJob) => renderCached(videoPool, cache, await withFontKeys(app.db, job), { refusals, client: renderClient.getStore() }),
    send: sendRendered,
  });
  app.addHook("onClose", async () => {
    await Promise.all([pool.close(), videoPool.close()]);
  });
  await app.register(fontsPlugin);
}
