// POST /api/admin/uploads (multipart "file": PNG/JPEG/WebP ≤ 10 MB) → 201 { id, url, contentType, size }.
// Logos, signatures and template backgrounds. Same checks as the public upload, without its rate limit.
import type { FastifyInstance } from "fastify";
import { currentUser, requireAdmin } from "../../../../policies/auth.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { enableMultipart, readUploadedFile } from "../../../../services/uploads/receive.ts";
import { storeImage } from "../../../../services/uploads/store-image.ts";

export default async function adminUploadsRoutes(app: FastifyInstance) {
  await enableMultipart(app);
  app.post("/", { onRequest: requireAdmin }, async (request, reply) => {
    const admin = currentUser(request);
    const stored = await storeImage(app.db, await readUploadedFile(request), admin.id);
    await recordActivity(app.db, admin.id, "upload.create", stored.id);
    return reply.status(201).send({ id: stored.id, url: stored.url, contentType: stored.contentType, size: stored.size });
  });
}
