// POST /api/register → 201 user, signed in (any previous session of this browser ends).
import type { FastifyInstance } from "fastify";
import { registerInput } from "../../../../shared/api/account.ts";
import { presentUser } from "../../../presenters/user.ts";
import { createUser } from "../../../services/users/create-user.ts";
import { deleteSession } from "../../../services/sessions/sessions.ts";
import { recordActivity } from "../../../services/activity.ts";
import { startSession } from "../../../http/session.ts";
import { sendVerificationMail } from "../../../services/email/account-mail.ts";

export default async function registerRoutes(app: FastifyInstance) {
  const { max, windowMs } = app.config.rateLimits.register;
  app.post("/", { config: { rateLimit: { max, timeWindow: windowMs } } }, async (request, reply) => {
    const input = registerInput.parse(request.body);
    const user = await createUser(app.db, { name: input.name, username: input.username, email: input.email, password: input.password });
    if (request.sessionToken) await deleteSession(app.db, request.sessionToken);
    await startSession(request, reply, user.id);
    await recordActivity(app.db, user.id, "user.register", user.id);
    // The account works at once; the address is proven by the link (24 h, single use).
    await sendVerificationMail(app, user, request.locale);
    return reply.status(201).send(presentUser(user));
  });
}
