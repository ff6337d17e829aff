// The server secret: SESSION_SECRET when given, else generated once and stored in the settings
// table, so every instance sharing the database uses the same value.
import { randomBytes } from "node:crypto";
import type { Db } from "../db/index.ts";
import { INTERNAL_SECRET_KEY } from "./defaults.ts";
import { putSettingIfAbsent } from "./store.ts";

export async function ensureServerSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const stored = await putSettingIfAbsent(db, INTERNAL_SECRET_KEY, randomBytes(32).toString("hex"));
  if (typeof stored !== "string") throw new Error("settings row internal.secret is not a string");
  return stored;
}
