// SEO values: the global row, and entity rows layered over it.
import { EMPTY_SEO, mergeSeo, seoFields, type SeoEntityType, type SeoFields } from "../../../shared/api/seo.ts";
import type { Db } from "../../db/index.ts";

function parseFields(json: string | undefined): Partial<SeoFields> {
  if (!json) return {};
  try {
    const parsed = seoFields.partial().safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** One row's own values (empty when absent): what an admin set for exactly this entity. */
export async function readSeoRow(db: Db, type: "global" | SeoEntityType, id: string): Promise<Partial<SeoFields>> {
  const row = await db.selectFrom("seo_settings").select("fields").where("entity_type", "=", type).where("entity_id", "=", id).executeTakeFirst();
  return parseFields(row?.fields);
}

export async function getGlobalSeo(db: Db): Promise<SeoFields> {
  return mergeSeo(EMPTY_SEO, await readSeoRow(db, "global", ""));
}

export async function getEntitySeo(db: Db, type: SeoEntityType, id: string): Promise<SeoFields> {
  return mergeSeo(await getGlobalSeo(db), await readSeoRow(db, type, id));
}
