// Profile change (name, username, email); uniqueness answered as 409 with `fields`.
import type { ProfileInput } from "../../../shared/api/account.ts";
import type { Db } from "../../db/index.ts";
import type { UsersTable } from "../../db/schema.ts";
import { nowIso } from "../../db/columns.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { conflict } from "../../errors.ts";
import { takenFields } from "./create-user.ts";

export async function updateProfile(db: Db, userId: string, input: ProfileInput): Promise<UsersTable> {
  const taken = await takenFields(db, input, userId);
  if (Object.keys(taken).length) throw conflict(taken);
  const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  try {
    await db.updateTable("users").set({ ...changes, updated_at: nowIso() }).where("id", "=", userId).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(await takenFields(db, input, userId));
    throw err;
  }
  return db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirstOrThrow();
}
