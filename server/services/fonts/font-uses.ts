// Which templates and cards name a family in their designs (the 409 of DELETE /api/admin/fonts/{id}).
// Every revision counts, not only the current one: certificates and cards keep rendering the revision
// they were made from. The LIKE narrows rows cheaply (its wildcards only ever widen it); each candidate
// is then read as JSON so that a family named in a text's content does not count.
import { sql } from "kysely";
import type { Db } from "../../db/index.ts";
import type { FontUse } from "../../../shared/api/fonts.ts";
import type { Locale } from "../../../shared/limits.ts";

function usesFamily(designJson: string | null, family: string): boolean {
  if (!designJson) return false;
  try {
    const layers = (JSON.parse(designJson) as { layers?: unknown }).layers;
    return Array.isArray(layers) && layers.some((l) => (l as { type?: unknown; props?: { fontFamily?: unknown } })?.type === "text" && l.props?.fontFamily === family);
  } catch {
    return false;
  }
}

function titleIn(json: string, locale: Locale): string {
  try {
    const t = JSON.parse(json) as Partial<Record<Locale, string>>;
    return t[locale] || t.ar || t.en || t.fr || "";
  } catch {
    return "";
  }
}

export async function fontUses(db: Db, family: string, locale: Locale): Promise<FontUse[]> {
  const pattern = `%${family}%`;
  const revisions = await db
    .selectFrom("template_revisions as r")
    .innerJoin("templates as t", "t.id", "r.template_id")
    .select(["t.id as id", "t.title as title", "r.design as design"])
    .where(sql<boolean>`r.design like ${pattern}`)
    .execute();
  const drafts = await db
    .selectFrom("template_drafts as d")
    .innerJoin("templates as t", "t.id", "d.template_id")
    .select(["t.id as id", "t.title as title", "d.design as design"])
    .where(sql<boolean>`d.design like ${pattern}`)
    .execute();
  const cards = await db
    .selectFrom("cards as c")
    .innerJoin("templates as t", "t.id", "c.template_id")
    .select(["c.id as id", "t.title as title", "c.design as design"])
    .where(sql<boolean>`c.design like ${pattern}`)
    .execute();
  const uses = new Map<string, FontUse>();
  for (const r of [...revisions, ...drafts]) {
    if (usesFamily(r.design, family)) uses.set(`template:${r.id}`, { kind: "template", id: r.id, title: titleIn(r.title, locale) });
  }
  for (const c of cards) if (usesFamily(c.design, family)) uses.set(`card:${c.id}`, { kind: "card", id: c.id, title: titleIn(c.title, locale) });
  return [...uses.values()];
}
