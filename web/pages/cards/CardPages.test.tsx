import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { mockApi, publicApi, renderApp } from "../../test/renderApp.tsx";
import { CARD_VIEW_SIZES, CARD_VIEW_WIDTHS, webpUrl, widthSrcSet } from "../../../shared/api/preview-images.ts";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const signedOut = { ...publicApi, "GET /api/user": () => ({ status: 401, body: { message: "no" } }) };
const title = { ar: "عيد مبارك", en: "Eid Mubarak", fr: "Aïd Moubarak" };
const summary = { id: "tpl1", kind: "card", category: "eid", title, description: title, thumbnailUrl: "/api/templates/tpl1/thumbnail.png?v=r1", width: 1080, height: 1350 };
const detail = {
  ...summary,
  revisionId: "r1",
  design: { version: 2, canvas: { width: 1080, height: 1350 }, background: { type: "color", color: "#0f5132" }, digits: "arabic", layers: [] },
  fields: [
    { name: "name", label: { ar: "الاسم", en: "Name", fr: "Nom" }, type: "text", required: true, defaultValue: "", placeholder: { ar: "", en: "", fr: "" }, options: [], position: 0, style: {} },
  ],
};
const card = {
  id: "C".repeat(22), templateId: "tpl1", category: "eid", title, width: 1080, height: 1350, values: { name: "سارة" }, fields: detail.fields,
  createdAt: "2026-03-20T10:00:00Z", updatedAt: "2026-03-20T10:00:00Z",
  imageUrl: `/api/cards/${"C".repeat(22)}/image.png?v=x`, pdfUrl: `/api/cards/${"C".repeat(22)}/document.pdf?v=x`, thumbnailUrl: `/api/cards/${"C".repeat(22)}/image.png?width=480&v=x`,
  viewUrl: `/view/${"C".repeat(22)}`, previewUrl: `/preview/eid/tpl1/${"C".repeat(22)}`, canEdit: false,
};

describe("home gallery", () => {
  it("?category=eid lists that category's templates with lazy, sized, srcset thumbnails", async () => {
    const fetchMock = mockApi({ ...signedOut, "GET /api/templates": () => ({ status: 200, body: [summary] }) });
    renderApp("/?category=eid");
    const link = await screen.findByTestId("template-tpl1");
    expect(link.getAttribute("href")).toBe("/cards/eid/tpl1");
    const img = link.querySelector("img")!;
    expect(img.getAttribute("loading")).toBe("lazy");
    expect(img.getAttribute("decoding")).toBe("async");
    expect(img.getAttribute("width")).toBe("320");
    expect(img.getAttribute("height")).toBe("400");
    expect(img.getAttribute("srcset")).toBe(
      "/api/templates/tpl1/thumbnail.png?v=r1&lang=en&width=320 320w, /api/templates/tpl1/thumbnail.png?v=r1&lang=en&width=480 480w, /api/templates/tpl1/thumbnail.png?v=r1&lang=en&width=720 720w",
    );
    expect(img.getAttribute("alt")).toBe("Eid Mubarak");
    // WebP first (issue 13), the PNG stays the fallback.
    const webp = link.querySelector("picture > source")!;
    expect(webp.getAttribute("type")).toBe("image/webp");
    expect(webp.getAttribute("srcset")).toBe(img.getAttribute("srcset")!.replace(/thumbnail\.png/g, "thumbnail.webp"));
    const asked = fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith("/api/templates"));
    expect(asked).toContain("/api/templates?kind=card&category=eid");
  });

  it("shows an empty state when a category has no templates", async () => {
    mockApi({ ...signedOut, "GET /api/templates": () => ({ status: 200, body: [] }) });
    renderApp("/?tab=certificates&type=training");
    expect(await screen.findByTestId("gallery-empty")).toBeTruthy();
    expect(screen.getByTestId("home-verify")).toBeTruthy();
  });
});

describe("card pages", () => {
  it("an unknown template shows the 404 page", async () => {
    mockApi({ ...signedOut, "GET /api/templates/nope": () => ({ status: 404, body: { message: "not found" } }) });
    renderApp("/cards/eid/nope");
    expect(await screen.findByTestId("not-found")).toBeTruthy();
  });

  it("creates the card and opens its preview", async () => {
    let posted: unknown = null;
    mockApi({
      ...signedOut,
      "GET /api/templates/tpl1": () => ({ status: 200, body: detail }),
      "POST /api/cards": (init) => {
        posted = JSON.parse(String(init.body));
        return { status: 201, body: card };
      },
      [`GET /api/cards/${card.id}`]: () => ({ status: 200, body: card }),
    });
    const { router, container } = renderApp("/cards/eid/tpl1");
    await screen.findByTestId("card-form");
    fireEvent.change(container.querySelector("[name=name]")!, { target: { value: "سارة" } });
    fireEvent.click(screen.getByTestId("card-submit"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/preview/eid/tpl1/${card.id}`));
    expect(posted).toEqual({ templateId: "tpl1", values: { name: "سارة" } });
    expect((await screen.findByTestId("download-png")).getAttribute("href")).toBe(`${card.imageUrl.split("?")[0]}?v=x&download=1`);
    expect(screen.getByTestId("download-pdf").getAttribute("href")).toBe(`${card.pdfUrl.split("?")[0]}?v=x&download=1`);
    expect(screen.getByTestId("edit-card").getAttribute("href")).toBe(`/cards/eid/tpl1?card=${card.id}`);
  });

  it("the recipient view sizes the card before it loads and asks for the WebP srcset the server preloads", async () => {
    // Another card: views are recorded once per card and page load (the next test counts them).
    const other = { ...card, id: "D".repeat(22), imageUrl: `/api/cards/${"D".repeat(22)}/image.png?v=y` };
    mockApi({ ...signedOut, [`GET /api/cards/${other.id}`]: () => ({ status: 200, body: other }), [`POST /api/cards/${other.id}/view`]: () => ({ status: 204 }) });
    renderApp(`/view/${other.id}`);
    const img = (await screen.findByTestId("card-image")) as HTMLImageElement;
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["1080", "1350"]);
    expect(img.style.aspectRatio).toBe("1080 / 1350");
    expect(img.getAttribute("fetchpriority")).toBe("high");
    const source = img.parentElement!.querySelector("source")!;
    expect(source.getAttribute("type")).toBe("image/webp");
    // server/web/meta/cards.ts preloads exactly this (same builder, same API imageUrl).
    expect(source.getAttribute("srcset")).toBe(widthSrcSet(webpUrl(other.imageUrl), CARD_VIEW_WIDTHS));
    expect(source.getAttribute("sizes")).toBe(CARD_VIEW_SIZES);
  });

  it("the recipient view posts /view once per page load", async () => {
    const fetchMock = mockApi({
      ...signedOut,
      [`GET /api/cards/${card.id}`]: () => ({ status: 200, body: card }),
      [`POST /api/cards/${card.id}/view`]: () => ({ status: 204 }),
    });
    const first = renderApp(`/view/${card.id}`);
    expect(await screen.findByTestId("card-view")).toBeTruthy();
    expect(screen.getByTestId("make-your-own").getAttribute("href")).toBe("/cards/eid/tpl1");
    first.unmount();
    renderApp(`/view/${card.id}`);
    await screen.findByTestId("card-view");
    await new Promise((r) => setTimeout(r, 50));
    expect(fetchMock.mock.calls.filter(([u, init]) => String(u).endsWith("/view") && init?.method === "POST")).toHaveLength(1);
  });
});
