// DELETE /api/admin/fonts/{id}: a face may go when its family keeps another face, or when no design
// names the family; otherwise 409 with the templates and cards that use it (nothing a user made may
// silently change its look). The blobs stay: they are content-addressed and may be shared.
import type { Db } from "../../db/index.ts";
import { HttpError, notFound } from "../../errors.ts";
import type { FontUse } from "../../../shared/api/fonts.ts";
import type { Locale } from "../../../shared/limits.ts";
import { fontUses } from "./font-uses.ts";

export class FontInUseError extends HttpError {
  constructor(
    readonly family: string,
    readonly uses: FontUse[],
  ) {
    super(409, "designs:fonts.inUse", undefined, { value: family, count: uses.length });
  }
}

export async function deleteFont(db: Db, id: string, locale: Locale): Promise<{ family: string }> {
  const row = await db.selectFrom("fonts").select(["id", "family"]).where("id", "=", id).executeTakeFirst();
  if (!row) throw notFound();
  const siblings = await db.selectFrom("fonts").select("id").where("family", "=", row.family).where("id", "<>", id).execute();
  if (siblings.length === 0) {
    const uses = await fontUses(db, row.family, locale);
    if (uses.length > 0) throw new FontInUseError(row.family, uses);
  }
  await db.deleteFrom("fonts").where("id", "=", id).execute();
  return { family: row.family };
}
