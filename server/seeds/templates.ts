// Seeding the demo templates: idempotent by seed_key, so a restart never duplicates them and an
// admin's later edits (new revisions) or deletions are left alone.
import type { Db } from "../db/index.ts";
import { createTemplate, type NewTemplate } from "../services/templates/save-template.ts";
import { CARD_TEMPLATES } from "./cards/index.ts";
import { CERTIFICATE_TEMPLATES } from "./certificates/index.ts";

export interface SeedTemplate extends Omit<NewTemplate, "categoryId" | "seedKey" | "kind"> {
  seedKey: string;
  kind: NewTemplate["kind"];
  /** category slug (card category or certificate type) */
  category: string;
}

export const SEED_TEMPLATES: readonly SeedTemplate[] = [...CARD_TEMPLATES, ...CERTIFICATE_TEMPLATES];

export async function seedTemplates(db: Db, list: readonly SeedTemplate[] = SEED_TEMPLATES): Promise<number> {
  let created = 0;
  for (const [i, t] of list.entries()) {
    const exists = await db.selectFrom("templates").select("id").where("seed_key", "=", t.seedKey).executeTakeFirst();
    if (exists) continue;
    const category = await db.selectFrom("categories").select("id").where("kind", "=", t.kind).where("slug", "=", t.category).executeTakeFirst();
    if (!category) continue; // an admin removed the category: do not bring it back
    await createTemplate(db, { ...t, categoryId: category.id, seedKey: t.seedKey, sortOrder: t.sortOrder ?? i });
    created++;
  }
  return created;
}
