// Admin reads/writes of settings groups, display settings, SEO rows and sign-in providers. Every
// value is read from the database per request, so a change is visible at once on every instance.
import type { Db } from "../../db/index.ts";
import { nowIso } from "../../db/columns.ts";
import { HttpError, notFound } from "../../errors.ts";
import { EMPTY_SEO, seoFields, type SeoEntityType, type SeoFields } from "../../../shared/api/seo.ts";
import { MASKED_SECRET, settingsGroupSchemas, type AuthProviderInput, type SettingsGroup } from "../../../shared/api/admin.ts";
import { getSetting, putSetting } from "../../settings/store.ts";
import type { AuthProviderSettings } from "../../settings/defaults.ts";

export async function getSettingsGroup(db: Db, group: SettingsGroup): Promise<unknown> {
  const value = await getSetting(db, group);
  // Stored values are checked on the way out too, so defaults fill what an old row lacks.
  const parsed = settingsGroupSchemas[group].safeParse(value);
  return parsed.success ? parsed.data : value;
}

export async function putSettingsGroup(db: Db, group: SettingsGroup, body: unknown): Promise<unknown> {
  const value = settingsGroupSchemas[group].parse(body);
  await putSetting(db, group, value);
  return value;
}

// ---- SEO
async function entityExists(db: Db, type: SeoEntityType, id: string): Promise<boolean> {
  const table = type === "card" ? "cards" : type === "certificate" ? "certificates" : "categories";
  return !!(await db.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst());
}

/** The row's own values over empty ones (empty = use the global value). */
export async function getSeoRow(db: Db, type: "global" | SeoEntityType, id: string): Promise<SeoFields> {
  if (type !== "global" && !(await entityExists(db, type, id))) throw notFound();
  const row = await db.selectFrom("seo_settings").select("fields").where("entity_type", "=", type).where("entity_id", "=", id).executeTakeFirst();
  let own: Partial<SeoFields> = {};
  if (row) {
    try {
      const parsed = seoFields.partial().safeParse(JSON.parse(row.fields));
      if (parsed.success) own = parsed.data;
    } catch {
      /* a broken row reads as empty */
    }
  }
  return { ...EMPTY_SEO, ...own };
}

/** Replaces the row with the given (already validated) fields. */
export async function putSeoRow(db: Db, type: "global" | SeoEntityType, id: string, fields: Partial<SeoFields>): Promise<SeoFields> {
  if (type !== "global" && !(await entityExists(db, type, id))) throw notFound();
  const json = JSON.stringify(fields);
  await db
    .insertInto("seo_settings")
    .values({ entity_type: type, entity_id: id, fields: json, updated_at: nowIso() })
    .onConflict((oc) => oc.columns(["entity_type", "entity_id"]).doUpdateSet({ fields: json, updated_at: nowIso() }))
    .execute();
  return getSeoRow(db, type, id);
}

// ---- sign-in providers
export type StoredProvider = AuthProviderSettings & { issuer?: string };

export async function getStoredProvider(db: Db, id: string): Promise<StoredProvider | undefined> {
  const all = (await getSetting(db, "authProviders")) as Record<string, StoredProvider>;
  return Object.hasOwn(all, id) ? all[id] : undefined;
}

export function defaultRedirectUri(publicUrl: string, id: string): string {
  return `${publicUrl}/api/auth/${id}/callback`;
}

/** The admin view: the secret never leaves the server, only whether one is set. */
export function presentProvider(id: string, p: StoredProvider | undefined, publicUrl: string) {
  return {
    id,
    name: p?.name ?? "",
    issuer: p?.issuer ?? "",
    clientId: p?.clientId ?? "",
    clientSecret: p?.clientSecret ? MASKED_SECRET : "",
    hasSecret: !!p?.clientSecret,
    redirectUri: p?.redirectUri || defaultRedirectUri(publicUrl, id),
    scope: p?.scope ?? "openid email profile",
    enabled: p?.enabled === true,
  };
}

export async function listProviders(db: Db, publicUrl: string) {
  const all = (await getSetting(db, "authProviders")) as Record<string, StoredProvider>;
  return Object.keys(all).sort().map((id) => presentProvider(id, all[id], publicUrl));
}

export async function putProvider(db: Db, id: string, input: AuthProviderInput, publicUrl: string) {
  const all = (await getSetting(db, "authProviders")) as Record<string, StoredProvider>;
  const previous = Object.hasOwn(all, id) ? all[id] : undefined;
  // Omitted or the masked placeholder: keep the stored secret. "" clears it.
  const clientSecret = input.clientSecret === undefined || input.clientSecret === MASKED_SECRET ? (previous?.clientSecret ?? "") : input.clientSecret;
  if (input.enabled) {
    const missing: Record<string, string> = {};
    if (!input.issuer) missing.issuer = "validation:required";
    if (!input.clientId) missing.clientId = "validation:required";
    if (Object.keys(missing).length) throw new HttpError(400, "invalidInput", missing);
  }
  const next: StoredProvider = {
    name: input.name || id,
    issuer: input.issuer,
    clientId: input.clientId,
    clientSecret,
    redirectUri: input.redirectUri,
    scope: input.scope || "openid email profile",
    enabled: input.enabled,
  };
  await putSetting(db, "authProviders", { ...all, [id]: next });
  return presentProvider(id, next, publicUrl);
}

export async function deleteProvider(db: Db, id: string): Promise<void> {
  const all = (await getSetting(db, "authProviders")) as Record<string, StoredProvider>;
  if (!Object.hasOwn(all, id)) throw notFound();
  const { [id]: _removed, ...rest } = all;
  await putSetting(db, "authProviders", rest);
}
