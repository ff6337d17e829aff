// Issue 31 item 4: one language per design. The public thumbnail (galleries, the template page) draws
// the samples, defaults and dates in the design's language, whatever the viewer's: an Arabic Eid card
// seen from the English UI shows «إلى سارة أحمد», never «إلى Sara Ahmed»; an English card seen from the
// Arabic UI shows "Dear Sara Ahmed" and an English date.
import type { DesignInput } from "../../../../shared/design/schema.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../test/app.ts";
import { buildTemplate, sampleDesign } from "../../../test/content-factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const name = { name: "name", label: { ar: "الاسم", en: "Name", fr: "Nom" }, type: "text" as const, position: 0, placeholder: { ar: "سارة أحمد", en: "Sara Ahmed", fr: "Sara Ahmed" } };
const day = { name: "day", label: { ar: "اليوم", en: "Day", fr: "Jour" }, type: "date" as const, position: 1, defaultValue: "2026-11-24" };
const thumb = async (id: string, lang: string) =>
  (await t.app.inject({ url: `/api/templates/${id}/thumbnail.png?width=320`, headers: { "accept-language": lang } })).rawPayload;

/** The sample design with its two text layers saying `line` and `{{day}}`. */
function designSaying(line: string): DesignInput {
  const base = sampleDesign();
  const [a, b] = base.layers as Extract<DesignInput["layers"][number], { type: "text" }>[];
  return { ...base, layers: [{ ...a, props: { ...a.props, text: line } }, { ...b, props: { ...b.props, text: "{{day}}" } }] };
}

describe("public thumbnails draw samples in the design's language", () => {
  it("an Arabic card: the same picture in ar, en and fr (the Arabic sample name and date)", async () => {
    const { id } = await buildTemplate(t.db, { published: true, design: designSaying("إلى {{name}}"), fields: [name, day] });
    const ar = await thumb(id, "ar");
    expect(ar.length).toBeGreaterThan(100);
    expect((await thumb(id, "en")).equals(ar)).toBe(true);
    expect((await thumb(id, "fr")).equals(ar)).toBe(true);
  });

  it("an English card: the Arabic UI sees what the English UI sees (English sample and date)", async () => {
    const { id } = await buildTemplate(t.db, { published: true, design: designSaying("Dear {{name}}"), fields: [name, day] });
    const en = await thumb(id, "en");
    expect((await thumb(id, "ar")).equals(en)).toBe(true);
    // A different picture from the Arabic card's: the English date is not the Arabic one.
    const { id: arabic } = await buildTemplate(t.db, { published: true, design: designSaying("Dear {{name}}".replace("Dear", "إلى")), fields: [name, day] });
    expect((await thumb(arabic, "ar")).equals(en)).toBe(false);
  });
});
