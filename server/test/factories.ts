// Test data builders. Password hashes are cached per password: scrypt is deliberately slow.
import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Db } from "../db/index.ts";
import type { UsersTable } from "../db/schema.ts";
import { nowIso, toBool } from "../db/columns.ts";
import { hashPassword } from "../services/users/password.ts";
import { SESSION_COOKIE, createSession } from "../sessions/sessions.ts";
import { TEST_ADMIN } from "./app.ts";

export const DEFAULT_PASSWORD = "password-123";
const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  if (!hashes.has(password)) hashes.set(password, hashPassword(password));
  return hashes.get(password)!;
};

export interface BuildUserOptions {
  role?: "admin" | "user";
  active?: boolean;
  password?: string;
  name?: string;
  username?: string;
  email?: string;
  /** the owner proved the address (default false, as after registration) */
  emailVerified?: boolean;
}

/** Inserts a user; the plain password is returned alongside the row. */
export async function buildUser(db: Db, options: BuildUserOptions = {}): Promise<UsersTable & { password: string }> {
  const suffix = randomBytes(4).toString("hex");
  const password = options.password ?? DEFAULT_PASSWORD;
  const now = nowIso();
  const row: UsersTable = {
    id: randomUUID(),
    name: options.name ?? `User ${suffix}`,
    username: options.username ?? `user_${suffix}`,
    email: options.email ?? `user_${suffix}@example.com`,
    password_hash: await cachedHash(password),
    role: options.role ?? "user",
    active: toBool(options.active ?? true),
    created_at: now,
    updated_at: now,
    email_verified_at: options.emailVerified ? now : null,
  };
  await db.insertInto("users").values(row).execute();
  return { ...row, password };
}

/** A live session for the user, as a ready `cookie` header value ("sid=…"). */
export async function buildSession(db: Db, userId: string): Promise<{ token: string; cookie: string }> {
  const { token } = await createSession(db, userId);
  return { token, cookie: `${SESSION_COOKIE}=${token}` };
}

/** A user plus a session cookie for it. */
export async function signedInUser(db: Db, options: BuildUserOptions = {}) {
  const user = await buildUser(db, options);
  const { cookie, token } = await buildSession(db, user.id);
  return { user, cookie, token };
}

/** Signs in through POST /api/login and answers the response's cookie header value. */
export async function login(app: FastifyInstance, username: string, password: string): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/api/login", payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return sessionCookieFrom(res.headers["set-cookie"]);
}

export function sessionCookieFrom(header: string | string[] | undefined): string {
  const cookie = [header ?? []].flat().find((c) => c.startsWith(`${SESSION_COOKIE}=`));
  if (!cookie) throw new Error("no session cookie set");
  return cookie.split(";")[0];
}

/** Session cookie of the seeded admin (TEST_ADMIN). */
export async function adminCookie(db: Db): Promise<string> {
  const admin = await db.selectFrom("users").select("id").where("username", "=", TEST_ADMIN.username).executeTakeFirstOrThrow();
  return (await buildSession(db, admin.id)).cookie;
}
