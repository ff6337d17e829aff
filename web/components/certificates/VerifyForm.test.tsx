import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CODE_ALPHABET, generateCode } from "../../../shared/certificates/code.ts";
import { mockApi, publicApi, renderApp } from "../../test/renderApp.tsx";
import { checkTypedCode } from "./VerifyForm.tsx";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const VALID = generateCode();
/** The same code with its first symbol changed: the check symbol no longer matches. */
function mistype(code: string): string {
  const first = code[0];
  const other = CODE_ALPHABET[(CODE_ALPHABET.indexOf(first) + 1) % CODE_ALPHABET.length];
  return other + code.slice(1);
}

const signedOut = { ...publicApi, "GET /api/user": () => ({ status: 401, body: { message: "no" } }) };
const verifyCalls = (fetchMock: ReturnType<typeof mockApi>) => fetchMock.mock.calls.filter(([u]) => String(u).includes("/api/certificates/verify/"));

describe("checkTypedCode", () => {
  it("tells typing, right, mistyped and malformed apart", () => {
    expect(checkTypedCode("").state).toBe("empty");
    expect(checkTypedCode(VALID.slice(0, 7)).state).toBe("typing");
    expect(checkTypedCode(VALID).state).toBe("ok");
    expect(checkTypedCode(VALID.toLowerCase().replace(/-/g, " ")).state).toBe("ok");
    expect(checkTypedCode(mistype(VALID)).state).toBe("check");
    expect(checkTypedCode(`${VALID}Z`).state).toBe("format");
    expect(checkTypedCode("ABC$").state).toBe("format");
  });
});

describe("verify page", () => {
  it("flags a mistyped code as it is typed and never asks the server", async () => {
    const fetchMock = mockApi(signedOut);
    const { router } = renderApp("/certificates/verify");
    const input = (await screen.findByTestId("verify-input")) as HTMLInputElement;
    fireEvent.change(input, { target: { value: mistype(VALID) } });
    const hint = screen.getByTestId("verify-hint");
    expect(hint.getAttribute("data-state")).toBe("check");
    expect(hint.textContent).toContain("mistyped");
    fireEvent.click(screen.getByTestId("verify-submit"));
    const status = await screen.findByTestId("verify-status");
    expect(status.getAttribute("data-status")).toBe("mistyped");
    expect(router.state.location.pathname).toBe(`/certificates/verify/${mistype(VALID)}`);
    expect(verifyCalls(fetchMock)).toHaveLength(0);
  });

  it("shows a valid certificate with its facts", async () => {
    const fetchMock = mockApi({
      ...signedOut,
      [`GET /api/certificates/verify/${VALID.replace(/-/g, "")}`]: () => ({
        status: 200,
        body: {
          status: "valid",
          code: VALID,
          certificate: { id: "c".repeat(22), recipientName: "سارة أحمد", title: { ar: "شهادة تدريب", en: "Training", fr: "Formation" }, type: "training", issuedAt: "2026-03-20", expiresAt: null, issuer: "Bitaqa Academy" },
          imageUrl: "/api/certificates/x/image.png",
          pdfUrl: "/api/certificates/x/document.pdf",
          credentialUrl: "/api/certificates/x/credential.json",
        },
      }),
    });
    renderApp(`/certificates/verify/${VALID.toLowerCase()}`);
    const status = await screen.findByTestId("verify-status");
    await waitFor(() => expect(status.getAttribute("data-status")).toBe("valid"));
    expect(screen.getByText("سارة أحمد")).toBeTruthy();
    expect(screen.getByText("Bitaqa Academy")).toBeTruthy();
    expect(screen.getByText("March 20, 2026")).toBeTruthy();
    expect(verifyCalls(fetchMock)).toHaveLength(1);
  });

  it("answers 'unknown code' for a well-formed code the server does not know", async () => {
    mockApi(signedOut);
    renderApp(`/certificates/verify/${VALID}`);
    const status = await screen.findByTestId("verify-status");
    expect(status.getAttribute("data-status")).toBe("not_found");
  });
});
