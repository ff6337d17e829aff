// Per-user display preferences (theme, layout); defaults until first saved.
import { DEFAULT_PREFERENCES } from "../../../shared/limits.ts";
import type { Preferences } from "../../../shared/api/account.ts";
import type { Db } from "../../db/index.ts";
import { nowIso } from "../../db/columns.ts";

export async function getPreferences(db: Db, userId: string): Promise<Preferences> {
  const row = await db.selectFrom("user_preferences").select(["theme", "layout"]).where("user_id", "=", userId).executeTakeFirst();
  return { ...DEFAULT_PREFERENCES, ...(row as Preferences | undefined) };
}

export async function savePreferences(db: Db, userId: string, input: Partial<Preferences>): Promise<Preferences> {
  const next = { ...(await getPreferences(db, userId)), ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) } as Preferences;
  await db
    .insertInto("user_preferences")
    .values({ user_id: userId, theme: next.theme, layout: next.layout, updated_at: nowIso() })
    .onConflict((oc) => oc.column("user_id").doUpdateSet({ theme: next.theme, layout: next.layout, updated_at: nowIso() }))
    .execute();
  return next;
}
