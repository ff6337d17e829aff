// POST /api/password/forgot { email } → 202 whatever the address: an account with it gets a reset
//   link (30 min, single use, stored hashed). Limited per client (route limit) and per address.
// POST /api/password/reset { token, password, confirmPassword } → 200: new password, every session
//   of the account ends (the browser signs in again).
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { forgotPasswordInput, resetPasswordInput } from "../../../../shared/api/mail.ts";
import { HttpError, tooManyRequests } from "../../../http/errors.ts";
import { nowIso } from "../../../db/columns.ts";
import { hitRateLimit } from "../../../services/rate-limits/hit.ts";
import { consumeEmailToken } from "../../../services/email/tokens.ts";
import { sendPasswordResetMail } from "../../../services/email/account-mail.ts";
import { hashPassword } from "../../../services/users/password.ts";
import { deleteUserSessions } from "../../../services/sessions/sessions.ts";
import { recordActivity } from "../../../services/activity.ts";

export const RESET_PER_ADDRESS = { max: 3, windowMs: 60 * 60_000 };
export const RESET_PER_CLIENT = { max: 10, windowMs: 15 * 60_000 };

export default async function passwordRoutes(app: FastifyInstance) {
  app.post("/forgot", { config: { rateLimit: { max: RESET_PER_CLIENT.max, timeWindow: RESET_PER_CLIENT.windowMs } } }, async (request, reply) => {
    const { email } = forgotPasswordInput.parse(request.body ?? {});
    const address = email.toLowerCase();
    // Counted for every address, known or not, so the limit itself tells nothing.
    const hit = await hitRateLimit(app.db, `reset:addr:${address}`, RESET_PER_ADDRESS.windowMs);
    if (hit.count > RESET_PER_ADDRESS.max) throw tooManyRequests(Math.max(1, Math.ceil(hit.ttlMs / 1000)));
    const user = await app.db.selectFrom("users").selectAll().where(sql<string>`lower(email)`, "=", address).executeTakeFirst();
    if (user && user.active === 1) await sendPasswordResetMail(app, user, request.locale);
    return reply.status(202).send({ ok: true });
  });

  app.post("/reset", { config: { rateLimit: { max: 30, timeWindow: 15 * 60_000 } } }, async (request) => {
    const input = resetPasswordInput.parse(request.body ?? {});
    const row = await consumeEmailToken(app.db, input.token, ["reset"]);
    const user = row && (await app.db.selectFrom("users").selectAll().where("id", "=", row.user_id).executeTakeFirst());
    // A reset link for an address the account no longer has is not honoured.
    if (!row || !user || user.email.toLowerCase() !== row.email.toLowerCase()) throw new HttpError(400, "mail:tokenInvalid", { token: "mail:tokenInvalid" });
    // Opening the link proved the address too.
    await app.db
      .updateTable("users")
      .set({ password_hash: await hashPassword(input.password), email_verified_at: user.email_verified_at ?? nowIso(), updated_at: nowIso() })
      .where("id", "=", user.id)
      .execute();
    await deleteUserSessions(app.db, user.id);
    await recordActivity(app.db, user.id, "user.password.reset", user.id);
    return { ok: true };
  });
}
