// Username-or-email + password check. Unknown names cost the same time as wrong passwords.
import { sql } from "kysely";
import type { Db } from "../../db/index.ts";
import type { UsersTable } from "../../db/schema.ts";
import { dummyPasswordHash, verifyPassword } from "./password.ts";

export async function findUserByLogin(db: Db, login: string): Promise<UsersTable | undefined> {
  const value = login.trim().toLowerCase();
  const column = value.includes("@") ? "email" : "username";
  return db.selectFrom("users").selectAll().where(sql<string>`lower(${sql.ref(column)})`, "=", value).executeTakeFirst();
}

/** The user when the password matches (active or not — the caller decides), else undefined. */
export async function authenticate(db: Db, login: string, password: string): Promise<UsersTable | undefined> {
  const user = await findUserByLogin(db, login);
  if (!user) {
    await verifyPassword(password, await dummyPasswordHash());
    return undefined;
  }
  return (await verifyPassword(password, user.password_hash)) ? user : undefined;
}
