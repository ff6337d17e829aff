import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ApiTokenView, IssuerSettingsView } from "../../../shared/api/vc.ts";
import { mockApi, renderApp } from "../../test/renderApp.tsx";
import { adminApi, bodyOf, callCount } from "./adminTestApi.ts";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PATH = "/api/admin/api-tokens";
const SECRET = "bq_S3cr3tTokenValue_only_once_0123456789";
const token = (id: string, extra: Partial<ApiTokenView> = {}): ApiTokenView => ({
  id, name: `Token ${id}`, prefix: "bq_AbCdEf", scopes: ["certificates:issue"], createdAt: "2026-01-01T00:00:00.000Z",
  createdBy: { id: "u1", name: "Sara" }, lastUsedAt: null, revokedAt: null, ...extra,
});
const issuer = (extra: Partial<IssuerSettingsView> = {}): IssuerSettingsView => ({
  didMethod: "key", cryptosuite: "eddsa-rdfc-2022", did: "did:key:z6MkExample", didKey: "did:key:z6MkExample", didWeb: "did:web:bitaqa.example", didWebAvailable: true, ...extra,
});
const page = (items: ApiTokenView[]) => ({ status: 200, body: { items, total: items.length, page: 1, pageSize: 20 } });

describe("admin API tokens page", () => {
  it("creates a token with the chosen scopes and shows its secret once", async () => {
    let items: ApiTokenView[] = [];
    const fetchMock = mockApi(adminApi({
      [`GET ${PATH}`]: () => page(items),
      [`POST ${PATH}`]: (init) => {
        const body = JSON.parse(String(init.body)) as { name: string; scopes: ApiTokenView["scopes"] };
        const created = token("t9", { name: body.name, scopes: body.scopes });
        items = [created];
        return { status: 201, body: { token: SECRET, apiToken: created } };
      },
      "GET /api/admin/issuer": () => ({ status: 200, body: issuer() }),
    }));
    renderApp("/admin/api-tokens");
    expect(await screen.findByText("No API tokens yet")).toBeTruthy();
    fireEvent.click(screen.getByTestId("api-token-create"));
    // Nothing is sent without a name.
    fireEvent.click(await screen.findByTestId("api-token-submit"));
    expect(await screen.findByText("This field is required")).toBeTruthy();
    expect(callCount(fetchMock, "POST", PATH)).toBe(0);

    fireEvent.change(screen.getByTestId("api-token-name"), { target: { value: "Registrar" } });
    fireEvent.click(screen.getByTestId("api-token-scope-credentials:issue"));
    fireEvent.click(screen.getByTestId("api-token-submit"));
    const secret = await screen.findByTestId("api-token-secret");
    expect(secret.textContent).toBe(SECRET);
    expect(screen.getByText(/will not be shown again/)).toBeTruthy();
    expect(bodyOf(fetchMock, "POST", PATH)).toEqual({ name: "Registrar", scopes: ["certificates:issue", "credentials:issue"] });
    // The list behind the dialog refreshed with the new token, without its secret.
    const row = await screen.findByTestId("api-token-t9");
    expect(row.textContent).toContain("Registrar");
    expect(row.textContent).toContain("Never used");
    expect(row.textContent).not.toContain(SECRET);

    fireEvent.click(screen.getByTestId("api-token-done"));
    await waitFor(() => expect(screen.queryByTestId("api-token-secret")).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);
    // Opening the dialog again starts a new token: the old secret is gone for good.
    fireEvent.click(screen.getByTestId("api-token-create"));
    expect(((await screen.findByTestId("api-token-name")) as HTMLInputElement).value).toBe("");
    expect(screen.queryByTestId("api-token-secret")).toBeNull();
    expect(document.body.textContent).not.toContain(SECRET);
  });

  it("revokes a token after confirmation and shows it as revoked", async () => {
    let items = [token("t1", { lastUsedAt: new Date(Date.now() - 3 * 60_000).toISOString() }), token("t2", { revokedAt: "2026-01-02T00:00:00.000Z" })];
    const fetchMock = mockApi(adminApi({
      [`GET ${PATH}`]: () => page(items),
      [`DELETE ${PATH}/t1`]: () => {
        items = items.map((i) => (i.id === "t1" ? { ...i, revokedAt: new Date().toISOString() } : i));
        return { status: 204 };
      },
      "GET /api/admin/issuer": () => ({ status: 200, body: issuer() }),
    }));
    renderApp("/admin/api-tokens");
    expect((await screen.findByTestId("api-token-status-t1")).textContent).toBe("Active");
    expect(screen.getByTestId("api-token-last-used-t1").textContent).toBe("Last used 3 minutes ago");
    expect(screen.getByTestId("api-token-status-t2").textContent).toBe("Revoked");
    expect(screen.queryByTestId("api-token-revoke-t2")).toBeNull();

    fireEvent.click(screen.getByTestId("api-token-revoke-t1"));
    const dialog = await screen.findByTestId("api-token-revoke-dialog");
    expect(within(dialog).getByText(/Token t1/)).toBeTruthy();
    expect(callCount(fetchMock, "DELETE", `${PATH}/t1`)).toBe(0);
    fireEvent.click(screen.getByTestId("api-token-revoke-confirm"));
    await waitFor(() => expect(screen.getByTestId("api-token-status-t1").textContent).toBe("Revoked"));
    expect(callCount(fetchMock, "DELETE", `${PATH}/t1`)).toBe(1);
    expect(screen.queryByTestId("api-token-revoke-t1")).toBeNull();
    expect(await screen.findByText("Token revoked")).toBeTruthy();
  });
});

