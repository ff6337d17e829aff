// The issuer's did:web document, at /.well-known/did.json (bare-host PUBLIC_URL) and /did.json
// (PUBLIC_URL with a path, where a resolver looks for <path>/did.json). Public key only.
import type { FastifyInstance } from "fastify";
import { getIssuer } from "../services/issuer/issuer.ts";

export default async function wellKnownRoutes(app: FastifyInstance) {
  const handler = async (_request: unknown, reply: import("fastify").FastifyReply) => {
    const issuer = await getIssuer(app.db, app.config.publicUrl);
    reply.header("Cache-Control", "public, max-age=300");
    reply.header("Access-Control-Allow-Origin", "*");
    return reply.type("application/did+json").send(JSON.stringify(issuer.didWeb?.didDocument ?? issuer.didKey.didDocument));
  };
  app.get("/.well-known/did.json", handler);
  app.get("/did.json", handler);
}
