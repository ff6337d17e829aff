// View and share counters: a plain increment, no personal data. Answers the certificate's template
// and owner (engagement analytics needs them), or undefined for an unknown id.
import { sql } from "kysely";
import type { Db } from "../../db/index.ts";

export async function countCertificateEvent(db: Db, id: string, event: "view" | "share"): Promise<{ templateId: string; ownerId: string | null } | undefined> {
  const row = await db
    .updateTable("certificates")
    .set(event === "view" ? { view_count: sql`view_count + 1` } : { share_count: sql`share_count + 1` })
    .where("id", "=", id)
    .returning(["template_id", "owner_id"])
    .executeTakeFirst();
  return row && { templateId: row.template_id, ownerId: row.owner_id };
}
