// GET /api/issuer — the public identity of the platform's credential issuer (never the secret key).
import type { FastifyInstance } from "fastify";
import { getIssuer, presentIssuer } from "../../../services/issuer/issuer.ts";
import { defaultIssuerName } from "../../../services/certificates/context.ts";

export default async function issuerRoutes(app: FastifyInstance) {
  app.get("/", async () => presentIssuer(await getIssuer(app.db, app.config.publicUrl), await defaultIssuerName(app.db)));
}
