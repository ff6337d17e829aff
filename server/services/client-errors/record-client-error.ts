// Stores a browser error report. The IP is kept only as an HMAC, enough to spot one noisy client.
import { createHmac, randomUUID } from "node:crypto";
import type { Db } from "../../db/index.ts";
import { nowIso } from "../../db/columns.ts";

export interface ClientErrorInput {
  message: string | null;
  name: string | null;
  stack: string | null;
  componentStack: string | null;
  userAgent: string | null;
  url: string | null;
  timestamp: string | null;
}

export async function recordClientError(db: Db, report: ClientErrorInput, context: { ip: string; secret: string; userId?: string }): Promise<void> {
  await db
    .insertInto("client_errors")
    .values({
      id: randomUUID(),
      message: report.message ?? "",
      name: report.name,
      stack: report.stack,
      component_stack: report.componentStack,
      user_agent: report.userAgent,
      url: report.url,
      reported_at: report.timestamp,
      user_id: context.userId ?? null,
      ip_hash: createHmac("sha256", context.secret).update(context.ip).digest("hex").slice(0, 32),
      created_at: nowIso(),
    })
    .execute();
}
