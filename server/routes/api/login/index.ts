// POST /api/login { username (or email), password } → user, with a fresh session.
// Limits: requests per IP (rate-limit plugin); failed attempts slow down per account and address,
// under a per-account ceiling (services/users/login-throttle.ts).
import type { FastifyInstance } from "fastify";
import { loginInput } from "../../../../shared/api/account.ts";
import { HttpError } from "../../../errors.ts";
import { startSession } from "../../../http/session.ts";
import { presentUser } from "../../../presenters/user.ts";
import { authenticate, findUserByLogin } from "../../../services/users/authenticate.ts";
import { deleteSession } from "../../../sessions/sessions.ts";
import {
  DEFAULT_ACCOUNT_CEILING,
  assertLoginAllowed,
  loginSubject,
  recordLoginFailure,
  recordLoginSuccess,
} from "../../../services/users/login-throttle.ts";

export default async function loginRoutes(app: FastifyInstance) {
  const perIp = app.config.rateLimits.loginPerIp;
  const rules = {
    perAddress: app.config.rateLimits.loginFailuresPerUsername,
    perAccount: app.config.rateLimits.loginFailuresPerAccount ?? DEFAULT_ACCOUNT_CEILING,
  };
  app.post("/", { config: { rateLimit: { max: perIp.max, timeWindow: perIp.windowMs } } }, async (request, reply) => {
    const input = loginInput.parse(request.body);
    const subject = loginSubject((await findUserByLogin(app.db, input.username))?.id, input.username);
    await assertLoginAllowed(app.db, subject, request.ip, rules);

    const user = await authenticate(app.db, input.username, input.password);
    if (!user) {
      await recordLoginFailure(app.db, subject, request.ip, rules);
      throw new HttpError(401, "invalidCredentials");
    }
    if (user.active !== 1) throw new HttpError(403, "inactiveAccount");
    await recordLoginSuccess(app.db, subject, request.ip);
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    await startSession(request, reply, user.id);
    return presentUser(user);
  });
}
