// QR links of real certificates for the offline verify journeys and bench (issue 34 §3): a server of
// their own (e2e/server.ts), certificates made through the API, each certificate's QR credential —
// its row's name, code, dates and status entry — signed with the issuer key the server keeps in its
// database (or with another key: the forgery). No vitest inside: bench/qr-offline.ts uses it too.
// The same QrCredential as the server's certificateQrCredential (branch qr-credential) makes.
import Database from "better-sqlite3";
import { join } from "node:path";
import { encodeQrPayload, qrDate, qrLink, type QrCredential } from "../shared/credentials/qr/index.ts";
import { formatCode } from "../shared/certificates/code.ts";
import { generateIssuerKey, loadIssuer, type StoredIssuerKey } from "../server/credentials/issuerKey.ts";
import { startServer, type RunningServer } from "./server.ts";

export interface QrServer {
  server: RunningServer;
  /** Issues a certificate through the API; answers its id. */
  issue(recipientName: string, achievement: string): Promise<string>;
  /** The QR link of a certificate, signed by the site's key (or by another key), with changes to what it states. */
  link(certificateId: string, options?: { otherKey?: boolean; change?: Partial<QrCredential> }): Promise<string>;
  stop(): Promise<void>;
}

export async function startQrServer(): Promise<QrServer> {
  const server = await startServer();
  const base = server.url;
  const login = await fetch(`${base}/api/login`, { method: "POST", headers: { "content-type": "application/json", origin: base }, body: JSON.stringify(server.admin) });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const templateId = ((await (await fetch(`${base}/api/templates?kind=certificate`)).json()) as { id: string }[])[0].id;
  const fields = ((await (await fetch(`${base}/api/templates/${templateId}`)).json()) as { fields: { name: string }[] }).fields.map((f) => f.name);
  const subject = fields.includes("course") ? "course" : "reason";
  const db = new Database(join(server.dataDir, "bitaqa.db"), { readonly: true, fileMustExist: true });
  const otherKey = await generateIssuerKey();

  return {
    server,
    async issue(recipientName, achievement) {
      const res = await fetch(`${base}/api/certificates`, { method: "POST", headers: { "content-type": "application/json", origin: base, cookie }, body: JSON.stringify({ templateId, values: { recipientName, [subject]: achievement } }) });
      if (!res.ok) throw new Error(`issue: ${res.status} ${await res.text()}`);
      const { id } = (await res.json()) as { id: string };
      // Its credential (with its status list entry) is signed and kept on the first fetch.
      await fetch(`${base}/api/certificates/${id}/credential.json`);
      return id;
    },
    async link(certificateId, options = {}) {
      const row = db.prepare("select code, recipient_name, issued_at, expires_at, credential from certificates where id = ?").get(certificateId) as { code: string; recipient_name: string; issued_at: string; expires_at: string | null; credential: string | null };
      const keyRow = db.prepare("select value from settings where key = 'internal.issuerKey'").get() as { value: string };
      const stored: StoredIssuerKey = options.otherKey ? otherKey : (JSON.parse(keyRow.value) as StoredIssuerKey);
      const issuer = await loadIssuer(stored, { didMethod: "key", publicUrl: base });
      const signed = JSON.parse(row.credential ?? "{}") as { issuer?: { name?: string }; credentialSubject?: { achievement?: { name?: string } }; credentialStatus?: { statusListCredential: string; statusListIndex: string } };
      const credential: QrCredential = {
        recipientName: row.recipient_name,
        certificateCode: formatCode(row.code),
        // The forger names our issuer, with their own key: only the key can tell.
        issuer: (await loadIssuer(JSON.parse(keyRow.value) as StoredIssuerKey, { didMethod: "key", publicUrl: base })).did,
        issuedAt: qrDate(row.issued_at),
        ...(row.expires_at ? { expiresAt: qrDate(row.expires_at) } : {}),
        ...(signed.credentialSubject?.achievement?.name ? { achievementName: signed.credentialSubject.achievement.name } : {}),
        ...(signed.issuer?.name ? { issuerName: signed.issuer.name } : {}),
        ...(signed.credentialStatus ? { status: { listUrl: signed.credentialStatus.statusListCredential, index: Number(signed.credentialStatus.statusListIndex) } } : {}),
        ...options.change,
      };
      // The forgery names our issuer and signs with its own key (its own verification method).
      const { payload } = await encodeQrPayload(credential, { signer: issuer.signer, publicUrl: base });
      return qrLink(base, payload);
    },
    async stop() {
      db.close();
      await server.stop();
    },
  };
}
