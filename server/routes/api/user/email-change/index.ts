// POST /api/user/email-change/cancel { token } → 200 { email }: the "this wasn't me" link of the
// notice sent to the old address when someone asks to change it (issue 22.6). No session needed:
// the link is the proof. It ends every pending address change and reset link, ends every session
// of the account, and — when the change already took effect — puts the old address back (it just
// proved itself by this click), unless another account uses it by now. It voids the cancel links of
// later notices, so whoever controlled the account after it cannot undo the undoing.
import type { FastifyInstance } from "fastify";
import { tokenInput } from "../../../../../shared/api/mail.ts";
import { HttpError } from "../../../../errors.ts";
import { nowIso } from "../../../../db/columns.ts";
import { consumeEmailToken, endEmailTokens } from "../../../../services/email/tokens.ts";
import { takenFields } from "../../../../services/users/create-user.ts";
import { deleteUserSessions } from "../../../../sessions/sessions.ts";
import { recordActivity } from "../../../../services/activity.ts";

const invalidToken = () => new HttpError(400, "mail:tokenInvalid", { token: "mail:tokenInvalid" });

export default async function emailChangeRoutes(app: FastifyInstance) {
  app.post("/cancel", { config: { rateLimit: { max: 30, timeWindow: 15 * 60_000 } } }, async (request) => {
    const { token } = tokenInput.parse(request.body ?? {});
    const row = await consumeEmailToken(app.db, token, ["cancel"]);
    if (!row) throw invalidToken();
    const user = await app.db.selectFrom("users").selectAll().where("id", "=", row.user_id).executeTakeFirst();
    if (!user) throw invalidToken();
    await endEmailTokens(app.db, user.id, ["change", "reset"]);
    // Later notices went to addresses the account had after this one — maybe the other side's: their
    // links must not undo this. Earlier ones (an older owner's) stay valid.
    await app.db.deleteFrom("email_tokens").where("user_id", "=", user.id).where("purpose", "=", "cancel").where("used_at", "is", null).where("created_at", ">=", row.created_at).execute();
    let email = user.email;
    if (email.toLowerCase() !== row.email.toLowerCase() && !(await takenFields(app.db, { email: row.email }, user.id)).email) {
      email = row.email;
      await app.db.updateTable("users").set({ email, email_verified_at: nowIso(), updated_at: nowIso() }).where("id", "=", user.id).execute();
    }
    await deleteUserSessions(app.db, user.id);
    await recordActivity(app.db, user.id, "user.email.cancelChange", user.id);
    return { ok: true, email };
  });
}
