import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { sampleItemAnalytics } from "../../components/analytics/analyticsTestData.ts";
import { mockApi, publicApi, renderApp, sampleUser } from "../../test/renderApp.tsx";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedIn = {
  ...publicApi,
  "GET /api/user": () => ({ status: 200, body: sampleUser("user") }),
  "GET /api/user/preferences": () => ({ status: 200, body: { theme: "light", layout: "fluid" } }),
};

describe("an item's analytics for its owner", () => {
  it("reads the certificate's analytics for the period and shows its charts and share channels", async () => {
    const fetchMock = mockApi({ ...signedIn, "GET /api/certificates/cert-1/analytics": () => ({ status: 200, body: sampleItemAnalytics() }) });
    renderApp("/user/certificates/cert-1/analytics?from=2026-11-01&to=2026-11-07", "ar");
    expect(await screen.findByRole("heading", { name: "إحصاءات الشهادة" })).toBeTruthy();
    await screen.findByTestId("analytics-body");
    const url = fetchMock.mock.calls.map(([i]) => new URL(String(i), "http://localhost")).find((u) => u.pathname === "/api/certificates/cert-1/analytics");
    expect(url?.search).toBe("?from=2026-11-01&to=2026-11-07");
    expect(screen.getByTestId("total-view-value").textContent).toBe("28");
    expect(screen.getByTestId("item-analytics-open").getAttribute("href")).toBe("/certificate/cert-1");
    expect(screen.getByTestId("time-series").querySelector("svg")?.getAttribute("data-direction")).toBe("rtl");
    fireEvent.click(screen.getByTestId("chart-share-channels-toggle"));
    const rows = [...screen.getByTestId("chart-share-channels-table").querySelectorAll("tbody tr")].map((r) => r.textContent);
    expect(rows).toEqual(["واتساب2", "نسخ الرابط1"]);
  });

  it("reads a card's analytics from the cards' endpoint", async () => {
    const fetchMock = mockApi({ ...signedIn, "GET /api/cards/card-9/analytics": () => ({ status: 200, body: sampleItemAnalytics() }) });
    renderApp("/user/cards/card-9/analytics", "en");
    await screen.findByTestId("analytics-body");
    expect(screen.getByRole("heading", { name: "Card analytics" })).toBeTruthy();
    expect(fetchMock.mock.calls.some(([i]) => String(i).startsWith("/api/cards/card-9/analytics?from="))).toBe(true);
  });

  it("shows the server's refusal (someone else's item) as an error, not as empty charts", async () => {
    mockApi({ ...signedIn, "GET /api/certificates/other/analytics": () => ({ status: 403, body: { message: "Forbidden" } }) });
    renderApp("/user/certificates/other/analytics", "en");
    await screen.findByTestId("load-error");
    expect(screen.queryByTestId("analytics-body")).toBeNull();
  });

  it("is offered on the owner's certificate list", async () => {
    mockApi({
      ...signedIn,
      "GET /api/user/certificates": () => ({
        status: 200,
        body: {
          items: [{ id: "cert-1", code: "AB12", status: "valid", recipientName: "Sara", title: { en: "Thanks" }, issuedAt: "2026-11-01T00:00:00Z", imageUrl: "/x.png", pdfUrl: "/x.pdf", stats: { views: 1, shares: 0 }, linkedIn: { name: "x", organizationName: "x", issueYear: 2026, issueMonth: 11, certUrl: "http://localhost/x", certId: "AB12", addUrl: "https://www.linkedin.com/profile/add?x=1" } }],
          total: 1, page: 1, pageSize: 12,
        },
      }),
    });
    renderApp("/user/certificates", "en");
    await waitFor(() => expect(screen.getByTestId("certificate-analytics").getAttribute("href")).toBe("/user/certificates/cert-1/analytics"));
  });
});