describe("issuer settings", () => {
  const REFUSAL = "did:web needs an https public address";

  it("shows the current DID and the server's refusal, then saves another cryptosuite", async () => {
    let current = issuer();
    const fetchMock = mockApi(adminApi({
      [`GET ${PATH}`]: () => page([]),
      "GET /api/admin/issuer": () => ({ status: 200, body: current }),
      "PUT /api/admin/issuer": (init) => {
        const body = JSON.parse(String(init.body)) as IssuerSettingsView;
        if (body.didMethod === "web") return { status: 400, body: { message: REFUSAL, fields: { didMethod: "Invalid value" } } };
        current = { ...current, ...body };
        return { status: 200, body: current };
      },
    }));
    renderApp("/admin/api-tokens");
    expect((await screen.findByTestId("issuer-did")).textContent).toBe("did:key:z6MkExample");
    const save = screen.getByTestId("issuer-save") as HTMLButtonElement;
    expect(save.disabled).toBe(true); // nothing changed yet
    fireEvent.click(screen.getByTestId("issuer-method-web"));
    fireEvent.click(save);
    expect((await screen.findByTestId("issuer-refusal")).textContent).toBe(REFUSAL);
    expect(bodyOf(fetchMock, "PUT", "/api/admin/issuer")).toEqual({ didMethod: "web", cryptosuite: "eddsa-rdfc-2022" });
    expect(screen.getByTestId("issuer-did").textContent).toBe("did:key:z6MkExample");

    fireEvent.click(screen.getByTestId("issuer-method-key"));
    fireEvent.change(screen.getByTestId("issuer-cryptosuite"), { target: { value: "eddsa-jcs-2022" } });
    fireEvent.click(screen.getByTestId("issuer-save"));
    expect(await screen.findByText("Issuer settings saved")).toBeTruthy();
    expect(bodyOf(fetchMock, "PUT", "/api/admin/issuer", 1)).toEqual({ didMethod: "key", cryptosuite: "eddsa-jcs-2022" });
    await waitFor(() => expect((screen.getByTestId("issuer-cryptosuite") as HTMLSelectElement).value).toBe("eddsa-jcs-2022"));
    expect(screen.queryByTestId("issuer-refusal")).toBeNull();
  });

  it("disables did:web with the reason when the server cannot offer it", async () => {
    mockApi(adminApi({
      [`GET ${PATH}`]: () => page([]),
      "GET /api/admin/issuer": () => ({ status: 200, body: issuer({ didWeb: null, didWebAvailable: false }) }),
    }));
    renderApp("/admin/api-tokens");
    const web = (await screen.findByTestId("issuer-method-web")) as HTMLInputElement;
    expect(web.disabled).toBe(true);
    expect(screen.getByTestId("issuer-web-unavailable").textContent).toContain("https");
    expect(web.getAttribute("aria-describedby")).toBe("issuer-web-unavailable");
  });
});
