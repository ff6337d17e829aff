// POST /api/password/forgot { email } → 202 whatever the address: an account with it gets a reset
//   link (30 min, single use, stored hashed). The request does the same work for every address
//   (limits + one job row; the job looks the address up and mails), so neither its answer nor its
//   time tells who is registered. Limits (issue 22.9): per client (route limit) and per client AND
//   address (429 to that client only); the per-address ceiling over all clients drops mail silently
//   in the job, never for the owner's known device — so strangers cannot lock the owner out.
// POST /api/password/reset { token, password, confirmPassword } → 200: new password, every session
//   of the account ends (the browser signs in again), and so does any pending e-mail change.
import type { FastifyInstance } from "fastify";
import { forgotPasswordInput, resetPasswordInput } from "../../../../shared/api/mail.ts";
import { HttpError } from "../../../errors.ts";
import { nowIso } from "../../../db/columns.ts";
import { consumeEmailToken, endEmailTokens } from "../../../services/email/tokens.ts";
import { RESET_PER_CLIENT_AND_ADDRESS, limitKeys, spendOrThrow } from "../../../services/email/account-limits.ts";
import { KNOWN_DEVICE_COOKIE, knownDeviceUser } from "../../../sessions/known-device.ts";
import { queueResetRequest } from "../../../jobs/reset-request.ts";
import { hashPassword } from "../../../services/users/password.ts";
import { deleteUserSessions } from "../../../sessions/sessions.ts";
import { recordActivity } from "../../../services/activity.ts";

export const RESET_PER_CLIENT = { max: 10, windowMs: 15 * 60_000 };

export default async function passwordRoutes(app: FastifyInstance) {
  app.post("/forgot", { config: { rateLimit: { max: RESET_PER_CLIENT.max, timeWindow: RESET_PER_CLIENT.windowMs } } }, async (request, reply) => {
    const { email } = forgotPasswordInput.parse(request.body ?? {});
    const address = email.toLowerCase();
    // Counted for every address, known or not, so the limit itself tells nothing.
    await spendOrThrow(app.db, limitKeys.resetClient(address, request.ip), RESET_PER_CLIENT_AND_ADDRESS);
    const knownUserId = knownDeviceUser(app.secret, request.cookies[KNOWN_DEVICE_COOKIE]);
    // Not kicked: the runner's next poll (≤ 2 s) takes it, so the work for a known address never runs
    // inside or right behind this answer, where the asker could time it.
    await queueResetRequest(app, { email: address, locale: request.locale, knownUserId });
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
    // Whoever asked for an address change with a moment of this account's session loses it too (issue 22.6).
    await endEmailTokens(app.db, user.id, ["change", "reset"]);
    await recordActivity(app.db, user.id, "user.password.reset", user.id);
    return { ok: true };
  });
}
