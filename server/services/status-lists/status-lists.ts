// Bitstring Status Lists in the database (migration 016). Several instances share them: an index is
// claimed by inserting it (the unique (list_id, status_index) index refuses a second claim), a new
// list by inserting its id. A bit is "the certificate is revoked (or deleted)", read from the
// certificates table when a list is drawn; the signed list is kept per list version and DID method.
import { randomInt } from "node:crypto";
import type { Db } from "../../db/index.ts";
import { nowIso } from "../../db/columns.ts";
import { buildStatusListCredential, encodeStatusList, signCredential, STATUS_LIST_SIZE, statusListEntry, type DidMethod } from "../../credentials/index.ts";
import { getIssuer, issuerOptions } from "../issuer/issuer.ts";

/** A list takes new entries until it is this full; random draws stay cheap (≤ 4 tries on average). */
const FILL_LIMIT = 0.75;
const PURPOSE = "revocation" as const;

export interface StatusSlot {
  listId: number;
  index: number;
}

export function statusListUrl(publicUrl: string, method: DidMethod, listId: number): string {
  return `${publicUrl}/api/credentials/status/${method}/${listId}`;
}

/** The credentialStatus for a certificate signed by `did`. */
export function statusEntryFor(publicUrl: string, did: string, slot: StatusSlot) {
  return statusListEntry({ listUrl: statusListUrl(publicUrl, did.startsWith("did:web:") ? "web" : "key", slot.listId), index: slot.index, purpose: PURPOSE });
}

/** The newest list (opened on first use). */
async function latestList(db: Db, size: number): Promise<{ id: number; size: number }> {
  const last = await db.selectFrom("status_lists").select(["id", "size"]).orderBy("id", "desc").limit(1).executeTakeFirst();
  return last ?? (await openNextList(db, 0, size));
}

/** Opens list `after + 1`; another instance may open it at the same moment: the primary key keeps one. */
async function openNextList(db: Db, after: number, size: number): Promise<{ id: number; size: number }> {
  const now = nowIso();
  await db.insertInto("status_lists").values({ id: after + 1, purpose: PURPOSE, size, version: 0, credential: null, credential_version: null, created_at: now, updated_at: now }).onConflict((oc) => oc.column("id").doNothing()).execute();
  return db.selectFrom("status_lists").select(["id", "size"]).where("id", "=", after + 1).executeTakeFirstOrThrow();
}

/**
 * The certificate's slot, claimed at random on first use; never given to another certificate.
 * Fast path: two statements (newest list, insert). The list's fill is counted only after repeated
 * collisions, which are rare until it is well used.
 */
export async function ensureStatusSlot(db: Db, certificateId: string, size = STATUS_LIST_SIZE): Promise<StatusSlot> {
  let collisions = 0;
  for (let attempt = 0; attempt < 64; attempt++) {
    let list = await latestList(db, size);
    if (collisions >= 3) {
      const used = await db.selectFrom("status_list_entries").select((eb) => eb.fn.countAll<string | number>().as("n")).where("list_id", "=", list.id).executeTakeFirstOrThrow();
      if (Number(used.n) >= list.size * FILL_LIMIT) list = await openNextList(db, list.id, size);
      collisions = 0;
    }
    const index = randomInt(0, list.size);
    const inserted = await db
      .insertInto("status_list_entries")
      .values({ certificate_id: certificateId, list_id: list.id, status_index: index, created_at: nowIso() })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return { listId: list.id, index };
    // Either this certificate has a slot already (asked twice, or another instance), or the index was taken.
    const existing = await db.selectFrom("status_list_entries").select(["list_id", "status_index"]).where("certificate_id", "=", certificateId).executeTakeFirst();
    if (existing) return { listId: existing.list_id, index: existing.status_index };
    collisions++;
  }
  throw new Error("could not claim a status list index");
}

/** Marks the list holding this certificate changed; call inside the revocation's transaction. */
export async function bumpStatusList(db: Db, certificateId: string): Promise<void> {
  const entry = await db.selectFrom("status_list_entries").select("list_id").where("certificate_id", "=", certificateId).executeTakeFirst();
  if (!entry) return;
  await db.updateTable("status_lists").set((eb) => ({ version: eb("version", "+", 1), updated_at: nowIso() })).where("id", "=", entry.list_id).execute();
}

/** Indexes whose bit is set: revoked certificates, and entries whose certificate was deleted. */
export async function setIndexes(db: Db, listId: number): Promise<number[]> {
  const rows = await db
    .selectFrom("status_list_entries as e")
    .leftJoin("certificates as c", "c.id", "e.certificate_id")
    .select("e.status_index")
    .where("e.list_id", "=", listId)
    .where((eb) => eb.or([eb("c.id", "is", null), eb("c.revoked_at", "is not", null)]))
    .execute();
  return rows.map((r) => r.status_index);
}

type CachedLists = Partial<Record<DidMethod, { version: number; credential: Record<string, unknown> }>>;

/** The signed status list credential, or undefined for an unknown list. */
export async function statusListCredential(db: Db, publicUrl: string, method: DidMethod, listId: number): Promise<Record<string, unknown> | undefined> {
  // The version is read before the bits: a revocation in between leaves a stale version behind,
  // which the next request redraws.
  const list = await db.selectFrom("status_lists").selectAll().where("id", "=", listId).executeTakeFirst();
  if (!list) return undefined;
  let cached: CachedLists = {};
  try {
    cached = list.credential ? (JSON.parse(list.credential) as CachedLists) : {};
  } catch {
    cached = {};
  }
  const hit = cached[method];
  if (hit && hit.version === list.version) return hit.credential;

  const issuer = await getIssuer(db, publicUrl, method);
  const id = statusListUrl(publicUrl, method, listId);
  const unsigned = buildStatusListCredential({ id, issuerId: issuer.did, purpose: PURPOSE, encodedList: encodeStatusList(list.size, await setIndexes(db, listId)), validFrom: new Date() });
  const signed = await signCredential(unsigned, issuer, { cryptosuite: (await issuerOptions(db)).cryptosuite });
  const next: CachedLists = { ...cached, [method]: { version: list.version, credential: signed } };
  await db.updateTable("status_lists").set({ credential: JSON.stringify(next), credential_version: list.version }).where("id", "=", listId).where("version", "=", list.version).execute();
  return signed;
}
