// POST /api/user/verify-email { token } → 200 user: proves an address (the registration link) or
//   confirms a new one (an address change: it takes effect now). No session needed: the token is the proof.
// POST /api/user/verify-email/resend → 202: a new link to the signed-in user's unverified address.
import type { FastifyInstance } from "fastify";
import { tokenInput } from "../../../../../shared/api/mail.ts";
import { currentUser, requireUser } from "../../../../policies/auth.ts";
import { presentUser } from "../../../../presenters/user.ts";
import { HttpError } from "../../../../errors.ts";
import { nowIso } from "../../../../db/columns.ts";
import { consumeEmailToken } from "../../../../services/email/tokens.ts";
import { sendVerificationMail } from "../../../../services/email/account-mail.ts";
import { takenFields } from "../../../../services/users/create-user.ts";
import { recordActivity } from "../../../../services/activity.ts";

const invalidToken = () => new HttpError(400, "mail:tokenInvalid", { token: "mail:tokenInvalid" });

export default async function verifyEmailRoutes(app: FastifyInstance) {
  app.post("/", { config: { rateLimit: { max: 30, timeWindow: 15 * 60_000 } } }, async (request) => {
    const { token } = tokenInput.parse(request.body ?? {});
    const row = await consumeEmailToken(app.db, token, ["verify", "change"]);
    if (!row) throw invalidToken();
    const user = await app.db.selectFrom("users").selectAll().where("id", "=", row.user_id).executeTakeFirst();
    if (!user) throw invalidToken();
    if (row.purpose === "verify") {
      // A link for an address the account no longer has proves nothing.
      if (user.email.toLowerCase() !== row.email.toLowerCase()) throw invalidToken();
      await app.db.updateTable("users").set({ email_verified_at: nowIso() }).where("id", "=", user.id).execute();
    } else {
      const taken = await takenFields(app.db, { email: row.email }, user.id);
      if (taken.email) throw new HttpError(409, "conflict", { email: taken.email });
      await app.db.updateTable("users").set({ email: row.email, email_verified_at: nowIso(), updated_at: nowIso() }).where("id", "=", user.id).execute();
    }
    await recordActivity(app.db, user.id, row.purpose === "verify" ? "user.email.verify" : "user.email.change", user.id);
    return presentUser(await app.db.selectFrom("users").selectAll().where("id", "=", user.id).executeTakeFirstOrThrow());
  });

  app.post("/resend", { preHandler: requireUser, config: { rateLimit: { max: 5, timeWindow: 60 * 60_000 } } }, async (request, reply) => {
    const user = currentUser(request);
    if (user.email_verified_at) throw new HttpError(409, "mail:alreadyVerified");
    await sendVerificationMail(app, user, request.locale);
    return reply.status(202).send({ ok: true });
  });
}
