// Reading cards with what they render from: their OWN template revision (design + fields), so
// editing or deleting the template later never changes or breaks an existing card. A card may also
// carry its own design (made in the editor, "remix"): then that design is what every output draws,
// while its values are still checked against the revision's fields.
import type { Db } from "../../db/index.ts";
import { parseDesign } from "../../../shared/design/index.ts";
import type { FieldValues } from "../../../shared/api/templates.ts";
import { parseFields } from "../templates/get-template.ts";
import type { CardRecord } from "../../presenters/card.ts";

export type { CardRecord };

export function cardQuery(db: Db) {
  return db
    .selectFrom("cards as k")
    .innerJoin("template_revisions as r", "r.id", "k.revision_id")
    .innerJoin("templates as t", "t.id", "k.template_id")
    .innerJoin("categories as c", "c.id", "t.category_id")
    .select([
      "k.id", "k.template_id", "k.revision_id", "k.owner_id", "k.values", "k.design as own_design", "k.view_count", "k.share_count", "k.created_at", "k.updated_at",
      "t.title", "c.slug as category_slug", "r.design", "r.fields",
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof cardQuery>["executeTakeFirstOrThrow"]>>;

function parseValues(json: string): FieldValues {
  try {
    const parsed: unknown = JSON.parse(json);
    if (!parsed || typeof parsed !== "object") return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === "string")) as FieldValues;
  } catch {
    return {};
  }
}

export function toCardRecord(row: Row): CardRecord {
  const ownDesign = row.own_design ? parseDesign(JSON.parse(row.own_design)) : null;
  return {
    id: row.id,
    templateId: row.template_id,
    revisionId: row.revision_id,
    ownerId: row.owner_id,
    categorySlug: row.category_slug,
    title: row.title,
    values: parseValues(row.values),
    design: ownDesign ?? parseDesign(JSON.parse(row.design)),
    ownDesign,
    fields: parseFields(row.fields),
    viewCount: Number(row.view_count),
    shareCount: Number(row.share_count),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function getCard(db: Db, id: string): Promise<CardRecord | undefined> {
  const row = await cardQuery(db).where("k.id", "=", id).executeTakeFirst();
  return row ? toCardRecord(row) : undefined;
}
