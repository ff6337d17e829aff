// Who may call what. Use as preHandler: `{ preHandler: requireUser }` / `{ preHandler: requireAdmin }`.
import type { FastifyRequest } from "fastify";
import type { UsersTable } from "../db/schema.ts";
import { forbidden, unauthorized } from "../errors.ts";

export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  if (request.user.role !== "admin") throw forbidden();
}

/** The signed-in user inside a handler guarded by requireUser/requireAdmin. */
export function currentUser(request: FastifyRequest): UsersTable {
  if (!request.user) throw unauthorized();
  return request.user;
}
