import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMPTY_SEO } from "../../../shared/api/seo.ts";
import { structuredDataProblem } from "../../components/admin/SeoForm.tsx";
import { mockApi, renderApp } from "../../test/renderApp.tsx";
import { adminApi, bodyOf, callCount } from "./adminTestApi.ts";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = "/api/admin/seo/global";

describe("structured data check", () => {
  it("accepts empty text or a JSON object only", () => {
    expect(structuredDataProblem("")).toBeNull();
    expect(structuredDataProblem('{ "@type": "Organization" }')).toBeNull();
    expect(structuredDataProblem("{ bad")).toBe("json");
    expect(structuredDataProblem("[1, 2]")).toBe("object");
    expect(structuredDataProblem("null")).toBe("object");
    expect(structuredDataProblem('"text"')).toBe("object");
  });
});

describe("SEO settings page", () => {
  it("refuses invalid structured data before sending, then sends the parsed object", async () => {
    let answer: { status: number; body: unknown } = { status: 400, body: { message: "Invalid input", fields: { structuredData: "Must be at most 20000 characters" } } };
    const fetchMock = mockApi(adminApi({
      [`GET ${PATH}`]: () => ({ status: 200, body: { ...EMPTY_SEO, title: "Bitaqa" } }),
      [`PUT ${PATH}`]: () => answer,
    }));
    renderApp("/admin/seo-settings");
    const textarea = await screen.findByTestId("seo-structured-data");
    expect((screen.getByTestId("seo-title") as HTMLInputElement).value).toBe("Bitaqa");

    fireEvent.change(textarea, { target: { value: "{ bad json" } });
    fireEvent.click(screen.getByTestId("settings-save"));
    expect((await screen.findByTestId("seo-structured-error")).textContent).toBe("This is not valid JSON");

    fireEvent.change(textarea, { target: { value: "[1, 2]" } });
    fireEvent.click(screen.getByTestId("settings-save"));
    await waitFor(() => expect(screen.getByTestId("seo-structured-error").textContent).toContain("must be a JSON object"));
    expect(callCount(fetchMock, "PUT", PATH)).toBe(0);

    fireEvent.change(textarea, { target: { value: '{ "@context": "https://schema.org", "@type": "Organization" }' } });
    fireEvent.click(screen.getByTestId("settings-save"));
    // The server's own check is shown under the same input.
    await waitFor(() => expect(screen.getByTestId("seo-structured-error").textContent).toBe("Must be at most 20000 characters"));
    expect(bodyOf(fetchMock, "PUT", PATH)).toMatchObject({ title: "Bitaqa", structuredData: { "@context": "https://schema.org", "@type": "Organization" } });

    answer = { status: 200, body: { ...EMPTY_SEO, title: "Bitaqa" } };
    fireEvent.change(textarea, { target: { value: '{ "@type": "Organization" }' } });
    fireEvent.click(screen.getByTestId("settings-save"));
    expect(await screen.findByText("Changes saved")).toBeTruthy();
    expect(bodyOf(fetchMock, "PUT", PATH, 1)).toMatchObject({ structuredData: { "@type": "Organization" } });
  });
});
