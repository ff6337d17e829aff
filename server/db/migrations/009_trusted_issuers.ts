// Trusted issuers (issue 22.3): verification vouches only for what the platform checked.
// - users.verified_issuer_org: the organisation name an admin marked this account a verified issuer of.
// - certificates.issued_by: who recorded it (admin, apiToken, bulk, verifiedIssuer, user, visitor);
//   issuer_verified: whether the issuer name is vouched for; issuer_org: the verified organisation
//   (null = the platform itself); stated_date: the date its creator typed ("date on the certificate"),
//   kept apart from issued_at, which is the moment the row was recorded.
// Existing rows are classified from what was recorded with them, and a typed (possibly backdated)
// issue date of an unverified row moves to stated_date, its issued_at becoming created_at.
import { sql, type Kysely } from "kysely";
import { col } from "../columns.ts";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("users").addColumn("verified_issuer_org", col.text).execute();
  await db.schema.alterTable("certificates").addColumn("issued_by", col.text, (c) => c.notNull().defaultTo("visitor")).execute();
  await db.schema.alterTable("certificates").addColumn("issuer_verified", col.bool, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable("certificates").addColumn("issuer_org", col.text).execute();
  await db.schema.alterTable("certificates").addColumn("stated_date", col.text).execute();

  // Oldest evidence first; each later statement only touches rows still marked "visitor".
  await sql`update certificates set issued_by = 'bulk', issuer_verified = 1 where job_id is not null`.execute(db);
  await sql`update certificates set issued_by = 'apiToken', issuer_verified = 1
    where issued_by = 'visitor' and id in (select subject from activity where action = 'apiToken.certificate.issue')`.execute(db);
  await sql`update certificates set issued_by = 'admin', issuer_verified = 1
    where issued_by = 'visitor' and owner_id in (select id from users where role = 'admin')`.execute(db);
  await sql`update certificates set issued_by = 'user' where issued_by = 'visitor' and owner_id is not null`.execute(db);
  await sql`update certificates set stated_date = issued_at, issued_at = created_at
    where issuer_verified = 0 and issued_at <> created_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update certificates set issued_at = stated_date where stated_date is not null and issuer_verified = 0`.execute(db);
  for (const column of ["stated_date", "issuer_org", "issuer_verified", "issued_by"]) {
    await db.schema.alterTable("certificates").dropColumn(column).execute();
  }
  await db.schema.alterTable("users").dropColumn("verified_issuer_org").execute();
}
