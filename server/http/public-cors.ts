// Cross-origin reading of public, cookie-free resources (issue 33): a credential's `id` is its
// credential.json, LMSs and browser verifiers on other sites fetch it and POST it to the public
// verify endpoint. These answers carry `Access-Control-Allow-Origin: *` (never with credentials:
// no cookie is read on them) and `Cross-Origin-Resource-Policy: cross-origin` (security-headers.ts
// sends same-origin by default). Nothing that reads a session uses this.
import type { FastifyInstance, FastifyReply, onSendHookHandler } from "fastify";

/** How long a browser may keep the answer to a preflight. */
const PREFLIGHT_MAX_AGE = 600;

export function allowAnyOrigin(reply: FastifyReply): FastifyReply {
  return reply.header("Access-Control-Allow-Origin", "*").header("Cross-Origin-Resource-Policy", "cross-origin");
}

/** A route-level onSend hook: the headers go on every answer of the route, errors (404, 400, 429) included,
 * so a page on another site can read why it was refused. */
export const anyOriginOnSend: onSendHookHandler = async (_request, reply, payload) => {
  allowAnyOrigin(reply);
  return payload;
};

/** Answers the CORS preflight of a public route: the method and the one non-safelisted header JSON needs. */
export function publicPreflight(app: FastifyInstance, url: string, method: "GET" | "POST"): void {
  app.options(url, { config: { session: false } }, async (_request, reply) => {
    allowAnyOrigin(reply)
      .header("Access-Control-Allow-Methods", method)
      .header("Access-Control-Allow-Headers", "content-type")
      .header("Access-Control-Max-Age", String(PREFLIGHT_MAX_AGE));
    return reply.status(204).send();
  });
}
