// Public credential resources (issue 25): GET /status/{key|web}/{listId} — a signed W3C Bitstring
// Status List credential (revocation), cached by clients for at most 60 s so a revocation shows
// within 5 minutes; GET /issuer-logo.png — the image credentials name for their issuer and
// achievement. No session: anyone (a wallet, a verifier) may read them.
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../../../errors.ts";
import { logoPng } from "../../../mail/logo.ts";
import { statusListCredential } from "../../../services/status-lists/status-lists.ts";

const statusParams = z.object({ method: z.enum(["key", "web"]), listId: z.coerce.number().int().min(1).max(1_000_000) });

/** Seconds a client may keep a status list (the issue allows 5 minutes). */
export const STATUS_LIST_MAX_AGE = 60;

// The site's mark as a PNG (the e-mail logo's drawing). Not SVG: nothing on our origin answers as SVG
// (security/injection.test.ts), and wallets show PNG everywhere.
const LOGO_COLOR = "#0f6b63";

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

  app.get("/issuer-logo.png", { config: { session: false } }, async (_request, reply) => {
    reply.header("Cache-Control", "public, max-age=86400");
    reply.header("Access-Control-Allow-Origin", "*");
    reply.header("Cross-Origin-Resource-Policy", "cross-origin");
    return reply.type("image/png").send(logoPng(LOGO_COLOR));
  });
}
