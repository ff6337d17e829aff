// client_errors row → admin API item.
import type { ClientErrorsTable } from "../db/schema.ts";

export function presentClientError(row: ClientErrorsTable) {
  return {
    id: row.id,
    message: row.message,
    name: row.name,
    stack: row.stack,
    componentStack: row.component_stack,
    userAgent: row.user_agent,
    url: row.url,
    timestamp: row.reported_at,
    userId: row.user_id,
    ipHash: row.ip_hash,
    createdAt: row.created_at,
  };
}
