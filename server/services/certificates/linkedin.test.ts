// LinkedIn "Add to profile" with the organisation's LinkedIn id from Settings → Certificates.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { adminCookie, signedInUser } from "../../test/factories.ts";
import { buildCertificateTemplate } from "../../routes/api/certificates/test-template.ts";

let t: TestApp;
let admin: string;
let owner: { cookie: string };
let templateId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminCookie(t.db);
  owner = await signedInUser(t.db);
  templateId = (await buildCertificateTemplate(t.db)).id;
});
afterAll(async () => t?.close());

async function issue(cookie: string, issuerName?: string) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/certificates",
    headers: { cookie },
    payload: { templateId, values: { recipientName: "Sara", course: "UX", ...(issuerName && { issuerName }) } },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; linkedIn: { addUrl: string } };
}

const settings = async () => (await t.app.inject({ url: "/api/admin/settings/certificates", headers: { cookie: admin } })).json();
const putSettings = (body: object) => t.app.inject({ method: "PUT", url: "/api/admin/settings/certificates", headers: { cookie: admin }, payload: body });

describe("LinkedIn organisation id", () => {
  it("without it, Add to profile names the organisation", async () => {
    const url = new URL((await issue(admin)).linkedIn.addUrl);
    expect(url.searchParams.get("startTask")).toBe("CERTIFICATION_NAME");
    expect(url.searchParams.get("organizationName")).toBeTruthy();
    expect(url.searchParams.get("organizationId")).toBeNull();
  });

  it("refuses an id that is not LinkedIn's numeric id, and changes nothing", async () => {
    const before = await settings();
    const res = await putSettings({ ...before, linkedInOrganizationId: "acme corp" });
    expect(res.statusCode).toBe(400);
    expect(await settings()).toEqual(before);
  });

  it("with it, the certificate page, the owner's list and the API link the company page", async () => {
    expect((await putSettings({ ...(await settings()), linkedInOrganizationId: "1337" })).statusCode).toBe(200);
    const cert = await issue(admin);
    for (const addUrl of [
      cert.linkedIn.addUrl,
      (await t.app.inject({ url: `/api/certificates/${cert.id}` })).json().linkedIn.addUrl,
    ]) {
      const url = new URL(addUrl);
      expect(url.searchParams.get("organizationId")).toBe("1337");
      expect(url.searchParams.get("organizationName")).toBeNull();
      expect(url.searchParams.get("certId")).toBeTruthy();
    }
    const list = (await t.app.inject({ url: "/api/user/certificates", headers: { cookie: admin } })).json();
    const item = list.items.find((i: { id: string }) => i.id === cert.id);
    expect(new URL(item.linkedIn.addUrl).searchParams.get("organizationId")).toBe("1337");
    // A visitor's certificate names whatever issuer its creator typed: never our company page.
    const typed = await issue(owner.cookie, "Another Academy");
    const typedItem = (await t.app.inject({ url: "/api/user/certificates", headers: { cookie: owner.cookie } })).json().items.find((i: { id: string }) => i.id === typed.id);
    expect(new URL(typedItem.linkedIn.addUrl).searchParams.get("organizationId")).toBeNull();
    expect(new URL(typedItem.linkedIn.addUrl).searchParams.get("organizationName")).toBe("Another Academy");
  });

  it("a visitor who types the platform's own name as issuer never gets the company page (security round 4, M6)", async () => {
    expect((await putSettings({ ...(await settings()), linkedInOrganizationId: "1337" })).statusCode).toBe(200);
    const platformName = (await settings()).issuerName.ar as string;
    expect(platformName).toBeTruthy();
    const posing = await issue(owner.cookie, platformName);
    const detail = (await t.app.inject({ url: `/api/certificates/${posing.id}` })).json();
    expect(detail.issuerVerified).toBe(false);
    const listed = (await t.app.inject({ url: "/api/user/certificates", headers: { cookie: owner.cookie } })).json().items.find((i: { id: string }) => i.id === posing.id);
    const redirect = await t.app.inject({ url: `/api/certificates/${posing.id}/linkedin` });
    expect(redirect.statusCode).toBe(302);
    for (const link of [posing.linkedIn, detail.linkedIn, listed.linkedIn, { addUrl: redirect.headers.location as string }]) {
      const url = new URL(link.addUrl);
      expect(url.searchParams.get("organizationId")).toBeNull();
      expect(url.searchParams.get("organizationName")).toBe(platformName);
      expect((link as { organizationId?: string }).organizationId).toBeUndefined();
    }
  });
});
