// Visible categories (card categories and certificate types) in their display order.
import type { Category, CategoryKind } from "../../../shared/api/settings.ts";
import type { Db } from "../../db/index.ts";
import { presentCategory } from "../../presenters/category.ts";

export async function listCategories(db: Db, options: { kind?: CategoryKind; includeHidden?: boolean } = {}): Promise<Category[]> {
  let query = db.selectFrom("categories").selectAll();
  if (options.kind) query = query.where("kind", "=", options.kind);
  if (!options.includeHidden) query = query.where("hidden", "=", 0);
  const rows = await query.orderBy("kind").orderBy("sort_order").orderBy("slug").execute();
  return rows.map(presentCategory);
}
