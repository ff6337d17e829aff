import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { zeroCounts } from "../../../shared/api/analytics.ts";
import { sampleAdminAnalytics } from "../../components/analytics/analyticsTestData.ts";
import { BOM } from "../../lib/analytics/csv.ts";
import { mockApi, renderApp } from "../../test/renderApp.tsx";
import { adminApi, callCount } from "./adminTestApi.ts";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const page = (items: unknown[] = []) => ({ status: 200, body: { items, total: items.length, page: 1, pageSize: 100 } });
const lists = {
  "GET /api/admin/templates": () => page([{ id: "t1", kind: "certificate", title: { ar: "شهادة تقدير", en: "Appreciation", fr: "" } }]),
  "GET /api/admin/categories": () => page(),
};
const analyticsCalls = (fetchMock: { mock: { calls: unknown[][] } }) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), "http://localhost")).filter((u) => u.pathname === "/api/admin/analytics");

/** The CSV handed to the browser's download: the Blob given to URL.createObjectURL. */
const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => Object.assign(URL, { createObjectURL, revokeObjectURL }));
function captureDownloads() {
  const blobs: Blob[] = [];
  Object.assign(URL, { createObjectURL: (b: Blob) => (blobs.push(b), "blob:csv"), revokeObjectURL: () => {} });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => {});
  return blobs;
}

