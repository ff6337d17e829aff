// GET /api/fonts → { families: [...] }: every family a design may use (bundled and uploaded), public:
// visitors' editors and card previews load uploaded faces from it. Not cached long (a new upload
// must show up), but cheap: one small query.
// GET /api/fonts/files/{woff2BlobId}.woff2 → the WOFF2 of an uploaded face, immutable (the name is its hash).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../../../errors.ts";
import { blobStore } from "../../../storage/blobs.ts";
import { fontCatalogue } from "../../../services/fonts/catalogue.ts";

const fileParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) });

export default async function fontsRoutes(app: FastifyInstance) {
  app.get("/", async (_request, reply) => {
    reply.header("cache-control", "no-cache");
    return fontCatalogue(app.db);
  });

  app.get("/files/:file", async (request, reply) => {
    const raw = String((request.params as { file?: string }).file ?? "");
    const parsed = fileParams.safeParse({ id: raw.replace(/\.woff2$/, "") });
    if (!parsed.success || !raw.endsWith(".woff2")) throw notFound();
    // Only a WOFF2 some font row points at: never another blob (images, bulk files) by its hash.
    const row = await app.db.selectFrom("fonts").select("id").where("woff2_blob_id", "=", parsed.data.id).executeTakeFirst();
    const blob = row ? await blobStore(app.db).get(parsed.data.id) : undefined;
    if (!blob) throw notFound();
    return reply
      .header("content-type", "font/woff2")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .header("access-control-allow-origin", "*")
      .send(blob.bytes);
  });
}
