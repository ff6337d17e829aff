import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TemplateField } from "../../../shared/api/templates.ts";
import { fixtureByName } from "../../../shared/design/fixtures/index.ts";
import { previewValues } from "../../components/admin/fields/previewValues.ts";
import { mockApi, renderApp } from "../../test/renderApp.tsx";
import { adminApi } from "./adminTestApi.ts";

// happy-dom has no 2D context: record the text the shared renderer draws.
function recordingContext() {
  const texts: string[] = [];
  const noop = () => undefined;
  const ctx = new Proxy(
    { fillText: (text: string) => void texts.push(text), measureText: (s: string) => ({ width: Array.from(s).length * 10 }), createLinearGradient: () => ({ addColorStop: noop }), createRadialGradient: () => ({ addColorStop: noop }) } as Record<string | symbol, unknown>,
    { get: (target, key) => (key in target ? target[key] : noop), set: (target, key, value) => ((target[key] = value), true) },
  );
  return { ctx, texts };
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const nameField: TemplateField = {
  name: "name", label: { ar: "الاسم", en: "Name", fr: "Nom" }, type: "text", required: true, defaultValue: "",
  placeholder: { ar: "", en: "Your name", fr: "" }, options: [], position: 0, style: {},
};

describe("field editor live preview", () => {
  it("draws the design with the unsaved fields' values and follows an edited default", async () => {
    const { ctx, texts } = recordingContext();
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(ctx as never);
    Object.defineProperty(document, "fonts", { value: { load: async () => [] }, configurable: true });
    const design = fixtureByName("long-name-autoshrink").doc;
    mockApi(adminApi({
      "GET /api/admin/templates/t1": () => ({
        status: 200,
        body: {
          id: "t1", kind: "card", category: "eid", categoryId: "c1", title: { ar: "عيد", en: "Eid", fr: "" }, description: { ar: "", en: "", fr: "" },
          thumbnailUrl: "/api/admin/templates/t1/thumbnail.png?v=r1", width: 1200, height: 630, revisionId: "r1", published: true,
          createdAt: "2026-01-01T00:00:00Z", updatedAt: "2026-01-01T00:00:00Z", deletedAt: null, usage: { cards: 0, certificates: 0 }, design, fields: [nameField],
        },
      }),
    }));
    renderApp("/admin/templates/t1/fields");
    // The saved thumbnail shows until the first drawing is done.
    expect((await screen.findByTestId("fields-preview")).getAttribute("src")).toContain("/api/admin/templates/t1/thumbnail.png");
    await screen.findByTestId("fields-live-preview");
    // No default yet: the English placeholder stands in.
    await waitFor(() => expect(texts).toContain("Your name"));
    await waitFor(() => expect(screen.queryByTestId("fields-preview")).toBeNull());

    texts.length = 0;
    fireEvent.change(screen.getByTestId("field-default-0"), { target: { value: "Layla" } });
    await waitFor(() => expect(texts).toContain("Layla"));
    expect(texts).not.toContain("Your name");
    expect(screen.getByTestId("fields-unsaved")).toBeTruthy(); // nothing was saved to get there
  });
});

describe("previewValues", () => {
  it("takes the default, else the placeholder, else the label, in the language, Arabic as fallback", () => {
    const f = (extra: Partial<TemplateField>) => ({ ...nameField, placeholder: { ar: "", en: "", fr: "" }, ...extra });
    expect(previewValues([f({ defaultValue: "D" })], "en", "card")).toEqual({ name: "D" });
    expect(previewValues([f({ placeholder: { ar: "ع", en: "P", fr: "" } })], "en", "card")).toEqual({ name: "P" });
    expect(previewValues([f({ placeholder: { ar: "ع", en: "P", fr: "" } })], "fr", "card")).toEqual({ name: "ع" });
    expect(previewValues([f({})], "fr", "card")).toEqual({ name: "Nom" });
    expect(previewValues([f({ type: "color", defaultValue: "" })], "en", "card")).toEqual({ name: "" });
    expect(previewValues([f({ defaultValue: "D" })], "en", "certificate")).toMatchObject({ name: "D", certificateCode: "7KQ2M-9XD4H-RTP3C" });
  });
});
