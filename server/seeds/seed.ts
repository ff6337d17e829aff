// Idempotent first-start data: categories, default settings, the admin account.
import { seedTemplates } from "./templates.ts";
import { randomBytes, randomUUID } from "node:crypto";
import type { LocalizedText } from "../../shared/api/settings.ts";
import type { Config } from "../config.ts";
import { hashPassword } from "../services/users/password.ts";
import { DEFAULT_SETTINGS } from "../settings/defaults.ts";
import { putSettingIfAbsent } from "../settings/store.ts";
import { nowIso } from "../db/columns.ts";
import type { Db } from "../db/index.ts";
import { isUniqueViolation } from "../db/errors.ts";

const CATEGORIES: { kind: "card" | "certificate"; slug: string; name: LocalizedText }[] = [
  { kind: "card", slug: "wedding", name: { ar: "زفاف", en: "Wedding", fr: "Mariage" } },
  { kind: "card", slug: "eid", name: { ar: "عيد", en: "Eid", fr: "Aïd" } },
  { kind: "card", slug: "ramadan", name: { ar: "رمضان", en: "Ramadan", fr: "Ramadan" } },
  { kind: "card", slug: "birthday", name: { ar: "عيد ميلاد", en: "Birthday", fr: "Anniversaire" } },
  { kind: "certificate", slug: "appreciation", name: { ar: "شهادة شكر وتقدير", en: "Appreciation", fr: "Reconnaissance" } },
  { kind: "certificate", slug: "training", name: { ar: "شهادة تدريب", en: "Training", fr: "Formation" } },
  { kind: "certificate", slug: "education", name: { ar: "شهادة تعليمية", en: "Education", fr: "Éducation" } },
  { kind: "certificate", slug: "teacher", name: { ar: "شهادة معلم", en: "Teacher", fr: "Enseignant" } },
];

export interface SeedResult {
  /** Present only when the admin row was created by this call. */
  adminCreated?: { username: string; email: string; password: string; generated: boolean };
}

export async function seed(db: Db, config: Pick<Config, "admin">, options: { templates?: boolean } = {}): Promise<SeedResult> {
  const now = nowIso();
  for (const [index, c] of CATEGORIES.entries()) {
    await db
      .insertInto("categories")
      .values({ id: randomUUID(), slug: c.slug, kind: c.kind, name: JSON.stringify(c.name), sort_order: index % 4, hidden: 0, created_at: now, updated_at: now })
      .onConflict((oc) => oc.columns(["kind", "slug"]).doNothing())
      .execute();
  }
  for (const [key, value] of Object.entries(DEFAULT_SETTINGS)) await putSettingIfAbsent(db, key, value);
  await db
    .insertInto("seo_settings")
    .values({ entity_type: "global", entity_id: "", fields: JSON.stringify(defaultGlobalSeo), updated_at: now })
    .onConflict((oc) => oc.columns(["entity_type", "entity_id"]).doNothing())
    .execute();
  const adminCreated = await seedAdmin(db, config);
  // Tests build their own templates with factories; a real start seeds the demo ones.
  if (options.templates !== false) await seedTemplates(db);
  return { adminCreated };
}

const defaultGlobalSeo = {
  title: "بطاقة — بطاقات تهنئة وشهادات",
  description: "صمّم بطاقات التهنئة والشهادات القابلة للتحقق وشاركها برابط أو رمز QR.",
  keywords: ["بطاقات تهنئة", "شهادات", "بطاقة عيد", "بطاقة زفاف", "شهادة شكر"],
};

export const DEFAULT_ADMIN_NAME = "مدير الموقع";

async function seedAdmin(db: Db, config: Pick<Config, "admin">): Promise<SeedResult["adminCreated"]> {
  const existing = await db.selectFrom("users").select("id").where("role", "=", "admin").executeTakeFirst();
  if (existing) return undefined;
  const generated = !config.admin.password;
  const password = config.admin.password ?? randomBytes(12).toString("base64url");
  const now = nowIso();
  const result = await db
    .insertInto("users")
    .values({
      id: randomUUID(),
      // Issue 16: "Administrator" stood in the Arabic UI. A name is data, not a UI string, so the
      // default is in the site's first language; ADMIN_NAME chooses another.
      name: config.admin.name?.trim() || DEFAULT_ADMIN_NAME,
      username: config.admin.username,
      email: config.admin.email,
      password_hash: await hashPassword(password),
      role: "admin",
      active: 1,
      created_at: now,
      updated_at: now,
    })
    .executeTakeFirst()
    // Two instances starting together: the unique indexes let only one insert win.
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) return { numInsertedOrUpdatedRows: 0n };
      throw err;
    });
  if (!result || Number(result.numInsertedOrUpdatedRows ?? 0n) === 0) return undefined;
  return { username: config.admin.username, email: config.admin.email, password, generated };
}
