// The platform's credential issuer: an Ed25519 key generated at first use and kept in the settings
// table ("internal.issuerKey", never served), published as did:key and as did:web from PUBLIC_URL.
// The DID method and cryptosuite that sign new credentials are the admin's issuer options
// (settings "issuerOptions"; default did:key and eddsa-rdfc-2022).
import type { Db } from "../../db/index.ts";
import { CRYPTOSUITES, generateIssuerKey, loadIssuer, type Cryptosuite, type Issuer, type StoredIssuerKey } from "../../credentials/index.ts";
import { getSetting, putSetting, putSettingIfAbsent } from "../settings/store.ts";

export const ISSUER_KEY_SETTING = "internal.issuerKey";

// Derived from database rows only (the key and the setting); cached per database and method so
// each request does not rebuild the signer. A different key in the database means a new entry.
const cache = new WeakMap<Db, Map<string, Promise<Issuer>>>();

async function storedKey(db: Db): Promise<StoredIssuerKey> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", ISSUER_KEY_SETTING).executeTakeFirst();
  if (row) return JSON.parse(row.value) as StoredIssuerKey;
  // Two instances starting together both generate; only the first insert wins and both use it.
  return (await putSettingIfAbsent(db, ISSUER_KEY_SETTING, await generateIssuerKey())) as StoredIssuerKey;
}

/** Public keys the issuer signed with before (oldest first): kept so what they signed still verifies. */
export const RETIRED_ISSUER_KEYS_SETTING = "internal.issuerRetiredKeys";

async function retiredKeys(db: Db): Promise<string[]> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", RETIRED_ISSUER_KEYS_SETTING).executeTakeFirst();
  try {
    const list: unknown = JSON.parse(row?.value ?? "[]");
    return Array.isArray(list) ? list.map((entry: { publicKeyMultibase?: unknown }) => entry?.publicKeyMultibase).filter((key): key is string => typeof key === "string") : [];
  } catch {
    return [];
  }
}

/**
 * A new issuer key signs from now on; the old public key joins the retired list (its secret is
 * dropped), so every credential and printed QR it signed keeps verifying: the did:web document
 * lists it as an assertion method and QR verification trusts it (docs/credentials.md).
 */
export async function rotateIssuerKey(db: Db): Promise<{ publicKeyMultibase: string; retired: string[] }> {
  const next = await generateIssuerKey();
  return db.transaction().execute(async (trx) => {
    const current = await storedKey(trx);
    const retired = [...(await retiredKeys(trx)), current.publicKeyMultibase];
    await putSetting(trx, RETIRED_ISSUER_KEYS_SETTING, retired.map((publicKeyMultibase) => ({ publicKeyMultibase })));
    await putSetting(trx, ISSUER_KEY_SETTING, next);
    return { publicKeyMultibase: next.publicKeyMultibase, retired };
  });
}

/** Creates the issuer key at first start (under the start lock, see db/prepare.ts) rather than at the first signature. */
export async function ensureIssuerKey(db: Db): Promise<void> {
  await storedKey(db);
}

/** Settings row of the admin's issuer choices (GET/PUT /api/admin/issuer): { didMethod, cryptosuite }.
 * Its own row, because PUT /api/admin/settings/certificates rewrites that whole group. */
export const ISSUER_OPTIONS_SETTING = "issuerOptions";

export interface IssuerOptions {
  didMethod: "key" | "web";
  cryptosuite: Cryptosuite;
}

export async function issuerOptions(db: Db): Promise<IssuerOptions> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", ISSUER_OPTIONS_SETTING).executeTakeFirst();
  let stored: { didMethod?: unknown; cryptosuite?: unknown } = {};
  if (row) {
    try {
      stored = JSON.parse(row.value) as typeof stored;
    } catch {
      /* a broken row reads as the defaults */
    }
  } else {
    // Before the issuer options existed the method was read from the certificates group.
    stored = { didMethod: ((await getSetting(db, "certificates")) as { didMethod?: unknown }).didMethod };
  }
  return {
    didMethod: stored.didMethod === "web" ? "web" : "key",
    cryptosuite: CRYPTOSUITES.includes(stored.cryptosuite as Cryptosuite) ? (stored.cryptosuite as Cryptosuite) : "eddsa-rdfc-2022",
  };
}

export async function putIssuerOptions(db: Db, options: IssuerOptions): Promise<void> {
  await putSetting(db, ISSUER_OPTIONS_SETTING, { didMethod: options.didMethod, cryptosuite: options.cryptosuite });
}

export async function didMethodSetting(db: Db): Promise<"key" | "web"> {
  return (await issuerOptions(db)).didMethod;
}

/** did:web needs a name the world can resolve over https (localhost is allowed for development). */
export function didWebAllowed(publicUrl: string): boolean {
  try {
    const url = new URL(publicUrl);
    return url.protocol === "https:" || (url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname));
  } catch {
    return false;
  }
}

/** The issuer for signing and verifying (the signer stays inside; never serialise it).
 * `method` picks the DID instead of the admin's setting (status lists sign as their credentials did). */
export async function getIssuer(db: Db, publicUrl: string, method?: "key" | "web"): Promise<Issuer> {
  const key = await storedKey(db);
  const retired = await retiredKeys(db);
  method ??= await didMethodSetting(db);
  let perDb = cache.get(db);
  if (!perDb) cache.set(db, (perDb = new Map()));
  const cacheKey = `${key.publicKeyMultibase}|${method}|${publicUrl}|${retired.join(",")}`;
  let issuer = perDb.get(cacheKey);
  if (!issuer) {
    issuer = loadIssuer(key, { didMethod: method, publicUrl, retiredPublicKeys: retired });
    issuer.catch(() => perDb.delete(cacheKey));
    perDb.set(cacheKey, issuer);
  }
  return issuer;
}

/** The DIDs under which our own key is published (a credential naming another issuer is not ours). */
export function ownDids(issuer: Issuer): string[] {
  return [issuer.did, issuer.didKey.did, ...(issuer.didWeb ? [issuer.didWeb.did] : []), ...issuer.retiredDidKeys.map((document) => document.id)];
}

/** GET /api/issuer: public data only. */
export function presentIssuer(issuer: Issuer, name: string) {
  return {
    did: issuer.did,
    method: issuer.method,
    didKey: issuer.didKey.did,
    didWeb: issuer.didWeb?.did ?? null,
    didDocumentUrl: issuer.didWeb?.documentUrl ?? null,
    verificationMethod: issuer.verificationMethodId,
    publicKeyMultibase: issuer.publicKeyMultibase,
    name,
  };
}
