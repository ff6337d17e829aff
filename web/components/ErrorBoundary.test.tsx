import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { initI18n } from "../lib/i18n.ts";
import { resetErrorReporting } from "../lib/errorReporting.ts";
import { ErrorBoundary } from "./ErrorBoundary.tsx";

let shouldThrow = true;
function Bomb() {
  if (shouldThrow) throw new Error("render exploded");
  return <p>recovered</p>;
}

const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
beforeEach(() => {
  initI18n("en");
  resetErrorReporting();
  fetchMock.mockClear();
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ErrorBoundary", () => {
  it("shows three ways out, reports the error, and can reset the component", () => {
    shouldThrow = true;
    render(
      <ErrorBoundary>
        <Bomb />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Something went wrong")).toBeTruthy();
    expect(screen.getByTestId("error-retry").textContent).toContain("Reload component");
    expect(screen.getByTestId("error-reload").textContent).toContain("Reload page");
    expect(screen.getByTestId("error-home").textContent).toContain("Return home");

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/log-client-error");
    const report = JSON.parse(String(init.body));
    expect(report.message).toBe("render exploded");
    expect(report.componentStack).toContain("Bomb");

    shouldThrow = false;
    fireEvent.click(screen.getByTestId("error-retry"));
    expect(screen.getByText("recovered")).toBeTruthy();
  });
});
