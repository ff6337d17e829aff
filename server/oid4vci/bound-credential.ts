// The certificate's credential bound to its holder: the stored Open Badges credential (whatever the
// credentials library put in it: achievement, image, credentialStatus…) with the holder's DID as
// credentialSubject.id, signed again by the platform key with eddsa-rdfc-2022. Its own `id`
// (urn:uuid, issue 33): its content differs from the public credential.json, so it must not claim
// that URL; its revocation is found through the same credentialStatus entry (status list + index).
// A certificate whose issuer is not verified says "issuer not verified" in its name and description
// (unverified-notice.ts).
import { randomUUID } from "node:crypto";
import type { Db } from "../db/index.ts";
import { signCredential, withProofArray, type SignedCredential } from "../credentials/index.ts";
import { currentCredential } from "../services/certificates/current-credential.ts";
import { getIssuer } from "../services/issuer/issuer.ts";
import { getCertificate } from "../services/certificates/get-certificate.ts";
import { withUnverifiedIssuerNotice } from "../services/certificates/unverified-notice.ts";

export type BoundResult = { ok: true; credential: SignedCredential } | { ok: false; error: "credential_request_denied"; description: string };

export async function boundCertificateCredential(db: Db, publicUrl: string, certificateId: string, holderDid: string, now = new Date()): Promise<BoundResult> {
  const row = await getCertificate(db, certificateId);
  if (!row?.credential) return { ok: false, error: "credential_request_denied", description: "the certificate has no credential" };
  if (row.revoked_at) return { ok: false, error: "credential_request_denied", description: "the certificate is revoked" };
  // The credential as served today (a status list entry, OB 3.0 shape), upgraded first if it is older.
  const served = await currentCredential(db, publicUrl, row);
  if (!served) return { ok: false, error: "credential_request_denied", description: "the certificate has no credential" };
  const { proof: _proof, ...stored } = JSON.parse(served) as Record<string, unknown>;
  const issuer = await getIssuer(db, publicUrl);
  const { id: _unbound, ...subject } = (stored.credentialSubject ?? {}) as Record<string, unknown>;
  const storedIssuer = typeof stored.issuer === "object" && stored.issuer ? (stored.issuer as Record<string, unknown>) : {};
  const bound = {
    ...stored,
    id: `urn:uuid:${randomUUID()}`,
    // The DID that signs now (an admin may have switched did:key ↔ did:web since it was issued).
    issuer: { ...storedIssuer, id: issuer.did },
    credentialSubject: { id: holderDid, ...subject },
  };
  // An unverified issuer is named as such in what the wallet shows, also on credentials signed before that rule.
  const unsigned = row.issuer_verified === 1 ? bound : withUnverifiedIssuerNotice(bound);
  // `proof` as an array: the OB 3.0 AchievementCredential schema requires it (same signature).
  const credential = withProofArray(await signCredential(unsigned, issuer, { cryptosuite: "eddsa-rdfc-2022", created: now }));
  return { ok: true, credential };
}
