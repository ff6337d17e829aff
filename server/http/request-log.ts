// Request logging: only failed answers (status ≥ 400) and slow ones (≥ SLOW_REQUEST_MS), one line
// each, instead of Fastify's two info lines for every request.
import type { FastifyInstance } from "fastify";

export function registerRequestLogging(app: FastifyInstance): void {
  if (!["info", "debug", "trace"].includes(app.log.level)) return;
  const slowMs = app.config.slowRequestMs;
  app.addHook("onResponse", (request, reply, done) => {
    const ms = reply.elapsedTime;
    if (reply.statusCode >= 400 || ms >= slowMs) {
      request.log.info({ req: request, res: reply, responseTime: ms }, ms >= slowMs ? "slow request" : "request failed");
    }
    done();
  });
}
