// POST /api/login { username (or email), password } → user, with a fresh session.
// Limits: requests per IP (rate-limit plugin) and failed attempts per username (rate_limits table).
import type { FastifyInstance } from "fastify";
import { loginInput } from "../../../../shared/api/account.ts";
import { HttpError, tooManyRequests } from "../../../http/errors.ts";
import { startSession } from "../../../http/session.ts";
import { presentUser } from "../../../presenters/user.ts";
import { authenticate } from "../../../services/users/authenticate.ts";
import { deleteSession } from "../../../services/sessions/sessions.ts";
import { clearRateLimit, hitRateLimit, readRateLimit } from "../../../services/rate-limits/hit.ts";

export default async function loginRoutes(app: FastifyInstance) {
  const perIp = app.config.rateLimits.loginPerIp;
  const perName = app.config.rateLimits.loginFailuresPerUsername;
  app.post("/", { config: { rateLimit: { max: perIp.max, timeWindow: perIp.windowMs } } }, async (request, reply) => {
    const input = loginInput.parse(request.body);
    const nameKey = `login-fail:${input.username.toLowerCase()}`;
    const failures = await readRateLimit(app.db, nameKey);
    if (failures.count >= perName.max) throw tooManyRequests(Math.max(1, Math.ceil(failures.ttlMs / 1000)));

    const user = await authenticate(app.db, input.username, input.password);
    if (!user) {
      await hitRateLimit(app.db, nameKey, perName.windowMs);
      throw new HttpError(401, "invalidCredentials");
    }
    if (user.active !== 1) throw new HttpError(403, "inactiveAccount");
    await clearRateLimit(app.db, nameKey);
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    await startSession(request, reply, user.id);
    return presentUser(user);
  });
}
