// GET /api/cards/{id}/image.jpg (issue 31): the file "Share the card" hands to a phone's share sheet.
// A real JPEG of the card's size (lighter than the PNG on the seeded cards: e2e/phone-journey), answered to exactly whom the PNG is answered
// (anyone with the id; unknown and deleted cards 404 with nothing drawn), with the same caching, ETag
// revalidation and download analytics.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { ownedCard } from "./test-card.ts";
import { jpegSize } from "../../../test/jpeg-size.ts";

let t: TestApp;
let card: { cardId: string; owner: { cookie: string } };
let imageUrl: string;
beforeAll(async () => {
  t = await buildTestApp();
  card = await ownedCard(t);
  imageUrl = (await t.app.inject({ url: `/api/cards/${card.cardId}` })).json().imageUrl;
});
afterAll(async () => t?.close());

describe("card image.jpg", () => {
  it("is a JPEG of the card's size, cached and revalidated like the PNG", async () => {
    const png = await t.app.inject({ url: `/api/cards/${card.cardId}/image.png` });
    const jpg = await t.app.inject({ url: `/api/cards/${card.cardId}/image.jpg` });
    expect(jpg.statusCode).toBe(200);
    expect(jpg.headers["content-type"]).toBe("image/jpeg");
    const detail = (await t.app.inject({ url: `/api/cards/${card.cardId}` })).json();
    expect(jpegSize(jpg.rawPayload)).toEqual({ width: detail.width, height: detail.height });
    expect(jpg.headers["cache-control"]).toBe(png.headers["cache-control"]);
    expect(jpg.headers["content-disposition"]).toMatch(/^inline; filename="card-[a-z-]+-[A-Za-z0-9_-]{8}\.jpg"/);
    expect(jpg.headers.etag).toBeTruthy();
    expect(jpg.headers.etag).not.toBe(png.headers.etag);
    const again = await t.app.inject({ url: `/api/cards/${card.cardId}/image.jpg`, headers: { "if-none-match": String(jpg.headers.etag) } });
    expect(again.statusCode).toBe(304);
    // The versioned URL the card answer gives (?v=) is immutable for the JPEG too.
    const versioned = await t.app.inject({ url: imageUrl.replace(/\.png(?=\?|$)/, ".jpg") });
    expect(versioned.statusCode).toBe(200);
    expect(versioned.headers["cache-control"]).toContain("immutable");
    expect(versioned.rawPayload.equals(jpg.rawPayload)).toBe(true);
  });

  it("counts a download (?download=1) as the jpg channel, and a plain view not at all", async () => {
    const record = vi.spyOn(t.app.analytics, "record");
    try {
      await t.app.inject({ url: `/api/cards/${card.cardId}/image.jpg?width=480` });
      expect(record).not.toHaveBeenCalled();
      const res = await t.app.inject({ url: `/api/cards/${card.cardId}/image.jpg?width=480&download=1` });
      expect(res.headers["content-disposition"]).toMatch(/^attachment; /);
      expect(record).toHaveBeenCalledWith(expect.objectContaining({ kind: "card", itemId: card.cardId, event: "download", channel: "jpg" }));
    } finally {
      record.mockRestore();
    }
  });

  it("refuses what the PNG refuses: unknown, malformed and deleted cards, absurd widths; nothing is drawn", async () => {
    const renders = vi.spyOn(t.app.render.pool, "render");
    try {
      for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "..%2f..%2fetc", "x".repeat(22)]) {
        const res = await t.app.inject({ url: `/api/cards/${id}/image.jpg` });
        expect(res.statusCode).toBe(404);
        expect(res.headers["content-type"]).toContain("application/json");
      }
      const wide = await t.app.inject({ url: `/api/cards/${card.cardId}/image.jpg?width=99999` });
      expect(wide.statusCode).toBe(400);
      const other = await ownedCard(t);
      expect((await t.app.inject({ method: "DELETE", url: `/api/cards/${other.cardId}`, headers: { cookie: other.owner.cookie } })).statusCode).toBe(204);
      const gone = await t.app.inject({ url: `/api/cards/${other.cardId}/image.jpg` });
      expect(gone.statusCode).toBe(404);
      expect(gone.headers["content-type"]).toContain("application/json");
      expect(renders).not.toHaveBeenCalled();
    } finally {
      renders.mockRestore();
    }
  });
});
