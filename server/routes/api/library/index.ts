// The image library (issue 24 §1), for signed-in people (requireUser); "shared" is the admins' library.
// GET /images ?scope=mine|shared&q=&page=&pageSize= → { items: LibraryImage[], total, page, pageSize }
// POST /images (multipart: file, name?, scope?) → 201 LibraryImage · PNG/JPEG/WebP only (415 otherwise, nothing stored)
// PATCH /images/{id} { name } → LibraryImage · DELETE /images/{id} → 204, or 409 { code: "imageInUse", usedBy }
// GET /images/{id}/thumbnail.png → a small picture drawn by the server renderer (output cache)
// A person sees and changes only their own entries; the shared ones only admins (403 for others).
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { libraryImageName, libraryQuery, libraryUploadScope, renameLibraryImageInput } from "../../../../shared/api/library.ts";
import { errorBody } from "../../../http/error-handler.ts";
import { HttpError } from "../../../errors.ts";
import { currentUser, requireUser } from "../../../policies/auth.ts";
import { recordActivity } from "../../../services/activity.ts";
import {
  addLibraryImage, deleteLibraryImage, ImageInUseError, listLibraryImages, nameFromFile, ownLibraryImage, renameLibraryImage,
} from "../../../services/library/images.ts";
import { libraryThumbnailDesign } from "../../../services/library/thumbnail.ts";
import { enableMultipart } from "../../../services/uploads/receive.ts";
import { readLibraryUpload } from "../../../services/library/receive.ts";
import type { RateLimitRule } from "../../../config.ts";
import { PUBLIC_UPLOADS_LIMIT } from "../uploads/index.ts";

const idParams = z.object({ id: z.string().uuid() });

export default async function libraryRoutes(app: FastifyInstance) {
  app.addHook("onRequest", requireUser);
  await enableMultipart(app);
  const limit = (app.config.rateLimits as { uploads?: RateLimitRule }).uploads ?? PUBLIC_UPLOADS_LIMIT;

  app.get("/images", async (request) => listLibraryImages(app.db, currentUser(request), libraryQuery.parse(request.query ?? {})));

  app.post("/images", { config: { rateLimit: { max: limit.max, timeWindow: limit.windowMs } } }, async (request, reply) => {
    const user = currentUser(request);
    const upload = await readLibraryUpload(request);
    const scope = libraryUploadScope.parse(upload.fields.scope || undefined);
    const typed = upload.fields.name?.trim();
    const name = typed ? libraryImageName.parse(typed) : nameFromFile(upload.filename);
    const image = await addLibraryImage(app.db, user, { bytes: upload.bytes, scope, name });
    await recordActivity(app.db, user.id, "upload.create", image.id);
    return reply.status(201).send(image);
  });

  app.patch("/images/:id", async (request) => {
    const { id } = idParams.parse(request.params);
    const { name } = renameLibraryImageInput.parse(request.body ?? {});
    return renameLibraryImage(app.db, currentUser(request), id, name);
  });

  app.delete("/images/:id", async (request, reply) => {
    const { id } = idParams.parse(request.params);
    try {
      await deleteLibraryImage(app.db, currentUser(request), id);
    } catch (err) {
      if (!(err instanceof ImageInUseError)) throw err;
      const { status, body } = errorBody(request, err);
      return reply.status(status).send({ ...body, usedBy: err.usage });
    }
    return reply.status(204).send();
  });

  app.get("/images/:id/thumbnail.png", async (request, reply) => {
    const parsed = idParams.safeParse(request.params);
    if (!parsed.success) throw new HttpError(404, "notFound");
    // Only its owner, and for shared entries every admin, may look at it.
    const row = await ownLibraryImage(app.db, currentUser(request), parsed.data.id);
    const out = await app.render.output({ design: libraryThumbnailDesign(row), values: {}, format: "png", width: 240 });
    return app.render.send(request, reply, out, { immutable: true, private: true });
  });
}
