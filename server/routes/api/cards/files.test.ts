import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { buildTemplate } from "../../../test/content-factories.ts";

let t: TestApp;
let card: { id: string; imageUrl: string; pdfUrl: string; thumbnailUrl: string };
beforeAll(async () => {
  t = await buildTestApp();
  const { id } = await buildTemplate(t.db, { kind: "card", category: "wedding" });
  const res = await t.app.inject({ method: "POST", url: "/api/cards", payload: { templateId: id, values: { name: `<script>alert("x")</script> & </svg>` } } });
  card = res.json();
});
afterAll(async () => t?.close());

describe("GET /api/cards/{id}/image.png", () => {
  it("renders the canvas width by default, cache-friendly with an ETag; versioned URLs are immutable", async () => {
    const res = await t.app.inject({ url: `/api/cards/${card.id}/image.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload.readUInt32BE(16)).toBe(1080);
    expect(res.headers["cache-control"]).not.toContain("immutable");
    expect(res.headers["content-disposition"]).toMatch(/^inline; filename="card-wedding-/);
    const again = await t.app.inject({ url: `/api/cards/${card.id}/image.png`, headers: { "if-none-match": String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
    const versioned = await t.app.inject({ url: card.thumbnailUrl });
    expect(versioned.rawPayload.readUInt32BE(16)).toBe(480);
    expect(versioned.headers["cache-control"]).toContain("immutable");
  });

  it("downloads as an attachment and refuses absurd widths", async () => {
    const res = await t.app.inject({ url: `/api/cards/${card.id}/image.png?width=300&download=1` });
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="card-wedding-[A-Za-z0-9_-]{8}\.png"; filename\*=UTF-8''/);
    expect((await t.app.inject({ url: `/api/cards/${card.id}/image.png?width=4001` })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `/api/cards/${card.id}/image.png?width=abc` })).statusCode).toBe(400);
  });

  it("answers 404 JSON for unknown cards", async () => {
    const res = await t.app.inject({ url: "/api/cards/AAAAAAAAAAAAAAAAAAAAAA/image.png" });
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toContain("application/json");
  });
});

describe("GET /api/cards/{id}/document.pdf", () => {
  it("answers a vector PDF as an attachment", async () => {
    const res = await t.app.inject({ url: card.pdfUrl });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    expect(res.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="card-wedding-[A-Za-z0-9_-]{8}\.pdf"/);
    expect(res.headers["cache-control"]).toContain("immutable");
    expect((await t.app.inject({ url: "/api/cards/AAAAAAAAAAAAAAAAAAAAAA/document.pdf" })).statusCode).toBe(404);
  });
});

describe("date fields on a card (issue 16)", () => {
  it("are drawn in the field's language and calendar, not as ISO digits", async () => {
    const fields = [
      { name: "name", type: "text" as const, label: { ar: "الاسم", en: "Name", fr: "Nom" } },
      { name: "day", type: "date" as const, label: { ar: "اليوم", en: "Day", fr: "Jour" } },
      { name: "hijri", type: "date" as const, label: { ar: "هجري", en: "Hijri", fr: "Hégire" }, style: { calendar: "islamic-umalqura" } },
    ];
    const { id } = await buildTemplate(t.db, { kind: "card", category: "wedding", fields });
    const made = await t.app.inject({ method: "POST", url: "/api/cards", payload: { templateId: id, values: { name: "سارة", day: "2026-11-24", hijri: "2026-03-20" } } });
    expect(made.statusCode).toBe(201);
    const drawn: Record<string, unknown>[] = [];
    const output = t.app.render.output.bind(t.app.render);
    t.app.render.output = (job) => {
      drawn.push({ ...job.values });
      return output(job);
    };
    try {
      expect((await t.app.inject({ url: `/api/cards/${made.json().id}/image.png?width=200` })).statusCode).toBe(200);
      expect((await t.app.inject({ url: `/api/cards/${made.json().id}/document.pdf` })).statusCode).toBe(200);
    } finally {
      t.app.render.output = output;
    }
    expect(drawn).toHaveLength(2);
    for (const values of drawn) {
      expect(values.day).toMatch(/^(24|٢٤) نوفمبر (2026|٢٠٢٦)$/);
      expect(values.hijri).toMatch(/شوال (1447|١٤٤٧)\u00A0هـ$/);
      expect(values.name).toBe("سارة");
    }
  });
});
