// `account.reset` job: the work behind POST /api/password/forgot. The request itself only counts its
// limits and stores this job, the same statements whether or not an account has the address, so
// its answer time says nothing about who is registered (issue 22.10). Here the address is looked
// up and, for an active account, the reset link is mailed — unless the address already received
// RESET_PER_ADDRESS links this hour from all clients together; a browser that signed in to that
// account before (its known-device cookie, see services/email/known-device.ts) is never refused.
// The address leaves the job row once handled.
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { FastifyInstance } from "fastify";
import type { Locale } from "../../shared/limits.ts";
import type { JobContext, JobResult } from "../queue/runner.ts";
import { nowIso } from "../db/columns.ts";
import { RESET_PER_ADDRESS, limitKeys, spend } from "../services/email/account-limits.ts";
import { sendPasswordResetMail } from "../services/email/account-mail.ts";
export const RESET_JOB_TYPE = "account.reset";

interface ResetPayload {
  email?: string;
  locale?: Locale;
  /** the account this browser signed in to before, if its cookie says so */
  knownUserId?: string | null;
}

/** Stores the request as a job (one INSERT, the same for every address). */
export async function queueResetRequest(app: FastifyInstance, payload: Required<ResetPayload>): Promise<void> {
  const now = nowIso();
  await app.db
    .insertInto("jobs")
    .values({ id: randomUUID(), type: RESET_JOB_TYPE, state: "queued", payload: JSON.stringify(payload), done: 0, total: 1, errors: "[]", result_blob_id: null, locked_by: null, locked_until: null, created_by: null, created_at: now, updated_at: now })
    .execute();
}

export async function runResetRequest(app: FastifyInstance, ctx: JobContext): Promise<JobResult> {
  const { email, locale = "ar", knownUserId } = JSON.parse(ctx.job.payload) as ResetPayload;
  if (email) {
    const address = email.toLowerCase();
    const user = await app.db.selectFrom("users").selectAll().where(sql<string>`lower(email)`, "=", address).executeTakeFirst();
    if (user && user.active === 1) {
      const known = knownUserId === user.id;
      if (known || (await spend(app.db, limitKeys.resetAddress(address), RESET_PER_ADDRESS))) await sendPasswordResetMail(app, user, locale);
    }
  }
  await app.db.updateTable("jobs").set({ payload: "{}" }).where("id", "=", ctx.job.id).execute();
  return {};
}
