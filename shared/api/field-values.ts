// Field helpers without zod: the web app's public pages use them, and must not download the schemas
// (shared/api/templates.ts re-exports them for everything else).
import type { TemplateField } from "./templates.ts";

/** The value a field starts with in `locale`: its default in that language, else its neutral default. */
export function localizedDefault(field: Pick<TemplateField, "defaultValue" | "defaultText">, locale: "ar" | "en" | "fr"): string {
  return field.defaultText?.[locale]?.trim() || field.defaultValue || "";
}

/** Fields in form order. */
export function orderedFields<T extends { position: number }>(fields: readonly T[]): T[] {
  return [...fields].sort((a, b) => a.position - b.position);
}