describe("/admin/analytics", () => {
  it("asks for the period and shows totals, the chart, the funnel, the groups and the top items with links", async () => {
    const fetchMock = mockApi(adminApi({ ...lists, "GET /api/admin/analytics": () => ({ status: 200, body: sampleAdminAnalytics() }) }));
    renderApp("/admin/analytics?range=7", "en");
    expect(await screen.findByRole("heading", { name: "Analytics" })).toBeTruthy();
    await screen.findByTestId("analytics-body");
    const [url] = analyticsCalls(fetchMock);
    expect(url.searchParams.get("to")).toBe(new Date().toISOString().slice(0, 10));
    expect(url.searchParams.get("from")).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByTestId("total-view-value").textContent).toBe("28");
    expect(screen.getByTestId("time-series").querySelector("svg[role=img]")?.getAttribute("aria-label")).toContain("Views");
    expect(within(screen.getByTestId("chart-funnel")).getByText("75% of issued")).toBeTruthy();
    expect(within(screen.getByTestId("chart-by-template")).getByText("Appreciation")).toBeTruthy();
    const top = within(screen.getByTestId("chart-top-items-table"));
    expect(top.getByText("سارة أحمد").closest("a")?.getAttribute("href")).toBe("/certificate/cert-1");
    expect(top.getAllByTestId("top-item-analytics")[1].getAttribute("href")).toBe("/user/cards/card-1/analytics");
  });

  it("shows every chart as a table with a caption, and groups the table by week", async () => {
    mockApi(adminApi({ ...lists, "GET /api/admin/analytics": () => ({ status: 200, body: sampleAdminAnalytics() }) }));
    renderApp("/admin/analytics?from=2026-11-01&to=2026-11-07", "en");
    fireEvent.click(await screen.findByTestId("chart-over-time-toggle"));
    const table = screen.getByTestId("chart-over-time-table");
    expect(table.querySelector("caption")?.textContent).toBe("Events over time (Nov 1, 2026 – Nov 7, 2026)");
    const rows = table.querySelectorAll("tbody tr");
    expect(rows).toHaveLength(7);
    expect(rows[3].querySelector("th")?.textContent).toBe("Nov 4, 2026");
    expect(rows[3].querySelector('[data-column="view"]')?.textContent).toBe("4");
    expect(rows[3].querySelector('[data-column="verify"]')?.textContent).toBe("2");
    expect(screen.getByTestId("chart-over-time-toggle").textContent).toBe("Show as chart");

    fireEvent.click(screen.getByTestId("interval-week"));
    // English weeks start on Sunday: Nov 1 (Sunday) – Nov 7 is one week.
    await waitFor(() => expect(screen.getByTestId("chart-over-time-table").querySelectorAll("tbody tr")).toHaveLength(1));
    expect(screen.getByTestId("chart-over-time-table").querySelector('[data-column="view"]')?.textContent).toBe("28");
  });

  it("exports a chart's numbers as CSV with a BOM and Arabic headers", async () => {
    mockApi(adminApi({ ...lists, "GET /api/admin/analytics": () => ({ status: 200, body: sampleAdminAnalytics() }) }));
    const blobs = captureDownloads();
    renderApp("/admin/analytics?from=2026-11-01&to=2026-11-07", "ar");
    fireEvent.click(await screen.findByTestId("chart-top-items-csv"));
    expect(blobs).toHaveLength(1);
    const text = new TextDecoder().decode(await blobs[0].arrayBuffer());
    expect(new Uint8Array(await blobs[0].arrayBuffer()).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    const [header, first] = text.replace(BOM, "").split("\r\n");
    expect(header).toBe("الاسم,النوع,المشاهدات,المشاركات,عمليات التحقق,التنزيلات,الإحصاءات");
    expect(first).toBe(`سارة أحمد,شهادة,17,2,2,0,${window.location.origin}/user/certificates/cert-1/analytics`);
  });

  it("passes the kind and template filters to the server", async () => {
    const fetchMock = mockApi(adminApi({ ...lists, "GET /api/admin/analytics": () => ({ status: 200, body: sampleAdminAnalytics() }) }));
    renderApp("/admin/analytics", "en");
    await screen.findByTestId("analytics-body");
    fireEvent.change(screen.getByTestId("filter-kind"), { target: { value: "certificate" } });
    await waitFor(() => expect(analyticsCalls(fetchMock).at(-1)?.searchParams.get("kind")).toBe("certificate"));
    await screen.findByRole("option", { name: "Appreciation" });
    fireEvent.change(screen.getByTestId("filter-template"), { target: { value: "t1" } });
    await waitFor(() => expect(analyticsCalls(fetchMock).at(-1)?.searchParams.get("templateId")).toBe("t1"));
  });

  it("refuses a reversed period without asking the server", async () => {
    const fetchMock = mockApi(adminApi({ ...lists, "GET /api/admin/analytics": () => ({ status: 200, body: sampleAdminAnalytics() }) }));
    renderApp("/admin/analytics?from=2026-11-07&to=2026-11-01", "fr");
    expect((await screen.findByTestId("range-invalid")).textContent).toContain("400");
    expect(callCount(fetchMock, "GET", "/api/admin/analytics")).toBe(0);
  });

  it("says when nothing happened, and offers to retry a failed load", async () => {
    const empty = sampleAdminAnalytics({ totals: zeroCounts(), funnel: { issued: 0, opened: 0, shared: 0, linkedinOrWallet: 0, verified: 0 } });
    let fail = true;
    mockApi(adminApi({ ...lists, "GET /api/admin/analytics": () => (fail ? { status: 500, body: { message: "down" } } : { status: 200, body: empty }) }));
    renderApp("/admin/analytics", "ar");
    await screen.findByTestId("load-error");
    fail = false;
    fireEvent.click(within(screen.getByTestId("load-error")).getByRole("button"));
    expect((await screen.findByTestId("analytics-empty")).textContent).toContain("لا أحداث في هذه الفترة بعد.");
  });

  it("is linked from the admin navigation and the dashboard", async () => {
    mockApi(adminApi({ "GET /api/admin/stats": () => ({ status: 200, body: { users: 1, templates: 0, categories: 0, certificates: 0, cards: 0, recentActivity: [], upcomingExpiries: [] } }) }));
    renderApp("/admin/dashboard", "en");
    expect((await screen.findByTestId("quick-analytics")).getAttribute("href")).toBe("/admin/analytics");
    expect(screen.getByTestId("admin-nav-analytics").getAttribute("href")).toBe("/admin/analytics");
  });
});
