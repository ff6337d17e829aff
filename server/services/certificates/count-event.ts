// View and share counters: a plain increment, no personal data. Answers false for an unknown id.
import { sql } from "kysely";
import type { Db } from "../../db/index.ts";

export async function countCertificateEvent(db: Db, id: string, event: "view" | "share"): Promise<boolean> {
  const result = await db
    .updateTable("certificates")
    .set(event === "view" ? { view_count: sql`view_count + 1` } : { share_count: sql`share_count + 1` })
    .where("id", "=", id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
