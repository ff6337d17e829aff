// Brand fonts (admin): POST / (multipart "file": TTF/OTF/WOFF/WOFF2 ≤ 5 MB) → 201 { id, family, styles, scripts, url, … }
// (200 with the same font when these bytes were uploaded before); DELETE /{id} → 204, or 409
// { message, code: "fontInUse", uses: [{ kind, id, title }] } while designs use its family.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { currentUser, requireAdmin } from "../../../../policies/auth.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { enableMultipart } from "../../../../services/uploads/receive.ts";
import { readFontFile } from "../../../../services/fonts/receive-font.ts";
import { storeFont } from "../../../../services/fonts/store-font.ts";
import { deleteFont, FontInUseError } from "../../../../services/fonts/delete-font.ts";
import { t } from "../../../../i18n.ts";
import { notFound } from "../../../../errors.ts";

const idParams = z.object({ id: z.string().uuid() });

export default async function adminFontsRoutes(app: FastifyInstance) {
  await enableMultipart(app);
  app.addHook("onRequest", requireAdmin);

  app.post("/", async (request, reply) => {
    const admin = currentUser(request);
    const { bytes, fileName } = await readFontFile(request);
    const { font, created } = await storeFont(app.db, bytes, fileName, admin.id);
    if (created) await recordActivity(app.db, admin.id, "font.create", font.family);
    return reply.status(created ? 201 : 200).send(font);
  });

  app.delete("/:id", async (request, reply) => {
    const parsed = idParams.safeParse(request.params);
    if (!parsed.success) throw notFound();
    try {
      const { family } = await deleteFont(app.db, parsed.data.id, request.locale);
      await recordActivity(app.db, currentUser(request).id, "font.delete", family);
      return reply.status(204).send();
    } catch (err) {
      if (!(err instanceof FontInUseError)) throw err;
      return reply.status(409).send({ message: t(request.locale, err.messageKey, err.params), code: "fontInUse", uses: err.uses });
    }
  });
}
