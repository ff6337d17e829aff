// The "Add to wallet" block of the server-drawn certificate page: only its recipient (owner signed in,
// or the e-mail link's key) sees it; the offer (QR code + PIN) is made on request and the page that
// shows it is never cached publicly. The renderer is the web source (web/ssr/render-public-page.tsx).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { signedInUser } from "../test/factories.ts";
import { buildCertificateTemplate } from "../routes/api/certificates/test-template.ts";
import { recipientKey } from "../services/certificates/recipient-key.ts";

let t: TestApp;
let dir: string;
let owner: { cookie: string };
let other: { cookie: string };
let id: string;

const INDEX = `<!doctype html><html lang="en"><head><title>x</title><script type="module" crossorigin src="/assets/index-1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>`;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bitaqa-wallet-ssr-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), INDEX);
  for (const f of ["index-1.js", "index-1.css", "enhance-Ab1.js"]) fs.writeFileSync(path.join(dir, "assets", f), "");
  t = await buildTestApp({ webDir: dir, ssrEntry: path.resolve("web/ssr/render-public-page.tsx") });
  owner = await signedInUser(t.db);
  other = await signedInUser(t.db);
  const templateId = (await buildCertificateTemplate(t.db, { published: true })).id;
  const res = await t.app.inject({ method: "POST", url: "/api/certificates", headers: { cookie: owner.cookie }, payload: { templateId, values: { recipientName: "Sara", course: "UX" } } });
  id = res.json().id;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const page = (url: string, cookie?: string) => t.app.inject({ url, headers: cookie ? { cookie } : {} });
const offers = async () => (await t.db.selectFrom("oid4vci_offers").select("id").where("certificate_id", "=", id).execute()).length;

describe("Add to wallet on the certificate page", () => {
  it("is not shown to visitors or other users, and they cannot make an offer through the page", async () => {
    for (const cookie of [undefined, other.cookie]) {
      const res = await page(`/certificate/${id}?wallet=1`, cookie);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('data-testid="certificate-code"');
      expect(res.body).not.toContain('data-testid="add-to-wallet"');
    }
    expect(await offers()).toBe(0);
  });

  it("the owner sees the button; asking for it shows a QR code and the PIN, privately", async () => {
    const plain = await page(`/certificate/${id}`, `${owner.cookie}; locale=en`);
    expect(plain.body).toContain('data-testid="wallet-start"');
    expect(plain.body).toContain("Add to wallet");
    expect(plain.body).not.toContain('data-testid="wallet-pin"');
    expect(await offers()).toBe(0);
    const res = await page(`/certificate/${id}?wallet=1`, `${owner.cookie}; locale=en`);
    expect(res.body).toMatch(/data-testid="wallet-pin"[^>]*>\d{6}</);
    expect(res.body).toMatch(/data-testid="wallet-qr"/);
    expect(res.body).toContain('href="openid-credential-offer://?credential_offer_uri=');
    expect(res.headers["cache-control"]).toBe("private, no-store");
    expect(await offers()).toBe(1);
  });

  it("the e-mail link's key shows it to a visitor (in Arabic by default), privately; a wrong key gets a refusal", async () => {
    const res = await page(`/certificate/${id}?wallet=1&key=${recipientKey(t.app.secret, id)}`);
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain("أضِفها إلى المحفظة");
    expect(res.body).toMatch(/data-testid="wallet-pin"[^>]*>\d{6}</);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    const before = await offers();
    const wrong = await page(`/certificate/${id}?wallet=1&key=${"A".repeat(32)}`, "locale=en");
    expect(wrong.body).toContain('data-testid="wallet-error"');
    expect(wrong.body).toContain("Only the certificate&#x27;s recipient");
    expect(wrong.body).not.toContain('data-testid="wallet-pin"');
    expect(await offers()).toBe(before);
  });
});
