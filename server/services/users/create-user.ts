// Creates an account; a taken username/email becomes a 409 with `fields`.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../db/index.ts";
import type { UsersTable } from "../../db/schema.ts";
import { nowIso, toBool } from "../../db/columns.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { conflict } from "../../errors.ts";
import { hashPassword } from "./password.ts";

export interface NewUser {
  name: string;
  username: string;
  email: string;
  password: string;
  role?: "admin" | "user";
  active?: boolean;
}

/** Field → "server:usernameTaken"/"server:emailTaken" for values already used by another user. */
export async function takenFields(db: Db, values: { username?: string; email?: string }, exceptUserId?: string): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  const check = async (column: "username" | "email", value: string | undefined) => {
    if (!value) return;
    let query = db.selectFrom("users").select("id").where(sql<string>`lower(${sql.ref(column)})`, "=", value.toLowerCase());
    if (exceptUserId) query = query.where("id", "!=", exceptUserId);
    if (await query.executeTakeFirst()) fields[column] = column === "username" ? "server:usernameTaken" : "server:emailTaken";
  };
  await check("username", values.username);
  await check("email", values.email);
  return fields;
}

export async function createUser(db: Db, input: NewUser): Promise<UsersTable> {
  const taken = await takenFields(db, input);
  if (Object.keys(taken).length) throw conflict(taken);
  const now = nowIso();
  const row: UsersTable = {
    id: randomUUID(),
    name: input.name,
    username: input.username,
    email: input.email,
    password_hash: await hashPassword(input.password),
    role: input.role ?? "user",
    active: toBool(input.active ?? true),
    created_at: now,
    updated_at: now,
  };
  try {
    await db.insertInto("users").values(row).execute();
  } catch (err) {
    // Lost a race with a concurrent registration of the same name.
    if (isUniqueViolation(err)) throw conflict(await takenFields(db, input));
    throw err;
  }
  return row;
}
