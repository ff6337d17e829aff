// POST /api/register → 201 user, signed in (any previous session of this browser ends).
// A taken username or address answers 409 `fields` (the form must say which), so that answer is
// rationed: a client gets REGISTER_TAKEN_PER_CLIENT of them an hour, then every registration from it
// waits for the window to end (429) — addresses cannot be checked at scale (issue 22.10).
import type { FastifyInstance } from "fastify";
import { registerInput } from "../../../../shared/api/account.ts";
import { presentUser } from "../../../presenters/user.ts";
import { createUser } from "../../../services/users/create-user.ts";
import { deleteSession } from "../../../sessions/sessions.ts";
import { recordActivity } from "../../../services/activity.ts";
import { startSession } from "../../../http/session.ts";
import { HttpError } from "../../../errors.ts";
import { sendVerificationMail } from "../../../services/email/account-mail.ts";
import { REGISTER_TAKEN_PER_CLIENT, assertUnder, limitKeys, spend } from "../../../services/email/account-limits.ts";

export default async function registerRoutes(app: FastifyInstance) {
  const { max, windowMs } = app.config.rateLimits.register;
  app.post("/", { config: { rateLimit: { max, timeWindow: windowMs } } }, async (request, reply) => {
    const input = registerInput.parse(request.body);
    const takenKey = limitKeys.registerTaken(request.ip);
    await assertUnder(app.db, takenKey, REGISTER_TAKEN_PER_CLIENT);
    const user = await createUser(app.db, { name: input.name, username: input.username, email: input.email, password: input.password }).catch(async (err: unknown) => {
      if (err instanceof HttpError && err.statusCode === 409) await spend(app.db, takenKey, REGISTER_TAKEN_PER_CLIENT);
      throw err;
    });
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    await startSession(request, reply, user.id);
    await recordActivity(app.db, user.id, "user.register", user.id);
    // The account works at once; the address is proven by the link (24 h, single use).
    await sendVerificationMail(app, user, request.locale);
    return reply.status(201).send(presentUser(user));
  });
}
