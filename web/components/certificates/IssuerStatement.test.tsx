// Issue 22.3: the verify page and the certificate page say "issued by {site}" or "issued by {org},
// verified by {site}" only for certificates the platform vouches for; otherwise "made on {site} by a
// visitor/user on {date}; the issuer name was entered by its creator and is not verified", with
// the typed issuer and date labelled as such.
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { generateCode } from "../../../shared/certificates/code.ts";
import { mockApi, publicApi, renderApp } from "../../test/renderApp.tsx";

const CODE = generateCode();
const ID = "c".repeat(22);
const signedOut = { ...publicApi, "GET /api/user": () => ({ status: 401, body: { message: "no" } }) };
const visitorMade = { issuerVerified: false, issuedBy: "visitor", issuerOrg: null, statedDate: "2012-06-01T00:00:00.000Z" };
const orgVerified = { issuerVerified: true, issuedBy: "verifiedIssuer", issuerOrg: "Acme Academy", statedDate: null };

function verifyAnswer(provenance: object, issuer: string, status = "valid") {
  return {
    status,
    code: CODE,
    certificate: { id: ID, recipientName: "Mallory", title: { ar: "شهادة", en: "Law course", fr: "Droit" }, type: "training", issuedAt: "2026-11-26T10:00:00.000Z", expiresAt: null, issuer, ...provenance },
    imageUrl: `/api/certificates/${ID}/image.png`,
    pdfUrl: "/api/certificates/x/document.pdf",
    credentialUrl: "/api/certificates/x/credential.json",
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function verifyPage(provenance: object, issuer: string, locale: "ar" | "en" = "en") {
  mockApi({ ...signedOut, [`GET /api/certificates/verify/${CODE.replace(/-/g, "")}`]: () => ({ status: 200, body: verifyAnswer(provenance, issuer) }) });
  renderApp(`/certificates/verify/${CODE}`, locale);
  // The first render loads the lazy page chunks: give it time.
  const status = await screen.findByTestId("verify-status", {}, { timeout: 10_000 });
  await waitFor(() => expect(status.getAttribute("data-status")).toBe("valid"));
  return status;
}

describe("verify page: what it vouches for", () => {
  it("a visitor's certificate: no 'issued by', a 'not verified' statement, the typed issuer and date labelled", async () => {
    const status = await verifyPage(visitorMade, "Harvard University");
    expect(status.textContent).not.toMatch(/issued by us|Valid certificate/i);
    expect(status.querySelector("h2")!.textContent).toBe("Genuine record, issuer not verified");
    const statement = screen.getByTestId("issuer-statement");
    expect(statement.getAttribute("data-verified")).toBe("false");
    expect(statement.textContent).toBe("Made on Bitaqa by a visitor on November 26, 2026. The issuer name was entered by its creator and is not verified.");
    const facts = screen.getByTestId("verify-facts");
    expect(facts.textContent).toContain("Issuer (as entered, not verified)Harvard University");
    expect(facts.textContent).toContain("Date on the certificateJune 1, 2012");
    expect(facts.textContent).toContain("Recorded onNovember 26, 2026");
  });

  it("a verified issuer's certificate: 'issued by {org}, verified by {site}' under 'Valid certificate'", async () => {
    const status = await verifyPage(orgVerified, "Acme Academy");
    expect(status.querySelector("h2")!.textContent).toBe("Valid certificate");
    expect(screen.getByTestId("issuer-statement").textContent).toBe("Issued by Acme Academy, verified by Bitaqa.");
    expect(screen.getByTestId("verify-facts").textContent).toContain("Issued byAcme Academy");
  });

  it("in Arabic: a platform certificate says it was issued by the site", async () => {
    await verifyPage({ issuerVerified: true, issuedBy: "admin", issuerOrg: null, statedDate: null }, "بطاقة", "ar");
    expect(screen.getByTestId("issuer-statement").textContent).toBe("صادرة عن بطاقة.");
  });
});

describe("certificate page: the same statement", () => {
  function detail(provenance: object, issuerName: string) {
    return {
      id: ID, code: CODE, templateId: "t1", revisionId: "r1", type: "training", title: { ar: "شهادة", en: "Law course", fr: "Droit" }, recipientName: "Mallory",
      issuerName, values: {}, options: { calendar: "gregory", digits: "latn" }, issuedAt: "2026-11-26T10:00:00.000Z", expiresAt: null, status: "valid", revokedAt: null, revokedReason: null,
      verifyUrl: `http://localhost/certificates/verify/${CODE}`, previewPath: `/certificates/preview/${ID}`, viewPath: `/certificate/${ID}`, imageUrl: `/api/certificates/${ID}/image.png`,
      pdfUrl: `/api/certificates/${ID}/document.pdf`, downloadUrl: `/api/certificates/${ID}/document.pdf?download=1`, credentialUrl: `/api/certificates/${ID}/credential.json`, width: 1600, height: 1131,
      linkedIn: { name: "x", organizationName: "x", issueYear: 2026, issueMonth: 11, certUrl: "http://localhost/x", certId: CODE, addUrl: "https://www.linkedin.com/profile/add?x=1" },
      createdAt: "2026-11-26T10:00:00.000Z", stats: null, isOwner: false, ...provenance,
    };
  }
  const show = async (provenance: object, issuerName: string) => {
    mockApi({ ...signedOut, [`GET /api/certificates/${ID}`]: () => ({ status: 200, body: detail(provenance, issuerName) }), [`POST /api/certificates/${ID}/view`]: () => ({ status: 204 }) });
    renderApp(`/certificate/${ID}`);
    return screen.findByTestId("issuer-statement", {}, { timeout: 10_000 });
  };

  it("a visitor's certificate says it is not verified, with the typed issuer labelled", async () => {
    const statement = await show(visitorMade, "Harvard University");
    expect(statement.textContent).toMatch(/^Made on Bitaqa by a visitor on November 26, 2026\. .*not verified\.$/);
    expect(document.body.textContent).toContain("Issuer (as entered, not verified)Harvard University");
    expect(document.body.textContent).toContain("Date on the certificateJune 1, 2012");
  });

  it("a verified organisation's certificate says who verified it", async () => {
    expect((await show(orgVerified, "Acme Academy")).textContent).toBe("Issued by Acme Academy, verified by Bitaqa.");
  });
});
