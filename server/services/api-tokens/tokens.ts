// API tokens for integrations: created by an admin (the token is answered once, only its SHA-256
// is stored), listed, revoked. A token is "bq_" + 32 random bytes in base64url.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Db } from "../../db/index.ts";
import { nowIso } from "../../db/columns.ts";
import type { ApiTokensTable } from "../../db/schema.ts";
import { API_TOKEN_SCOPES, type ApiTokenScope, type ApiTokenView, type CreatedApiToken } from "../../../shared/api/vc.ts";

export const TOKEN_PREFIX = "bq_";
/** "bq_" + 43 base64url characters (32 bytes). */
export const TOKEN_PATTERN = /^bq_[A-Za-z0-9_-]{43}$/;
const DISPLAY_PREFIX_LENGTH = 9;

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("base64url");
}

export function parseScopes(json: string): ApiTokenScope[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? value.filter((s): s is ApiTokenScope => (API_TOKEN_SCOPES as readonly string[]).includes(s)) : [];
  } catch {
    return [];
  }
}

type Row = ApiTokensTable & { creator_name: string | null };

function present(row: Row): ApiTokenView {
  return {
    id: row.id,
    name: row.name,
    prefix: `${row.token_prefix}…`,
    scopes: parseScopes(row.scopes),
    createdAt: row.created_at,
    createdBy: row.created_by ? { id: row.created_by, name: row.creator_name ?? "" } : null,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  };
}

function selectTokens(db: Db) {
  return db
    .selectFrom("api_tokens")
    .leftJoin("users", "users.id", "api_tokens.created_by")
    .selectAll("api_tokens")
    .select("users.name as creator_name");
}

export async function createApiToken(db: Db, input: { name: string; scopes: ApiTokenScope[]; createdBy: string }): Promise<CreatedApiToken> {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const row: ApiTokensTable = {
    id: randomUUID(),
    name: input.name,
    token_hash: hashToken(token),
    token_prefix: token.slice(0, DISPLAY_PREFIX_LENGTH),
    scopes: JSON.stringify(input.scopes),
    created_by: input.createdBy,
    created_at: nowIso(),
    last_used_at: null,
    revoked_at: null,
  };
  await db.insertInto("api_tokens").values(row).execute();
  const stored = await selectTokens(db).where("api_tokens.id", "=", row.id).executeTakeFirstOrThrow();
  return { token, apiToken: present(stored) };
}

export async function listApiTokens(db: Db, page: number, pageSize: number) {
  const [{ total }] = await db.selectFrom("api_tokens").select((eb) => eb.fn.countAll<number>().as("total")).execute();
  const rows = await selectTokens(db)
    .orderBy("api_tokens.created_at", "desc")
    .orderBy("api_tokens.id")
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { items: rows.map(present), total: Number(total), page, pageSize };
}

/** Revokes the token (idempotent: an already revoked token keeps its first revocation time).
 * Answers false when there is no such token. */
export async function revokeApiToken(db: Db, id: string): Promise<boolean> {
  const row = await db.selectFrom("api_tokens").select(["id", "revoked_at"]).where("id", "=", id).executeTakeFirst();
  if (!row) return false;
  if (!row.revoked_at) await db.updateTable("api_tokens").set({ revoked_at: nowIso() }).where("id", "=", id).where("revoked_at", "is", null).execute();
  return true;
}

export interface AuthenticatedToken {
  id: string;
  name: string;
  scopes: ApiTokenScope[];
  /** the admin who created it: issued things are recorded under this account */
  createdBy: string;
}

/**
 * The live token for a presented secret, or undefined: unknown, revoked, or its creator is no
 * longer an active administrator (a token only carries the authority of the admin who made it).
 */
export async function findLiveToken(db: Db, token: string): Promise<AuthenticatedToken | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const row = await db
    .selectFrom("api_tokens")
    .innerJoin("users", "users.id", "api_tokens.created_by")
    .select(["api_tokens.id", "api_tokens.name", "api_tokens.scopes", "api_tokens.created_by", "api_tokens.revoked_at", "users.role", "users.active"])
    .where("api_tokens.token_hash", "=", hashToken(token))
    .executeTakeFirst();
  if (!row || row.revoked_at || row.role !== "admin" || !(row.active === 1 || (row.active as unknown) === true) || !row.created_by) return undefined;
  return { id: row.id, name: row.name, scopes: parseScopes(row.scopes), createdBy: row.created_by };
}

export async function touchApiToken(db: Db, id: string): Promise<void> {
  await db.updateTable("api_tokens").set({ last_used_at: nowIso() }).where("id", "=", id).execute();
}
