// GET /api/certificates/{id}/image.png?width= (?download=1: a baked badge, OB 3.0 §5.3) (and image.webp, the pages' lighter preview, issue 13)
// · /document.pdf?download=1 · /credential.json (anyone with the id). Renders go through the worker pool and the database output cache; the
// code and the QR to the verify page are part of the design's reserved values.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { certError } from "../../../services/certificates/errors.ts";
import { getCertificate } from "../../../services/certificates/get-certificate.ts";
import { renderCertificate } from "../../../services/certificates/context.ts";
import { formatCode } from "../../../../shared/certificates/code.ts";
import { isPublicItem } from "../../../services/seo/item-visibility.ts";
import { currentCredential } from "../../../services/certificates/current-credential.ts";
import { recordDownload } from "../../../analytics/item-events.ts";
import { anyOriginOnSend } from "../../../http/public-cors.ts";
import { bakedDownload } from "../../../services/certificates/baked-image.ts";

const params = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/) });
const imageQuery = z.object({ width: z.coerce.number().int().min(64).max(3200).optional(), download: z.string().max(8).optional() });
const pdfQuery = z.object({ download: z.enum(["0", "1", "true", "false"]).optional() });

async function load(app: FastifyInstance, rawParams: unknown) {
  const { id } = params.parse(rawParams);
  const row = await getCertificate(app.db, id);
  if (!row) throw certError(404, "certificates:notFound");
  return row;
}

export default async function certificateRenderRoutes(app: FastifyInstance) {
  for (const format of ["png", "webp"] as const) {
    app.get(`/:id/image.${format}`, { config: { session: false } }, async (request, reply) => {
      const { width, download } = imageQuery.parse(request.query ?? {});
      const row = await load(app, request.params);
      // The page's download button asks with ?download=1; the picture shown on pages and in wallets does not.
      if (download === "1") recordDownload(app, request, { kind: "certificate", id: row.id, templateId: row.template_id }, format);
      const rendered = await renderCertificate(app, row, format, width);
      // The PNG download is a baked badge (OB 3.0 §5.3): the same pixels with the signed credential inside.
      const out = download === "1" && format === "png" ? await bakedDownload(app, row, rendered) : rendered;
      const isPrivate = !(await isPublicItem(app.db, "certificate", row.id));
      // The credential's `image`: wallets and badges on other sites show it (issue 25).
      reply.header("Cross-Origin-Resource-Policy", "cross-origin");
      return app.render.send(request, reply, out, { filename: `certificate-${formatCode(row.code)}.${format}`, private: isPrivate });
    });
  }

  app.get("/:id/document.pdf", { config: { session: false } }, async (request, reply) => {
    const { download } = pdfQuery.parse(request.query ?? {});
    const row = await load(app, request.params);
    const out = await renderCertificate(app, row, "pdf");
    const filename = `certificate-${formatCode(row.code)}.pdf`;
    const isPrivate = !(await isPublicItem(app.db, "certificate", row.id));
    if (download === "1" || download === "true") {
      recordDownload(app, request, { kind: "certificate", id: row.id, templateId: row.template_id }, "pdf");
      reply.header("Content-Disposition", `attachment; filename="${filename}"`);
      return app.render.send(request, reply, out, { private: isPrivate });
    }
    return app.render.send(request, reply, out, { filename, private: isPrivate });
  });

  // Every credential's `id`: LMSs and verifiers on other sites read it (issue 33), so does a 404.
  app.get("/:id/credential.json", { config: { session: false }, onSend: anyOriginOnSend }, async (request, reply) => {
    const row = await load(app, request.params);
    const credential = await currentCredential(app.db, app.config.publicUrl, row);
    if (!credential) throw certError(404, "certificates:credentialMissing");
    reply.header("Cache-Control", "no-cache");
    return reply.type("application/json; charset=utf-8").send(credential);
  });
}
