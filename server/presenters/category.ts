// categories row → API category.
import type { Category } from "../../shared/api/settings.ts";
import type { CategoriesTable } from "../db/schema.ts";
import { fillLocalized } from "../settings/public.ts";

export function presentCategory(row: CategoriesTable): Category {
  let name: Record<string, string> = {};
  try {
    name = JSON.parse(row.name);
  } catch {
    name = { ar: row.slug };
  }
  return { id: row.id, slug: row.slug, kind: row.kind, name: fillLocalized(name), order: Number(row.sort_order) };
}
