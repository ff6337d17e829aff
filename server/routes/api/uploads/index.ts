// GET /api/uploads/{id} — a stored image (never another kind of blob), served with the type sniffed at upload, immutable (the id
// is the hash of the bytes). POST /api/uploads (multipart "file") — anyone, for image fields of cards;
// rate-limited per IP. Admins upload through POST /api/admin/uploads (same checks, no limit).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../../../errors.ts";
import { enableMultipart, readUploadedFile } from "../../../services/uploads/receive.ts";
import { storeImage } from "../../../services/uploads/store-image.ts";
import { getImageBlob } from "../../../storage/images.ts";
import type { RateLimitRule } from "../../../config.ts";

/** Default public upload limit; tests (and a future config key) may set config.rateLimits.uploads. */
export const PUBLIC_UPLOADS_LIMIT: RateLimitRule = { max: 30, windowMs: 60 * 60_000 };
const idParams = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/) });

export default async function uploadsRoutes(app: FastifyInstance) {
  await enableMultipart(app);
  const limit = (app.config.rateLimits as { uploads?: RateLimitRule }).uploads ?? PUBLIC_UPLOADS_LIMIT;

  app.post("/", { config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } } }, async (request, reply) => {
    const bytes = await readUploadedFile(request);
    const { url, id, contentType, size } = await storeImage(app.db, bytes, request.user?.id ?? null);
    return reply.status(201).send({ id, url, contentType, size });
  });

  app.get("/:id", async (request, reply) => {
    // A legacy extension (".png") is tolerated, as shared/api/templates.ts IMAGE_URL allows it.
    const raw = String((request.params as { id?: string }).id ?? "").replace(/\.(png|jpe?g|webp)$/, "");
    const parsed = idParams.safeParse({ id: raw });
    if (!parsed.success) throw notFound();
    const blob = await getImageBlob(app.db, parsed.data.id);
    if (!blob) throw notFound();
    return reply
      .header("content-type", blob.contentType)
      .header("x-content-type-options", "nosniff")
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("content-security-policy", "default-src 'none'; sandbox")
      .header("content-disposition", "inline")
      .send(blob.bytes);
  });
}
