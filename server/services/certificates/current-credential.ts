// The credential a certificate serves. Credentials signed before issue 25 carry no credentialStatus
// and a single `proof` object (the OB 3.0 JSON Schema wants an array): on their first fetch they get
// a status list entry, the issuer's logo, and a fresh signature by the same key and DID, stored back
// on the row (a compare-and-set on the old text, so two instances agree on one result).
import type { Db } from "../../db/index.ts";
import { signCredential, withProofArray } from "../../credentials/index.ts";
import { getIssuer, issuerOptions } from "../issuer/issuer.ts";
import { ensureStatusSlot, statusEntryFor } from "../status-lists/status-lists.ts";
import { issuerLogoUrl } from "../../../shared/certificates/urls.ts";

type Json = Record<string, unknown>;

function isCurrent(credential: Json): boolean {
  return credential.credentialStatus !== undefined && Array.isArray(credential.proof);
}

export async function currentCredential(db: Db, publicUrl: string, row: { id: string; credential: string | null }): Promise<string | null> {
  if (!row.credential) return null;
  const stored = JSON.parse(row.credential) as Json;
  if (isCurrent(stored)) return row.credential;

  const { proof: _proof, ...unsigned } = stored;
  const issuerObject = (unsigned.issuer ?? {}) as Json;
  const did = String(issuerObject.id ?? "");
  const issuer = await getIssuer(db, publicUrl, did.startsWith("did:web:") ? "web" : "key");
  if (issuer.did !== did) return row.credential; // not signed by our key as we publish it now: leave it
  const logo = issuerLogoUrl(publicUrl);
  unsigned.issuer = { ...issuerObject, image: issuerObject.image ?? { id: logo, type: "Image" } };
  unsigned.credentialStatus = statusEntryFor(publicUrl, did, await ensureStatusSlot(db, row.id));
  const created = new Date();
  const signed = withProofArray(await signCredential(unsigned, issuer, { created, cryptosuite: (await issuerOptions(db)).cryptosuite }));
  const text = JSON.stringify(signed);
  const r = await db.updateTable("certificates").set({ credential: text }).where("id", "=", row.id).where("credential", "=", row.credential).executeTakeFirst();
  if (Number(r.numUpdatedRows) > 0) return text;
  // Another instance upgraded it first: serve what it stored.
  const again = await db.selectFrom("certificates").select("credential").where("id", "=", row.id).executeTakeFirst();
  return again?.credential ?? null;
}
