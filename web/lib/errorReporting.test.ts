import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_REPORTS_PER_PAGE, installGlobalErrorReporting, reportClientError, resetErrorReporting } from "./errorReporting.ts";

const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
beforeEach(() => {
  resetErrorReporting();
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sentBodies = () => fetchMock.mock.calls.map((c) => JSON.parse((c as unknown as [string, RequestInit])[1].body as string));

describe("client error reports", () => {
  it("posts the SPEC §3 fields", () => {
    const err = new TypeError("boom");
    expect(reportClientError(err, "\n    at Widget")).toBe(true);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/log-client-error");
    expect(init.method).toBe("POST");
    const body = sentBodies()[0];
    expect(Object.keys(body).sort()).toEqual(["componentStack", "message", "name", "stack", "timestamp", "url", "userAgent"]);
    expect(body).toMatchObject({ message: "boom", name: "TypeError", componentStack: "\n    at Widget" });
    expect(new Date(body.timestamp).toString()).not.toBe("Invalid Date");
  });

  it("de-duplicates and caps", () => {
    const e = new Error("same");
    expect(reportClientError(e)).toBe(true);
    expect(reportClientError(e)).toBe(false);
    for (let i = 0; i < MAX_REPORTS_PER_PAGE * 2; i++) reportClientError(new Error(`e${i}`));
    expect(fetchMock).toHaveBeenCalledTimes(MAX_REPORTS_PER_PAGE);
  });

  it("listens to global errors and unhandled rejections", () => {
    const uninstall = installGlobalErrorReporting();
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("global"), message: "global" }));
    const rejection = new Event("unhandledrejection") as PromiseRejectionEvent;
    Object.defineProperty(rejection, "reason", { value: "rejected text" });
    window.dispatchEvent(rejection);
    uninstall();
    window.dispatchEvent(new ErrorEvent("error", { error: new Error("after uninstall") }));
    expect(sentBodies().map((b) => b.message)).toEqual(["global", "rejected text"]);
  });

  it("never throws when fetch fails", () => {
    fetchMock.mockImplementationOnce(() => Promise.reject(new Error("offline")));
    expect(() => reportClientError(new Error("x"))).not.toThrow();
  });
});
