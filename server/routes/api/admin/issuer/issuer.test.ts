// GET/PUT /api/admin/issuer: the DID method and cryptosuite that sign new credentials.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie, signedInUser } from "../../../../test/factories.ts";
import { buildCertificateTemplate } from "../../certificates/test-template.ts";

let t: TestApp;
let cookie: string;
let templateId: string;

beforeAll(async () => {
  t = await buildTestApp();
  cookie = await adminCookie(t.db);
  templateId = (await buildCertificateTemplate(t.db)).id;
});
afterAll(async () => t?.close());

const put = (payload: unknown, headers: Record<string, string> = { cookie }) => t.app.inject({ method: "PUT", url: "/api/admin/issuer", headers, payload: payload as object });

async function issuedCredential() {
  const res = await t.app.inject({ method: "POST", url: "/api/certificates", payload: { templateId, values: { recipientName: "سارة", course: "UX" } } });
  expect(res.statusCode, res.body).toBe(201);
  return (await t.app.inject({ method: "GET", url: `/api/certificates/${res.json().id}/credential.json` })).json();
}

describe("/api/admin/issuer", () => {
  it("defaults to did:key and eddsa-rdfc-2022", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/admin/issuer", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ didMethod: "key", cryptosuite: "eddsa-rdfc-2022", didWeb: "did:web:localhost%3A3000", didWebAvailable: true });
    expect(res.json().did).toBe(res.json().didKey);
  });

  it("signs later certificates per the setting, and earlier ones stay verifiable", async () => {
    const before = await issuedCredential();
    const saved = await put({ didMethod: "web", cryptosuite: "eddsa-jcs-2022" });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ didMethod: "web", cryptosuite: "eddsa-jcs-2022", did: "did:web:localhost%3A3000" });
    const after = await issuedCredential();
    expect(after.issuer.id).toBe("did:web:localhost%3A3000");
    expect(after.proof[0].cryptosuite).toBe("eddsa-jcs-2022");
    for (const credential of [before, after]) {
      const res = await t.app.inject({ method: "POST", url: "/vc-api/credentials/verify", payload: { verifiableCredential: credential } });
      expect(res.statusCode, res.body).toBe(200);
    }
    await put({ didMethod: "key", cryptosuite: "eddsa-rdfc-2022" });
    expect((await issuedCredential()).issuer.id).toMatch(/^did:key:z6Mk/);
  });

  it("validates the input; refuses visitors (401) and users (403)", async () => {
    expect((await put({ didMethod: "ion", cryptosuite: "eddsa-rdfc-2022" })).statusCode).toBe(400);
    expect((await put({ didMethod: "key", cryptosuite: "ecdsa-rdfc-2019" })).statusCode).toBe(400);
    const user = await signedInUser(t.db);
    expect((await put({ didMethod: "key", cryptosuite: "eddsa-rdfc-2022" }, {})).statusCode).toBe(401);
    expect((await put({ didMethod: "key", cryptosuite: "eddsa-rdfc-2022" }, { cookie: user.cookie })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/issuer", headers: { cookie: user.cookie } })).statusCode).toBe(403);
  });
});

describe("did:web on a public http address", () => {
  it("is refused: a did:web must resolve over https", async () => {
    const plain = await buildTestApp({ publicUrl: "http://bitaqa.example" });
    try {
      const res = await plain.app.inject({ method: "PUT", url: "/api/admin/issuer", headers: { cookie: await adminCookie(plain.db) }, payload: { didMethod: "web", cryptosuite: "eddsa-rdfc-2022" } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: "didWebNeedsHttps", fields: { didMethod: expect.any(String) } });
    } finally {
      await plain.close();
    }
  });
});
