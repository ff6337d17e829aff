import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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
const title = { ar: "عيد مبارك", en: "Eid Mubarak", fr: "Aïd Moubarak" };
const cardOf = (n: number) => {
  const id = `card${String(n).padStart(18, "0")}`;
  return {
    id, templateId: "tpl1", category: "eid", title, width: 1080, height: 1080, values: {}, createdAt: "2026-03-20T10:00:00Z", updatedAt: "2026-03-20T10:00:00Z",
    imageUrl: `/api/cards/${id}/image.png?v=1`, pdfUrl: `/api/cards/${id}/document.pdf?v=1`, thumbnailUrl: `/api/cards/${id}/image.png?width=480&v=1`,
    viewUrl: `/view/${id}`, previewUrl: `/preview/eid/tpl1/${id}`, canEdit: true, counts: { views: 7, shares: 3 },
  };
};

describe("/user/cards", () => {
  it("lists own cards with counts and pages, and deletes one after confirmation", async () => {
    let items = [cardOf(1), cardOf(2)];
    const deleted: string[] = [];
    mockApi({
      ...signedIn,
      "GET /api/user/cards": () => ({ status: 200, body: { items, total: 14 + items.length, page: 1, pageSize: 12 } }),
      [`DELETE /api/cards/${cardOf(1).id}`]: () => {
        deleted.push(cardOf(1).id);
        items = items.slice(1);
        return { status: 204 };
      },
    });
    renderApp("/user/cards", "ar");
    expect(await screen.findByRole("heading", { name: "بطاقاتي" })).toBeTruthy();
    await screen.findByTestId(`card-${cardOf(1).id}`);
    expect(screen.getByTestId(`card-${cardOf(1).id}`).textContent).toContain("7");
    expect(screen.getByTestId("page-next").getAttribute("href")).toBe("/user/cards?page=2");
    expect(screen.getByText("صفحة 1 من 2")).toBeTruthy();
    expect(screen.getAllByTestId("edit-card")[0].getAttribute("href")).toBe(`/cards/eid/tpl1?card=${cardOf(1).id}`);

    fireEvent.click(screen.getAllByTestId("delete-card")[0]);
    expect(deleted).toEqual([]);
    fireEvent.click(await screen.findByTestId("confirm-delete"));
    await waitFor(() => expect(deleted).toEqual([cardOf(1).id]));
    await waitFor(() => expect(screen.queryByTestId(`card-${cardOf(1).id}`)).toBeNull());
  });

  it("shows the empty state leading to the gallery", async () => {
    mockApi({ ...signedIn, "GET /api/user/cards": () => ({ status: 200, body: { items: [], total: 0, page: 1, pageSize: 12 } }) });
    renderApp("/user/cards", "en");
    expect(await screen.findByText("You have no cards yet.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Browse card templates" }).getAttribute("href")).toBe("/?tab=cards#cards");
  });
});
