// POST /api/log-client-error → 204. Size-capped and rate-limited per IP.
import type { FastifyInstance } from "fastify";
import { recordClientError } from "../../../services/client-errors/record-client-error.ts";
import { CLIENT_ERROR_BODY_LIMIT, clientErrorReport } from "./schema.ts";

export default async function logClientErrorRoutes(app: FastifyInstance) {
  const { max, windowMs } = app.config.rateLimits.clientErrors;
  app.post("/", { bodyLimit: CLIENT_ERROR_BODY_LIMIT, config: { rateLimit: { max, timeWindow: windowMs } } }, async (request, reply) => {
    const report = clientErrorReport.parse(request.body ?? {});
    await recordClientError(app.db, report, { ip: request.ip, secret: app.secret, userId: request.user?.id });
    return reply.status(204).send();
  });
}
