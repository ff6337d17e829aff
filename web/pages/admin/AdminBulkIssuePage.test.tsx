import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, renderApp } from "../../test/renderApp.tsx";

/** No row of these runs carries an e-mail address (the e-mail panel stays hidden). */
const NO_DELIVERIES = { counts: { queued: 0, sent: 0, failed: 0, none: 2 }, rows: [] };
import { adminApi, callCount } from "./adminTestApi.ts";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const template = { id: "t1", kind: "certificate", category: "training", categoryId: "c1", title: { ar: "دورة", en: "Training", fr: "Formation" }, description: { ar: "", en: "", fr: "" }, thumbnailUrl: "", width: 800, height: 600, revisionId: "r1", published: true, createdAt: "", updatedAt: "", deletedAt: null, usage: { cards: 0, certificates: 0 } };
const fields = [
  { name: "recipientName", label: { ar: "اسم المستلم", en: "Recipient name", fr: "Nom" }, required: true },
  { name: "course", label: { ar: "الدورة", en: "Course", fr: "Cours" }, required: false },
];
const LIMITS = { maxUploadBytes: 5 * 1024 * 1024, maxRows: 5000, previewRows: 5 };

/** A preview answer for a mapping: recipientName unmapped → a mapping error, as the server does. */
function previewFor(mapping: Record<string, string>) {
  const ok = !!mapping.recipientName;
  return {
    headers: ["الاسم", "الدورة"],
    fields,
    suggestedMapping: mapping,
    mappingErrors: ok ? {} : { recipientName: "Map a column to the required field Recipient name" },
    total: 3,
    rows: ok ? [{ recipientName: "سارة", course: "تصميم" }, { recipientName: "", course: "تصميم" }] : [],
    rowNumbers: ok ? [2, 3] : [],
    previews: ok ? ["data:image/png;base64,AAAA"] : [],
    errors: ok ? [{ row: 3, errors: { recipientName: "validation:required" }, message: "Recipient name: required" }] : [],
    errorCount: ok ? 1 : 0,
    limits: LIMITS,
  };
}

function formField(init: RequestInit, name: string): string | null {
  const v = (init.body as FormData).get(name);
  return typeof v === "string" ? v : null;
}

