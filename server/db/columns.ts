// The one place where SQLite and PostgreSQL column differences are written down.
// Everything is stored in types both engines read back identically through their drivers:
// timestamps → ISO-8601 text (sorts and compares correctly as text), booleans → integer 0/1,
// JSON → text, ids → text. So row types are the same for both dialects.
import type { ColumnDataType } from "kysely";

/** A boolean column as stored (integer 0/1): the row types of schema.ts use it. */
export type Bool = 0 | 1;

export const col = {
  id: "text",
  text: "text",
  timestamp: "text",
  bool: "integer",
  int: "integer",
  json: "text",
} as const satisfies Record<string, ColumnDataType>;

export function nowIso(): string {
  return new Date().toISOString();
}

export const toBool = (v: boolean): 0 | 1 => (v ? 1 : 0);
export const fromBool = (v: number | boolean): boolean => v === 1 || v === true;
