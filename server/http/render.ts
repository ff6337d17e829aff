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
  cache: DbOutputCache;
  output(job: RenderJob): Promise<RenderedResponse>;
  send(request: FastifyRequest, reply: FastifyReply, out: RenderedResponse, opts?: { immutable?: boolean; filename?: string; private?: boolean }): FastifyReply;
}

declare module "fastify" {
  interface FastifyInstance {
    render: AppRender;
  }
}

/** The client of the request being handled (undefined in background jobs). */
const renderClient = new AsyncLocalStorage<string>();

const UPLOAD_SRC = /^\/api\/uploads\/([A-Za-z0-9_-]{16,128})(?:\.(?:png|jpe?g|webp))?$/;

export async function registerRender(app: FastifyInstance): Promise<void> {
  const pool = new RenderPool({
    size: app.config.renderWorkers,
    timeoutMs: app.config.renderTimeoutMs,
    queueWaitMs: app.config.renderQueueWaitMs,
    // Image layers and image fields point at uploaded blobs; only those are loaded (never a remote URL).
    resolveImage: async (src) => {
      const m = UPLOAD_SRC.exec(src);
      if (!m) return null;
      const blob = await getImageBlob(app.db, m[1]);
      return blob ? new Uint8Array(blob.bytes) : null;
    },
    resolveFont: fontBytesResolver(app.db),
  });
  const cache = new DbOutputCache(app.db, app.config.renderCacheMb * 1024 * 1024);
  const refusals = new DbRefusalStore(app.db);
  app.addHook("onRequest", (request, _reply, done) => renderClient.run(`ip:${request.ip}`, done));
  app.decorate("render", {
    pool,
    cache,
    output: async (job: RenderJob) => renderCached(pool, cache, await withFontKeys(app.db, job), { refusals, client: renderClient.getStore() }),
    send: sendRendered,
  });
  app.addHook("onClose", async () => pool.close());
  await app.register(fontsPlugin);
}
