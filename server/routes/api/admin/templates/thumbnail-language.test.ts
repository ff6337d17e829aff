// Issue 21 item 12: an Arabic design's admin thumbnail (also what the editor's conflict dialog shows)
// draws its samples in Arabic whatever the admin's UI language, never "٢٠ March ٢٠٢٦".
import type { DesignInput } from "../../../../../shared/design/schema.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie } from "../../../../test/factories.ts";
import { buildTemplate, sampleDesign } from "../../../../test/content-factories.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await adminCookie(t.db);
});
afterAll(() => t.close());

const date = { name: "date", label: { ar: "التاريخ", en: "Date", fr: "Date" }, type: "date" as const, position: 0, placeholder: { ar: "٢٠ مارس ٢٠٢٦", en: "20 March 2026", fr: "20 mars 2026" } };
const thumb = async (id: string, lang: string) =>
  (await t.app.inject({ url: `/api/admin/templates/${id}/thumbnail.png?width=320`, headers: { cookie, "accept-language": lang } })).rawPayload;

describe("admin thumbnails draw samples in the design's language", () => {
  it("an Arabic-digit design: the same picture in ar, en and fr", async () => {
    const base = sampleDesign();
    const title = base.layers[0] as Extract<DesignInput["layers"][number], { type: "text" }>;
    const design: DesignInput = { ...base, digits: "arabic", layers: [{ ...title, props: { ...title.props, text: "{{date}}" } }] };
    const { id } = await buildTemplate(t.db, { design, fields: [date] });
    const ar = await thumb(id, "ar");
    expect(ar.length).toBeGreaterThan(100);
    expect((await thumb(id, "en")).equals(ar)).toBe(true);
    expect((await thumb(id, "fr")).equals(ar)).toBe(true);
  });
});
