// Admin category management: create, rename, reorder, hide, delete (templates must be moved first,
// or moved as part of the delete with `moveTo`).
import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../../db/index.ts";
import type { CategoriesTable } from "../../db/schema.ts";
import { nowIso, toBool } from "../../db/columns.ts";
import { isUniqueViolation } from "../../db/errors.ts";
import { conflict, HttpError, notFound } from "../../errors.ts";
import { presentCategory } from "../../presenters/category.ts";
import type { LocalizedText } from "../../../shared/api/templates.ts";

export function presentAdminCategory(row: CategoriesTable, templates: number) {
  return { ...presentCategory(row), hidden: row.hidden === 1, templates, createdAt: row.created_at, updatedAt: row.updated_at };
}
export type AdminCategory = ReturnType<typeof presentAdminCategory>;

async function templateCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom("templates")
    .select(["category_id", (eb) => eb.fn.countAll<number | string>().as("n")])
    .where("category_id", "in", ids)
    .where("deleted_at", "is", null)
    .groupBy("category_id")
    .execute();
  return new Map(rows.map((r) => [r.category_id, Number(r.n)]));
}

export async function listAdminCategories(db: Db, filter: { kind?: "card" | "certificate"; q?: string; page: number; pageSize: number }) {
  let base = db.selectFrom("categories");
  if (filter.kind) base = base.where("kind", "=", filter.kind);
  if (filter.q) {
    const like = `%${filter.q.toLowerCase()}%`;
    base = base.where((eb) => eb.or([eb(sql<string>`lower(slug)`, "like", like), eb(sql<string>`lower(name)`, "like", like)]));
  }
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy("kind").orderBy("sort_order").orderBy("created_at").limit(filter.pageSize).offset((filter.page - 1) * filter.pageSize).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as("n")).executeTakeFirstOrThrow(),
  ]);
  const counts = await templateCounts(db, rows.map((r) => r.id));
  return { items: rows.map((r) => presentAdminCategory(r, counts.get(r.id) ?? 0)), total: Number(total.n), page: filter.page, pageSize: filter.pageSize };
}

export async function getAdminCategory(db: Db, id: string): Promise<AdminCategory> {
  const row = await db.selectFrom("categories").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  return presentAdminCategory(row, (await templateCounts(db, [id])).get(id) ?? 0);
}

export async function createCategory(db: Db, input: { kind: "card" | "certificate"; slug: string; name: LocalizedText; hidden: boolean }): Promise<AdminCategory> {
  const last = await db.selectFrom("categories").select((eb) => eb.fn.max("sort_order").as("m")).where("kind", "=", input.kind).executeTakeFirst();
  const now = nowIso();
  const row: CategoriesTable = {
    id: randomUUID(), slug: input.slug, kind: input.kind, name: JSON.stringify(input.name),
    sort_order: Number(last?.m ?? -1) + 1, hidden: toBool(input.hidden), created_at: now, updated_at: now,
  };
  try {
    await db.insertInto("categories").values(row).execute();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict({ slug: "server:slugTaken" });
    throw err;
  }
  return presentAdminCategory(row, 0);
}

export async function updateCategory(db: Db, id: string, input: { name?: LocalizedText; hidden?: boolean; sortOrder?: number }): Promise<AdminCategory> {
  const patch: Partial<CategoriesTable> = { updated_at: nowIso() };
  if (input.name) patch.name = JSON.stringify(input.name);
  if (input.hidden !== undefined) patch.hidden = toBool(input.hidden);
  if (input.sortOrder !== undefined) patch.sort_order = input.sortOrder;
  const result = await db.updateTable("categories").set(patch).where("id", "=", id).executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound();
  return getAdminCategory(db, id);
}

/** Sets sort_order 0..n-1 in the given order; every id must be a category of that kind. */
export async function reorderCategories(db: Db, kind: "card" | "certificate", ids: string[]): Promise<void> {
  const found = await db.selectFrom("categories").select("id").where("kind", "=", kind).where("id", "in", ids).execute();
  if (found.length !== new Set(ids).size || found.length !== ids.length) throw new HttpError(400, "invalidInput", { ids: "validation:invalid" });
  await db.transaction().execute(async (trx) => {
    for (const [index, id] of ids.entries()) await trx.updateTable("categories").set({ sort_order: index, updated_at: nowIso() }).where("id", "=", id).execute();
  });
}

/** Deletes a category. Templates in it (soft-deleted ones too: they reference it) must be moved. */
export async function deleteCategory(db: Db, id: string, moveTo?: string): Promise<{ moved: number }> {
  const category = await db.selectFrom("categories").selectAll().where("id", "=", id).executeTakeFirst();
  if (!category) throw notFound();
  return db.transaction().execute(async (trx) => {
    const inUse = Number((await trx.selectFrom("templates").select((eb) => eb.fn.countAll<number | string>().as("n")).where("category_id", "=", id).executeTakeFirstOrThrow()).n);
    if (inUse > 0) {
      if (!moveTo) throw new HttpError(409, "categoryHasTemplates", { moveTo: "server:categoryHasTemplates" }, { count: inUse });
      const target = await trx.selectFrom("categories").select(["id", "kind"]).where("id", "=", moveTo).executeTakeFirst();
      if (!target || target.id === id || target.kind !== category.kind) throw new HttpError(400, "categoryKindMismatch", { moveTo: "server:categoryKindMismatch" });
      await trx.updateTable("templates").set({ category_id: moveTo, updated_at: nowIso() }).where("category_id", "=", id).execute();
    }
    await trx.deleteFrom("seo_settings").where("entity_type", "=", "category").where("entity_id", "=", id).execute();
    await trx.deleteFrom("categories").where("id", "=", id).execute();
    return { moved: inUse };
  });
}
