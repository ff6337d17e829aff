// Finds or creates the local user for a provider identity:
// 1. a linked identity (provider + subject) → its user;
// 2. else a user with the same email, when the provider says the email is verified AND the local
//    owner proved it too (the verification link) → link it. An unproven local address is not linked:
//    someone may have registered with another person's address and a password of their own;
//
// 3. else a new user (random unusable password; the username is derived and made unique).
import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/index.ts";
import type { UsersTable } from "../../db/schema.ts";
import { sql } from "kysely";
import { nowIso } from "../../db/columns.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { createUser } from "../users/create-user.ts";
import { LIMITS } from "../../../shared/limits.ts";
import type { ProviderIdentity } from "./client.ts";

async function usernameFree(db: Db, name: string): Promise<boolean> {
  return !(await db.selectFrom("users").select("id").where(sql<string>`lower(username)`, "=", name.toLowerCase()).executeTakeFirst());
}

async function uniqueUsername(db: Db, identity: ProviderIdentity): Promise<string> {
  const seed = (identity.preferredUsername ?? identity.email?.split("@")[0] ?? "user").normalize("NFKC");
  let base = seed.replace(/[^\p{L}\p{N}_.-]/gu, "").slice(0, LIMITS.usernameMax - 5);
  if (base.length < LIMITS.usernameMin) base = `user${base}`;
  if (await usernameFree(db, base)) return base;
  for (let i = 0; i < 5; i++) {
    const candidate = `${base}_${randomBytes(2).toString("hex")}`;
    if (await usernameFree(db, candidate)) return candidate;
  }
  return `user_${randomBytes(6).toString("hex")}`;
}

export async function linkOrCreateUser(db: Db, provider: string, identity: ProviderIdentity): Promise<{ user: UsersTable; created: boolean }> {
  const linked = await db
    .selectFrom("user_identities as i")
    .innerJoin("users as u", "u.id", "i.user_id")
    .selectAll("u")
    .where("i.provider", "=", provider)
    .where("i.subject", "=", identity.subject)
    .executeTakeFirst();
  if (linked) return { user: linked, created: false };

  let user: UsersTable | undefined;
  let created = false;
  if (identity.email && identity.emailVerified) {
    user = await db
      .selectFrom("users")
      .selectAll()
      .where(sql<string>`lower(email)`, "=", identity.email.toLowerCase())
      .where("email_verified_at", "is not", null)
      .executeTakeFirst();
  }
  if (!user) {
    const emailTaken = identity.email
      ? !!(await db.selectFrom("users").select("id").where(sql<string>`lower(email)`, "=", identity.email.toLowerCase()).executeTakeFirst())
      : true;
    // Without a usable email the account gets a placeholder address in the reserved .invalid domain.
    const placeholder = `${provider}-${createHash("sha256").update(identity.subject).digest("hex").slice(0, 16)}@users.invalid`;
    user = await createUser(db, {
      name: (identity.name ?? identity.preferredUsername ?? identity.email?.split("@")[0] ?? "User").slice(0, LIMITS.nameMax),
      username: await uniqueUsername(db, identity),
      email: !emailTaken && identity.email ? identity.email.slice(0, LIMITS.emailMax) : placeholder,
      password: randomBytes(32).toString("base64url"),
    });
    if (!emailTaken && identity.email && identity.emailVerified) {
      // The provider proved this address.
      await db.updateTable("users").set({ email_verified_at: nowIso() }).where("id", "=", user.id).execute();
      user = { ...user, email_verified_at: nowIso() };
    }
    created = true;
  }
  try {
    await db.insertInto("user_identities").values({ provider, subject: identity.subject, user_id: user.id, email: identity.email ?? null, created_at: nowIso() }).execute();
  } catch (err) {
    // A concurrent callback linked it first: use that link.
    if (!isUniqueViolation(err)) throw err;
    const row = await db.selectFrom("user_identities as i").innerJoin("users as u", "u.id", "i.user_id").selectAll("u")
      .where("i.provider", "=", provider).where("i.subject", "=", identity.subject).executeTakeFirstOrThrow();
    return { user: row, created: false };
  }
  return { user, created };
}
