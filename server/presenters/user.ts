// users row → API user (shared/api/account.ts `user`). Never exposes the password hash.
import type { User } from "../../shared/api/account.ts";
import type { UsersTable } from "../db/schema.ts";
import { fromBool } from "../db/columns.ts";

export function presentUser(row: UsersTable): User {
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    email: row.email,
    role: row.role === "admin" ? "admin" : "user",
    active: fromBool(row.active),
    createdAt: row.created_at,
    emailVerified: !!row.email_verified_at,
    verifiedIssuerOrg: row.verified_issuer_org ?? null,
  };
}
