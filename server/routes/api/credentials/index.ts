// Public credential resources (issue 25): GET /status/{key|web}/{listId} — a signed W3C Bitstring
// Status List credential (revocation), cached by clients for at most 60 s so a revocation shows
// within 5 minutes; GET /issuer-logo.svg — the image credentials name for their issuer and
// achievement. No session: anyone (a wallet, a verifier) may read them.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../../../http/errors.ts";
import { statusListCredential } from "../../../services/status-lists/status-lists.ts";

const statusParams = z.object({ method: z.enum(["key", "web"]), listId: z.coerce.number().int().min(1).max(1_000_000) });

/** Seconds a client may keep a status list (the issue allows 5 minutes). */
export const STATUS_LIST_MAX_AGE = 60;

// The site's mark (the same drawing as the favicon in web/index.html).
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="256" height="256"><rect x="2" y="2" width="36" height="36" rx="11" fill="#0f6b63"/>' +
  '<path d="M11 13.5h14.5a3.5 3.5 0 0 1 3.5 3.5v9.5a2 2 0 0 1-2 2H11z" fill="white"/><circle cx="28.5" cy="27.5" r="5" fill="#e3b341"/></svg>';

export default async function credentialRoutes(app: FastifyInstance) {
  app.get("/status/:method/:listId", { config: { session: false } }, async (request, reply) => {
    const parsed = statusParams.safeParse(request.params);
    if (!parsed.success) throw notFound();
    const credential = await statusListCredential(app.db, app.config.publicUrl, parsed.data.method, parsed.data.listId);
    if (!credential) throw notFound();
    reply.header("Cache-Control", `public, max-age=${STATUS_LIST_MAX_AGE}`);
    reply.header("Access-Control-Allow-Origin", "*");
    // Wallets and verifiers on other sites read it (security-headers.ts sends same-origin by default).
    reply.header("Cross-Origin-Resource-Policy", "cross-origin");
    return reply.type("application/vc+ld+json; charset=utf-8").send(JSON.stringify(credential));
  });

  app.get("/issuer-logo.svg", { config: { session: false } }, async (_request, reply) => {
    reply.header("Cache-Control", "public, max-age=86400");
    reply.header("Access-Control-Allow-Origin", "*");
    reply.header("Cross-Origin-Resource-Policy", "cross-origin");
    return reply.type("image/svg+xml").send(LOGO_SVG);
  });
}
