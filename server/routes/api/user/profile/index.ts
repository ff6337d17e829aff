// PUT /api/user/profile { name?, username?, email?, currentPassword? } → user. A new e-mail address
// does not take effect here: it needs the current password (a moment of someone's session must not
// be enough to take the account), gets a confirmation link (and the old address a notice with a
// "this wasn't me" link); the answer carries `pendingEmail` until the link is confirmed
// (POST /api/user/verify-email). Changes are limited per account and per target address
// (services/email/account-limits.ts); every check runs before anything is stored or sent.
import type { FastifyInstance } from "fastify";
import { profileInput } from "../../../../../shared/api/account.ts";
import { V } from "../../../../../shared/api/validation.ts";
import { currentUser, requireUser } from "../../../../policies/auth.ts";
import { presentUser } from "../../../../presenters/user.ts";
import { updateProfile } from "../../../../services/users/update-profile.ts";
import { conflict, HttpError } from "../../../../errors.ts";
import { takenFields } from "../../../../services/users/create-user.ts";
import { verifyPassword } from "../../../../services/users/password.ts";
import { sendEmailChangeMails } from "../../../../services/email/account-mail.ts";
import {
  EMAIL_CHANGE_PASSWORD_FAILURES,
  EMAIL_CHANGE_PER_ACCOUNT,
  EMAIL_CHANGE_PER_TARGET,
  assertUnder,
  limitKeys,
  spendOrThrow,
} from "../../../../services/email/account-limits.ts";

export default async function profileRoutes(app: FastifyInstance) {
  app.put("/", { preHandler: requireUser }, async (request) => {
    const { currentPassword, ...input } = profileInput.parse(request.body ?? {});
    const me = currentUser(request);
    const newEmail = input.email !== undefined && input.email.toLowerCase() !== me.email.toLowerCase() ? input.email : undefined;
    if (newEmail) {
      await assertUnder(app.db, limitKeys.changePassword(me.id), EMAIL_CHANGE_PASSWORD_FAILURES);
      if (!currentPassword) throw new HttpError(400, "invalidInput", { currentPassword: V.required });
      if (!(await verifyPassword(currentPassword, me.password_hash))) {
        await spendOrThrow(app.db, limitKeys.changePassword(me.id), EMAIL_CHANGE_PASSWORD_FAILURES);
        throw new HttpError(400, "wrongCurrentPassword", { currentPassword: "server:wrongCurrentPassword" });
      }
      await spendOrThrow(app.db, limitKeys.changeAccount(me.id), EMAIL_CHANGE_PER_ACCOUNT);
    }
    const taken = await takenFields(app.db, { username: input.username, email: newEmail }, me.id);
    if (Object.keys(taken).length) throw conflict(taken);
    if (newEmail) await spendOrThrow(app.db, limitKeys.changeTarget(newEmail), EMAIL_CHANGE_PER_TARGET);
    const user = await updateProfile(app.db, me.id, { ...input, email: newEmail ? undefined : input.email });
    if (!newEmail) return presentUser(user);
    await sendEmailChangeMails(app, user, newEmail, request.locale);
    return { ...presentUser(user), pendingEmail: newEmail };
  });
}
