// Database errors both dialects raise in their own words.

/** A unique constraint refused the row (PostgreSQL 23505, SQLite's constraint error). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; message?: string };
  return e?.code === "23505" || e?.code === "SQLITE_CONSTRAINT_UNIQUE" || /UNIQUE constraint failed/.test(e?.message ?? "");
}
