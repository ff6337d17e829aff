// Issue 36 §5: a reminder must speak the certificate's language even when no certificate e-mail was
// ever sent (it fell back to the site's, so a French certificate got an Arabic reminder). The
// language a certificate was issued in is kept with it; null for older rows (the old fallbacks).
import type { Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("certificates").addColumn("locale", col.text).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("certificates").dropColumn("locale").execute();
}