describe("admin bulk issuance page", () => {
  it("maps columns, previews, starts and follows the job to done", async () => {
    const previewMappings: (string | null)[] = [];
    let polls = 0;
    let startInit: RequestInit | undefined;
    const fetchMock = mockApi(adminApi({
      "GET /api/admin/templates": () => ({ status: 200, body: { items: [template], total: 1, page: 1, pageSize: 100 } }),
      "POST /api/admin/certificates/bulk/preview": (init) => {
        const raw = formField(init, "mapping");
        previewMappings.push(raw);
        expect((init.body as FormData).get("file")).toBeInstanceOf(File);
        // First call: no mapping → the server suggests one that misses the recipient column.
        return { status: 200, body: previewFor(raw ? JSON.parse(raw) : { course: "الدورة" }) };
      },
      "POST /api/admin/certificates/bulk": (init) => {
        startInit = init;
        return { status: 202, body: { jobId: "j1", total: 3, statusUrl: "/api/admin/jobs/j1", resultUrl: "/api/admin/jobs/j1/result.zip" } };
      },
      "GET /api/admin/mail/jobs/j1/deliveries": () => ({ status: 200, body: NO_DELIVERIES }),
      "GET /api/admin/jobs/j1": () => {
        polls += 1;
        const done = polls >= 3;
        return {
          status: 200,
          body: { id: "j1", type: "bulk-certificates", state: done ? "done" : "running", done: done ? 3 : 1, total: 3, issued: done ? 2 : 1, errors: [{ row: 3, errors: {}, message: "Recipient name: required" }], resultUrl: done ? "/api/admin/jobs/j1/result.zip" : null, createdAt: "", updatedAt: "" },
        };
      },
    }));
    renderApp("/admin/certificates/bulk");
    const select = await screen.findByTestId("bulk-template");
    await waitFor(() => expect(within(select).getByText("Training")).toBeTruthy());
    expect(screen.getByTestId("bulk-limits").textContent).toContain("5,000");
    fireEvent.change(select, { target: { value: "t1" } });
    const input = screen.getByTestId("bulk-file") as HTMLInputElement;
    const file = new File(["\uFEFFالاسم,الدورة\nسارة,تصميم\n"], "names.csv", { type: "text/csv" });
    Object.defineProperty(input, "files", { value: [file] });
    fireEvent.change(input);

    // Suggested mapping adopted; the unmapped required field shows the server's message and blocks start.
    const recipient = (await screen.findByTestId("bulk-map-recipientName")) as HTMLSelectElement;
    expect((screen.getByTestId("bulk-map-course") as HTMLSelectElement).value).toBe("الدورة");
    expect(screen.getByTestId("bulk-map-recipientName-error").textContent).toContain("Recipient name");
    expect((screen.getByTestId("bulk-start") as HTMLButtonElement).disabled).toBe(true);
    expect(previewMappings).toEqual([null]);

    fireEvent.change(recipient, { target: { value: "الاسم" } });
    await screen.findByTestId("bulk-preview-table");
    expect(previewMappings[1] && JSON.parse(previewMappings[1])).toEqual({ recipientName: "الاسم", course: "الدورة" });
    expect(screen.getAllByTestId("bulk-preview-image")).toHaveLength(1);
    expect(screen.getByTestId("bulk-row-errors").textContent).toContain("Recipient name: required");
    expect(screen.getByTestId("bulk-row-errors").textContent).toContain("skipped (1)");
    expect(screen.getByTestId("bulk-counts").textContent).toContain("2 valid");

    const start = screen.getByTestId("bulk-start") as HTMLButtonElement;
    await waitFor(() => expect(start.disabled).toBe(false));
    expect(start.textContent).toContain("Issue 2 certificates");
    fireEvent.click(start);

    const progress = await screen.findByTestId("bulk-progress", {}, { timeout: 3000 });
    expect(startInit && JSON.parse(formField(startInit, "mapping") ?? "{}")).toEqual({ recipientName: "الاسم", course: "الدورة" });
    expect(startInit && JSON.parse(formField(startInit, "options") ?? "{}")).toEqual({ calendar: "gregory", digits: "arab" });
    expect(startInit && formField(startInit, "templateId")).toBe("t1");
    expect(progress.getAttribute("data-state")).toBe("running");
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("33");

    await waitFor(() => expect(screen.getByTestId("bulk-progress").getAttribute("data-state")).toBe("done"), { timeout: 5000 });
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    expect(screen.getByTestId("bulk-download").getAttribute("href")).toBe("/api/admin/jobs/j1/result.zip");
    expect(screen.getByTestId("bulk-issued").textContent).toContain("Issued: 2");
    expect(screen.getByTestId("bulk-row-errors").textContent).toContain("Skipped rows (1)");
    // Polling stops once done.
    const after = callCount(fetchMock, "GET", "/api/admin/jobs/j1");
    await new Promise((r) => setTimeout(r, 1500));
    expect(callCount(fetchMock, "GET", "/api/admin/jobs/j1")).toBe(after);
  });

  it("shows the server's translated refusal of a bad file inline", async () => {
    mockApi(adminApi({
      "GET /api/admin/templates": () => ({ status: 200, body: { items: [template], total: 1, page: 1, pageSize: 100 } }),
      "POST /api/admin/certificates/bulk/preview": () => ({ status: 415, body: { message: "Only CSV and XLSX files are accepted", code: "bulk_unsupported" } }),
    }));
    renderApp("/admin/certificates/bulk");
    const select = await screen.findByTestId("bulk-template");
    await waitFor(() => expect(within(select).getByText("Training")).toBeTruthy());
    fireEvent.change(select, { target: { value: "t1" } });
    const input = screen.getByTestId("bulk-file") as HTMLInputElement;
    Object.defineProperty(input, "files", { value: [new File(["%PDF"], "x.pdf", { type: "application/pdf" })] });
    fireEvent.change(input);
    expect((await screen.findByTestId("bulk-file-error")).textContent).toBe("Only CSV and XLSX files are accepted");
    expect(screen.queryByTestId("bulk-start")).toBeNull();
  });

  it("resumes the progress view from ?job= on reload", async () => {
    mockApi(adminApi({
      "GET /api/admin/mail/jobs/j9/deliveries": () => ({ status: 200, body: NO_DELIVERIES }),
      "GET /api/admin/jobs/j9": () => ({ status: 200, body: { id: "j9", type: "bulk-certificates", state: "failed", done: 1, total: 4, issued: 1, errors: [], resultUrl: null, createdAt: "", updatedAt: "" } }),
    }));
    renderApp("/admin/certificates/bulk?job=j9");
    expect((await screen.findByTestId("bulk-progress")).getAttribute("data-state")).toBe("failed");
    expect(screen.queryByTestId("bulk-download")).toBeNull();
  });
});
