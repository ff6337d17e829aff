// Settings rows: key → JSON value. Reading a missing key yields its default.
import type { Db } from "../db/index.ts";
import { nowIso } from "../db/columns.ts";
import { precompiled } from "../db/precompiled.ts";
import { DEFAULT_SETTINGS, type SettingKey, type SettingValue } from "./defaults.ts";

const settingValue = precompiled((db) => db.selectFrom("settings").select("value").where("key", "=", ""));

export async function getSetting<K extends SettingKey>(db: Db, key: K): Promise<SettingValue<K>> {
  const [row] = await settingValue(db, key);
  if (!row) return structuredClone(DEFAULT_SETTINGS[key]);
  try {
    return { ...structuredClone(DEFAULT_SETTINGS[key]), ...JSON.parse(row.value) } as SettingValue<K>;
  } catch {
    return structuredClone(DEFAULT_SETTINGS[key]);
  }
}

export async function putSetting(db: Db, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await db
    .insertInto("settings")
    .values({ key, value: json, updated_at: nowIso() })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: json, updated_at: nowIso() }))
    .execute();
}

/** Inserts the value only when the key is absent; answers the stored value either way. */
export async function putSettingIfAbsent(db: Db, key: string, value: unknown): Promise<unknown> {
  await db
    .insertInto("settings")
    .values({ key, value: JSON.stringify(value), updated_at: nowIso() })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await db.selectFrom("settings").select("value").where("key", "=", key).executeTakeFirstOrThrow();
  return JSON.parse(row.value);
}
