// GET /api/cards/{id}/image.png|.webp|.jpg?width=&download=1&v= and /document.pdf?download=1&v= — drawn from
// the card's own design (else its revision's) through the worker pool and the database output cache
// (ETag per bytes), with the reserved values (shareUrl) besides the card's own.
import type { FastifyInstance, FastifyReply } from "fastify";
import { isPublicItem } from "../../../services/seo/item-visibility.ts";
import { CARD_VIDEO_FORMATS, cardImageQuery, cardPdfQuery, cardVideoQuery } from "../../../../shared/api/cards.ts";
import { cardTitle, cardVersion } from "../../../presenters/card.ts";
import type { CardRecord } from "../../../services/cards/card-record.ts";
import { loadCard } from "./load-card.ts";
import { recordDownload } from "../../../analytics/item-events.ts";
import { cardDesignValues } from "../../../services/cards/render-values.ts";
import { cardDisplayValues } from "../../../../shared/format/field-dates.ts";

/** ASCII fallback name plus the UTF-8 title (RFC 6266/5987), e.g. card-eid-AbC123xy.png. */
function disposition(card: CardRecord, ext: "png" | "webp" | "jpg" | "pdf" | "mp4" | "gif", attachment: boolean): string {
  const ascii = `card-${card.categorySlug.replace(/[^A-Za-z0-9-]/g, "")}-${card.id.slice(0, 8)}.${ext}`;
  const printable = [...cardTitle(card).ar].filter((ch) => ch.charCodeAt(0) >= 32).join("");
  const title = printable.replace(/[\\/:*?"<>|]/g, "").trim().slice(0, 80);
  const utf8 = title ? `; filename*=UTF-8''${encodeURIComponent(`${title}.${ext}`).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}` : "";
  return `${attachment ? "attachment" : "inline"}; filename="${ascii}"${utf8}`;
}

/** JPEG quality of image.jpg: a little above the WebP previews' 85, as this is the copy people keep in their chats. */
export const SHARE_JPEG_QUALITY = 90;

function setDisposition(reply: FastifyReply, value: string) {
  reply.header("Content-Disposition", value);
}

export default async function filesRoutes(app: FastifyInstance) {
  // image.webp: the same picture, lossy and several times smaller, for the pages' previews
  // (<picture>/srcset, issue 13); downloads and shared og:images stay PNG. image.jpg: the file a phone
  // hands to the share sheet (issue 31) — about a quarter of the PNG, so it is ready before the tap on
  // slow 4G, and the format WhatsApp and other messengers take best. Same access rules for all three.
  for (const ext of ["png", "webp", "jpg"] as const) {
    const format = ext === "jpg" ? "jpeg" : ext;
    const quality = ext === "jpg" ? SHARE_JPEG_QUALITY : undefined;
    app.get(`/:id/image.${ext}`, async (request, reply) => {
      const card = await loadCard(app, request.params);
      const q = cardImageQuery.parse(request.query ?? {});
      const out = await app.render.output({ design: card.design, values: cardDisplayValues(card.fields, cardDesignValues(card, app.config.publicUrl), card.design), visitorDesign: card.ownDesign !== null, format, quality, width: q.width ?? card.design.canvas.width });
      setDisposition(reply, disposition(card, ext, q.download === "1"));
      if (q.download === "1") recordDownload(app, request, { kind: "card", id: card.id, templateId: card.templateId }, ext);
      return app.render.send(request, reply, out, { immutable: q.v === cardVersion(card), private: !(await isPublicItem(app.db, "card", card.id)) });
    });
  }

  // video.mp4 (?format=story|square|portrait|landscape) and animation.gif (issue 35): every frame drawn by
  // the video pool (one renderer, its own time limit). A still card answers with its still picture held
  // STILL_VIDEO_SECONDS (a status or a chat takes a video either way). Same access rules as the PNG.
  for (const [file, format] of [["video.mp4", "mp4"], ["animation.gif", "gif"]] as const) {
    app.get(`/:id/${file}`, async (request, reply) => {
      const card = await loadCard(app, request.params);
      const q = cardVideoQuery.parse(request.query ?? {});
      const preset = q.format ? CARD_VIDEO_FORMATS[q.format] : undefined;
      const out = await app.render.video({ design: card.design, values: cardDisplayValues(card.fields, cardDesignValues(card, app.config.publicUrl), card.design), visitorDesign: card.ownDesign !== null, format, preset });
      setDisposition(reply, disposition(card, format, q.download === "1"));
      if (q.download === "1") recordDownload(app, request, { kind: "card", id: card.id, templateId: card.templateId }, format);
      return app.render.send(request, reply, out, { immutable: q.v === cardVersion(card), private: !(await isPublicItem(app.db, "card", card.id)) });
    });
  }

  app.get("/:id/document.pdf", async (request, reply) => {
    const card = await loadCard(app, request.params);
    const q = cardPdfQuery.parse(request.query ?? {});
    const out = await app.render.output({ design: card.design, values: cardDisplayValues(card.fields, cardDesignValues(card, app.config.publicUrl), card.design), visitorDesign: card.ownDesign !== null, format: "pdf", title: cardTitle(card)[request.locale] || "Bitaqa" });
    setDisposition(reply, disposition(card, "pdf", q.download !== "0"));
    // The PDF exists for keeping (an attachment unless ?download=0): every request of it is a download.
    if (q.download !== "0") recordDownload(app, request, { kind: "card", id: card.id, templateId: card.templateId }, "pdf");
    return app.render.send(request, reply, out, { immutable: q.v === cardVersion(card), private: !(await isPublicItem(app.db, "card", card.id)) });
  });
}
