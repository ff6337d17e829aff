// The verify page's answer (issue 13): a valid <dl> (axe definition-list: only <div> groups of
// <dt>/<dd>), and a certificate image sized before it loads (no layout shift), WebP first.
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { generateCode } from "../../../shared/certificates/code.ts";
import { mockApi, publicApi, renderApp } from "../../test/renderApp.tsx";

const CODE = generateCode();
const signedOut = { ...publicApi, "GET /api/user": () => ({ status: 401, body: { message: "no" } }) };
const answer = {
  status: "valid",
  code: CODE,
  certificate: { id: "c".repeat(22), recipientName: "سارة أحمد", title: { ar: "شهادة تدريب", en: "Training", fr: "Formation" }, type: "training", issuedAt: "2026-03-20", expiresAt: null, issuer: "Bitaqa Academy" },
  imageUrl: `/api/certificates/${"c".repeat(22)}/image.png`,
  pdfUrl: "/api/certificates/x/document.pdf",
  credentialUrl: "/api/certificates/x/credential.json",
};

beforeEach(() => {
  localStorage.clear();
  mockApi({ ...signedOut, [`GET /api/certificates/verify/${CODE.replace(/-/g, "")}`]: () => ({ status: 200, body: answer }) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.head.querySelectorAll('meta[property^="og:image"]').forEach((m) => m.remove());
});

async function shown() {
  renderApp(`/certificates/verify/${CODE}`);
  const status = await screen.findByTestId("verify-status");
  await waitFor(() => expect(status.getAttribute("data-status")).toBe("valid"));
  return status;
}

function addMeta(property: string, content: string) {
  const m = document.createElement("meta");
  m.setAttribute("property", property);
  m.setAttribute("content", content);
  document.head.append(m);
}

describe("verify answer panel", () => {
  it("holds the facts in a valid <dl>: only <div> groups of one <dt> and one <dd>; the link outside it", async () => {
    const status = await shown();
    const dl = status.querySelector("dl")!;
    expect(dl).not.toBeNull();
    const groups = [...dl.children];
    expect(groups.length).toBe(7);
    for (const g of groups) {
      expect(g.tagName).toBe("DIV");
      expect([...g.children].map((c) => c.tagName)).toEqual(["DT", "DD"]);
    }
    expect(dl.querySelector("a")).toBeNull();
    expect(screen.getByTestId("open-certificate").closest("dl")).toBeNull();
  });

  it("sizes the certificate before it loads: A4 landscape unless the page's og:image says otherwise; WebP first", async () => {
    const status = await shown();
    const img = status.querySelector<HTMLImageElement>('[data-testid="verify-image"]')!;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1600", "1131"]);
    const source = img.parentElement!.querySelector("source")!;
    expect(img.parentElement!.tagName).toBe("PICTURE");
    expect(source.getAttribute("type")).toBe("image/webp");
    expect(source.getAttribute("srcset")).toContain(`/api/certificates/${"c".repeat(22)}/image.webp?width=480 480w`);
    expect(img.getAttribute("srcset")).toContain("image.png?width=1200 1200w");
  });

  it("takes a portrait certificate's size from the page's og:image when it is the same image", async () => {
    addMeta("og:image", `http://localhost:3000${answer.imageUrl}?width=1200`);
    addMeta("og:image:width", "1200");
    addMeta("og:image:height", "1697");
    const status = await shown();
    const img = status.querySelector<HTMLImageElement>('[data-testid="verify-image"]')!;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1200", "1697"]);
  });
});
