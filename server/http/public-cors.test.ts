// Issue 33 §1: the public credential documents and the public verify endpoint answer other origins
// (ACAO *, never with credentials; CORP cross-origin; the verify preflight allows POST + content-type),
// and a session-bound route still does not (no ACAO, preflight refused). The browser side is
// e2e/credentials-cross-origin.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { adminCookie } from "../test/factories.ts";
import { seedTemplates } from "../seeds/templates.ts";
import { CERTIFICATE_TEMPLATES } from "../seeds/certificates/index.ts";
import { fetchCredential, issueOn } from "../routes/api/credentials/test-helpers.ts";

const OTHER = "https://lms.example.net";
let t: TestApp;
let cookie: string;
let certificateId: string;

beforeAll(async () => {
  t = await buildTestApp();
  cookie = await adminCookie(t.db);
  await seedTemplates(t.db, CERTIFICATE_TEMPLATES);
  const templateId = ((await t.app.inject({ url: "/api/templates?kind=certificate" })).json() as { id: string }[])[0].id;
  const fields = ((await t.app.inject({ url: `/api/templates/${templateId}` })).json() as { fields: { name: string }[] }).fields.map((f) => f.name);
  const subject = fields.includes("course") ? "course" : "reason";
  certificateId = (await issueOn(t.app, templateId, { recipientName: "Layla Khaled", [subject]: "Project management" })).id;
}, 60_000);
afterAll(async () => t?.close());

function expectAnyOrigin(headers: Record<string, unknown>) {
  expect(headers["access-control-allow-origin"]).toBe("*");
  expect(headers["access-control-allow-credentials"]).toBeUndefined();
  expect(headers["cross-origin-resource-policy"]).toBe("cross-origin");
}

describe("public credential resources, read from another origin", () => {
  it("credential.json (and its 404) carry ACAO * and CORP cross-origin", async () => {
    const res = await t.app.inject({ url: `/api/certificates/${certificateId}/credential.json`, headers: { origin: OTHER } });
    expect(res.statusCode).toBe(200);
    expectAnyOrigin(res.headers);
    const missing = await t.app.inject({ url: `/api/certificates/${"x".repeat(20)}/credential.json`, headers: { origin: OTHER } });
    expect(missing.statusCode).toBe(404);
    expectAnyOrigin(missing.headers);
  });

  it("the verify endpoints answer their preflight and their POST", async () => {
    for (const url of ["/vc-api/credentials/verify", "/vc-api/presentations/verify"]) {
      const pre = await t.app.inject({
        method: "OPTIONS",
        url,
        headers: { origin: OTHER, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
      });
      expect(pre.statusCode).toBe(204);
      expectAnyOrigin(pre.headers);
      expect(pre.headers["access-control-allow-methods"]).toBe("POST");
      expect(pre.headers["access-control-allow-headers"]).toBe("content-type");
    }
    const credential = await fetchCredential(t.app, certificateId);
    const res = await t.app.inject({ method: "POST", url: "/vc-api/credentials/verify", headers: { origin: OTHER }, payload: { verifiableCredential: credential } });
    expect(res.statusCode).toBe(200);
    expect(res.json().verified).toBe(true);
    expectAnyOrigin(res.headers);
    // A refusal is readable too, so the other site can show why.
    const bad = await t.app.inject({ method: "POST", url: "/vc-api/credentials/verify", headers: { origin: OTHER }, payload: { nothing: 1 } });
    expect(bad.statusCode).toBe(400);
    expectAnyOrigin(bad.headers);
  });

  it("issuing (Bearer token) and session-bound routes stay same-origin", async () => {
    const issuePre = await t.app.inject({ method: "OPTIONS", url: "/vc-api/credentials/issue", headers: { origin: OTHER, "access-control-request-method": "POST" } });
    expect(issuePre.headers["access-control-allow-origin"]).toBeUndefined();
    expect(issuePre.statusCode).toBeGreaterThanOrEqual(400);
    for (const url of ["/api/user", "/api/user/certificates"]) {
      const res = await t.app.inject({ url, headers: { origin: OTHER, cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["access-control-allow-origin"]).toBeUndefined();
      expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
      const pre = await t.app.inject({ method: "OPTIONS", url, headers: { origin: OTHER, "access-control-request-method": "GET" } });
      expect(pre.statusCode).toBeGreaterThanOrEqual(400);
      expect(pre.headers["access-control-allow-origin"]).toBeUndefined();
    }
  });
});
