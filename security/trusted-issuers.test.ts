// Issue 22 (security round 3), items 3–5, as an attacker would try them: verification must never
// vouch for what nobody checked. Each actor of the suite makes the same certificate; only the
// admin's may verify as issued by someone, and only verified issuers may e-mail recipients.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACTORS, buildFixtures, type Fixtures } from "./fixtures.ts";
import { buildCertificateTemplate } from "../server/routes/api/certificates/test-template.ts";

let f: Fixtures;
let templateId: string;
let webDir: string;

beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), "bitaqa-sec-issuers-"));
  fs.copyFileSync(path.resolve("web/index.html"), path.join(webDir, "index.html"));
  f = await buildFixtures({ webDir });
  templateId = (await buildCertificateTemplate(f.t.db)).id;
});
afterAll(async () => {
  await f?.t.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const harvard = () => ({ templateId, values: { recipientName: "Mallory", course: "Law", issuerName: "Harvard University" }, issuedAt: "2012-06-01" });
const og = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html)?.[1] ?? "";

describe("anonymous, backdated certificates (22.3)", () => {
  it("only the admin's certificate verifies as vouched for; nobody's typed date becomes the issue date or validFrom", async () => {
    for (const actor of ACTORS) {
      const res = await f.request(actor, { method: "POST", url: "/api/certificates", payload: harvard() });
      expect(res.statusCode, actor).toBe(201);
      const { id, code } = res.json();
      const answer = (await f.request("visitor", { url: `/api/certificates/verify/${code}` })).json();
      expect(answer.certificate.issuerVerified, actor).toBe(actor === "admin");
      expect(answer.certificate.issuedAt.startsWith("2012"), actor).toBe(false);
      expect(answer.certificate.statedDate).toBe("2012-06-01T00:00:00.000Z");
      const vc = (await f.request("visitor", { url: `/api/certificates/${id}/credential.json` })).json();
      expect(vc.validFrom.startsWith("2012"), actor).toBe(false);
      if (actor !== "admin") {
        expect(vc.issuer.name, actor).not.toBe("Harvard University");
        expect(vc.credentialSubject.achievement.creator.name).toBe("Harvard University");
        const page = (await f.request("visitor", { url: `/certificates/verify/${code}`, headers: { cookie: "locale=en" } })).body;
        expect(og(page, "og:title")).not.toMatch(/verified/i);
        expect(og(page, "og:description")).toMatch(/is not verified/);
        expect(og(page, "og:description")).not.toMatch(/Issued by/);
      }
    }
  });
});

describe("link previews of revoked and expired certificates (22.4)", () => {
  it("never say 'verified'", async () => {
    const admin = async () => (await f.request("admin", { method: "POST", url: "/api/certificates", payload: { ...harvard(), issuedAt: undefined, expiresAt: new Date(Date.now() + 60_000).toISOString() } })).json();
    const revoked = await admin();
    await f.request("admin", { method: "POST", url: `/api/admin/certificates/${revoked.id}/revoke`, payload: { reason: "fraud" } });
    const expired = await admin();
    await f.t.db.updateTable("certificates").set({ expires_at: "2020-01-01T00:00:00.000Z" }).where("id", "=", expired.id).execute();
    for (const { code } of [revoked, expired]) {
      for (const locale of ["ar", "en", "fr"]) {
        const page = (await f.request("visitor", { url: `/certificates/verify/${code}`, headers: { cookie: `locale=${locale}` } })).body;
        expect(og(page, "og:title")).not.toMatch(/موثّقة|verified|vérifié/i);
        expect(page).not.toMatch(/<title>[^<]*(موثّقة|verified|vérifié)/i);
      }
    }
  });
});

describe("certificate e-mails to anyone (22.5)", () => {
  it("a visitor or a user cannot have a phishing certificate mailed: 403, nothing stored or queued", async () => {
    await f.request("admin", { method: "PUT", url: "/api/admin/mail/certificate-settings", payload: { enabled: true, pdf: "link" } });
    const phishing = { templateId, recipientEmail: "victim@example.com", values: { recipientName: "Your PayPal account is limited – verify at evil.example", course: "x", issuerName: "PayPal Security Team" } };
    for (const actor of ["visitor", "user", "other"] as const) {
      const before = (await f.t.db.selectFrom("certificates").select("id").execute()).length;
      const res = await f.request(actor, { method: "POST", url: "/api/certificates", payload: phishing });
      expect(res.statusCode, actor).toBe(403);
      expect((await f.t.db.selectFrom("certificates").select("id").execute()).length).toBe(before);
    }
    expect(await f.t.db.selectFrom("mail_messages").select("id").where("to_address", "=", "victim@example.com").execute()).toHaveLength(0);
  });
});
