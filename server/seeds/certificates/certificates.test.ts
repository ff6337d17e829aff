import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { seedTemplates } from "../templates.ts";
import { CERTIFICATE_TEMPLATES } from "./index.ts";
import { CERTIFICATE_TYPES } from "../../../shared/limits.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedTemplates(t.db, CERTIFICATE_TEMPLATES);
});
afterAll(async () => t?.close());

describe("seeded certificate templates", () => {
  it("publishes at least two A4 templates per certificate type, each with the certificate fields", async () => {
    const list = (await t.app.inject({ url: "/api/templates?kind=certificate" })).json() as { id: string; category: string; width: number; height: number }[];
    for (const type of CERTIFICATE_TYPES) expect(list.filter((x) => x.category === type).length).toBeGreaterThanOrEqual(2);
    for (const item of list) {
      expect([`${item.width}x${item.height}`]).toContain(item.width > item.height ? "1600x1131" : "1131x1600");
      const detail = (await t.app.inject({ url: `/api/templates/${item.id}` })).json();
      const names = detail.fields.map((f: { name: string }) => f.name);
      expect(names).toEqual(expect.arrayContaining(["recipientName", "date", "issuerName", "signerName"]));
      expect(names.some((n: string) => n === "reason" || n === "course")).toBe(true);
      const layers = detail.design.layers as { type: string; props: Record<string, unknown> }[];
      expect(layers.some((l) => l.type === "qr" && l.props.content === "{{verifyUrl}}")).toBe(true);
      expect(layers.some((l) => l.type === "text" && String(l.props.text).includes("{{certificateCode}}"))).toBe(true);
      expect(layers.some((l) => l.type === "text" && l.props.field === "recipientName")).toBe(true);
    }
  });

  it("each one issues and renders to PNG and PDF", async () => {
    const list = (await t.app.inject({ url: "/api/templates?kind=certificate" })).json() as { id: string }[];
    for (const { id } of list) {
      const detail = (await t.app.inject({ url: `/api/templates/${id}` })).json();
      const reason = detail.fields.find((f: { name: string }) => f.name === "reason" || f.name === "course").name;
      const res = await t.app.inject({ method: "POST", url: "/api/certificates", payload: { templateId: id, values: { recipientName: "ليلى خالد", [reason]: "التميّز", date: "2026-01-15" } } });
      expect(res.statusCode).toBe(201);
      const cert = res.json();
      const png = await t.app.inject({ url: `/api/certificates/${cert.id}/image.png?width=400` });
      expect(png.statusCode).toBe(200);
      expect(png.rawPayload.readUInt32BE(16)).toBe(400);
      const pdf = await t.app.inject({ url: `/api/certificates/${cert.id}/document.pdf` });
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
      // A4 in points, landscape or portrait.
      expect(pdf.rawPayload.toString("latin1")).toMatch(/MediaBox \[0 0 (841\.8\d* 595\.2\d*|595\.2\d* 841\.8\d*)\]/);
    }
  }, 60_000);
});
