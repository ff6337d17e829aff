// PUT /api/user/profile { name?, username?, email? } → user. A new e-mail address does not take
// effect here: it gets a confirmation link (and the old address a notice); the answer carries
// `pendingEmail` until the link is opened (POST /api/user/verify-email).
import type { FastifyInstance } from "fastify";
import { profileInput } from "../../../../../shared/api/account.ts";
import { currentUser, requireUser } from "../../../../policies/auth.ts";
import { presentUser } from "../../../../presenters/user.ts";
import { updateProfile } from "../../../../services/users/update-profile.ts";
import { conflict } from "../../../../http/errors.ts";
import { takenFields } from "../../../../services/users/create-user.ts";
import { sendEmailChangeMails } from "../../../../services/email/account-mail.ts";

export default async function profileRoutes(app: FastifyInstance) {
  app.put("/", { preHandler: requireUser }, async (request) => {
    const input = profileInput.parse(request.body ?? {});
    const me = currentUser(request);
    const newEmail = input.email !== undefined && input.email.toLowerCase() !== me.email.toLowerCase() ? input.email : undefined;
    const taken = await takenFields(app.db, { username: input.username, email: newEmail }, me.id);
    if (Object.keys(taken).length) throw conflict(taken);
    const user = await updateProfile(app.db, me.id, { ...input, email: newEmail ? undefined : input.email });
    if (!newEmail) return presentUser(user);
    await sendEmailChangeMails(app, user, newEmail, request.locale);
    return { ...presentUser(user), pendingEmail: newEmail };
  });
}
