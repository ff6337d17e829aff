// Password change: checks the current one, stores the new hash, ends the user's other sessions and
// any pending e-mail change or reset link (issue 22.6).
import type { Db } from "../../db/index.ts";
import { nowIso } from "../../db/columns.ts";
import { HttpError } from "../../errors.ts";
import { deleteUserSessions } from "../../sessions/sessions.ts";
import { endEmailTokens } from "../email/tokens.ts";
import { hashPassword, verifyPassword } from "./password.ts";

export async function changePassword(db: Db, userId: string, currentPassword: string, newPassword: string, keepSessionToken?: string): Promise<void> {
  const user = await db.selectFrom("users").select("password_hash").where("id", "=", userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(currentPassword, user.password_hash))) {
    throw new HttpError(400, "wrongCurrentPassword", { currentPassword: "server:wrongCurrentPassword" });
  }
  await db.updateTable("users").set({ password_hash: await hashPassword(newPassword), updated_at: nowIso() }).where("id", "=", userId).execute();
  await deleteUserSessions(db, userId, keepSessionToken);
  await endEmailTokens(db, userId, ["change", "reset"]);
}
