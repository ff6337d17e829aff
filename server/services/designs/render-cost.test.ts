// The render cost budget (issue 32, Medium 3) at every path that stores a design or values, and before
// drawing a stored one: the finding's attack (500 text layers off the canvas whose shadow, outline and
// highlight are pulled onto it) and its variants are refused 413 (translated, naming the layer) with
// nothing stored; values that make a template's text too costly are refused the same way; a design
// stored behind the API's back is refused 422 before the pool is asked and without burning CPU.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { adminCookie, signedInUser } from "../../test/factories.ts";
import { SAMPLE_FIELDS, buildTemplate } from "../../test/content-factories.ts";
import { CERT_FIELDS } from "../../routes/api/certificates/test-template.ts";
import { curvedGlyphsDesign, hugeBlurDesign, offCanvasEffectsDesign } from "../../test/costly-designs.ts";
import type { RenderJob } from "../../render/output.ts";
import { designCost } from "../../../shared/design/cost.ts";
import { designDocument, migrateDesign, type DesignInput } from "../../../shared/design/index.ts";
import { DESIGN_LIMITS } from "../../../shared/limits.ts";

let t: TestApp;
let cookie: string;
let cardTemplateId: string;
let valuesCardTemplateId: string;
let valuesCertTemplateId: string;
const rendered: RenderJob[] = [];

const count = async (table: "cards" | "certificates" | "templates" | "template_revisions") => Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
const parse = (raw: unknown) => designDocument.parse(migrateDesign(raw));

/** A template within the budget as written, whose one text layer (bound to `field`) is costly per glyph:
 * letter-spaced, so every word is a blurred draw of its own. */
function glowingFieldDesign(field: string): DesignInput {
  return {
    version: 2,
    canvas: { width: 1080, height: 1080 },
    layers: [{ id: "glow", type: "text", name: "Glowing name", x: 40, y: 40, width: 1000, height: 1000, index: "a0", props: { text: `{{${field}}}`, fontSize: 40, letterSpacing: 2, shadow: { color: "#000000", blur: 60, offsetX: 0, offsetY: 0 }, outline: { color: "#ffffff", width: 20 } } }],
  } as DesignInput;
}
const LONG = "كل عام وأنتم بخير ".repeat(12).slice(0, 200);

beforeAll(async () => {
  t = await buildTestApp();
  cookie = await adminCookie(t.db);
  cardTemplateId = (await buildTemplate(t.db, { kind: "card", fields: SAMPLE_FIELDS })).id;
  valuesCardTemplateId = (await buildTemplate(t.db, { kind: "card", fields: SAMPLE_FIELDS, design: glowingFieldDesign("message") })).id;
  valuesCertTemplateId = (await buildTemplate(t.db, { kind: "certificate", fields: CERT_FIELDS, design: glowingFieldDesign("course") })).id;
  const pool = t.app.render.pool;
  const render = pool.render.bind(pool);
  pool.render = (job: RenderJob, client?: string) => {
    rendered.push(job);
    return render(job, client);
  };
});
afterAll(async () => t?.close());

const postCard = (design: object | undefined, lang = "en", values: Record<string, string> = { name: "Sara" }, templateId = cardTemplateId) =>
  t.app.inject({ method: "POST", url: "/api/cards", payload: { templateId, values, ...(design ? { design } : {}) }, headers: { "accept-language": lang } });

describe("render cost at save", () => {
  it("the finding (500 off-canvas layers, shadow −500/blur 200, outline 100, highlight 200): 413 in ar/en/fr naming the layer; nothing stored", async () => {
    const attack = offCanvasEffectsDesign(500);
    expect(designCost(parse(attack)).units).toBeGreaterThan(DESIGN_LIMITS.renderCostMax);
    const before = await count("cards");
    const messages: Record<string, { message: string; field: string }> = {};
    for (const lang of ["en", "ar", "fr"]) {
      const res = await postCard(attack, lang);
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe("render:renderCostMax");
      const [key, field] = Object.entries(res.json().fields as Record<string, string>)[0];
      expect(key).toMatch(/^design\.layers\.\d+\.props$/);
      messages[lang] = { message: res.json().message, field };
    }
    expect(messages.en.message).toMatch(/^This design would take too long to draw \(\d+ % of what the server allows\)\. The layer “t\d+” costs the most/);
    expect(messages.en.field).toMatch(/^Layer “t\d+” costs too much to draw/);
    expect(messages.ar.message).toContain("الأعلى كلفة");
    expect(messages.fr.message).toContain("trop long à dessiner");
    expect(await count("cards")).toBe(before);
  });

  it("one layer with a huge blur, and curved text of thousands of glyphs: 413, nothing stored", async () => {
    const before = await count("cards");
    for (const design of [hugeBlurDesign(), curvedGlyphsDesign(3000)]) {
      const res = await postCard(design);
      expect(res.statusCode).toBe(413);
      expect(res.json().code).toBe("render:renderCostMax");
    }
    expect(await count("cards")).toBe(before);
  });

  it("an admin's template (new, draft and revision) over the budget: 413, no template or revision stored", async () => {
    const api = (method: "POST" | "PUT", url: string, payload: object) => t.app.inject({ method, url, payload, headers: { cookie, "accept-language": "en" } });
    const eid = (await t.db.selectFrom("categories").select("id").where("kind", "=", "card").where("slug", "=", "eid").executeTakeFirstOrThrow()).id;
    const [templates, revisions] = [await count("templates"), await count("template_revisions")];
    const created = await api("POST", "/api/admin/templates", { kind: "card", categoryId: eid, title: { ar: "هجوم" }, fields: SAMPLE_FIELDS, design: offCanvasEffectsDesign(500) });
    expect(created.statusCode).toBe(413);
    const { id, revisionId } = await buildTemplate(t.db, { kind: "card", fields: SAMPLE_FIELDS });
    const saved = await api("PUT", `/api/admin/templates/${id}/design`, { design: hugeBlurDesign(), baseRevisionId: revisionId });
    expect(saved.statusCode).toBe(413);
    expect(saved.json().message).toContain("“glow”");
    const draft = await api("PUT", `/api/admin/templates/${id}/draft`, { design: curvedGlyphsDesign(3000), baseRevisionId: revisionId });
    expect(draft.statusCode).toBe(413);
    expect([await count("templates"), await count("template_revisions")]).toEqual([templates + 1, revisions + 1]); // only buildTemplate's
    expect((await t.db.selectFrom("template_drafts").selectAll().where("template_id", "=", id).execute()).length).toBe(0);
  });

  it("values count: a template within the budget as written refuses a card or certificate whose text makes it too costly", async () => {
    const doc = parse(glowingFieldDesign("message"));
    expect(designCost(doc).units).toBeLessThan(DESIGN_LIMITS.renderCostMax);
    expect(designCost(doc, { message: LONG }).units).toBeGreaterThan(DESIGN_LIMITS.renderCostMax);
    const [cards, certificates] = [await count("cards"), await count("certificates")];
    expect((await postCard(undefined, "en", { name: "Sara", message: "عيد مبارك" }, valuesCardTemplateId)).statusCode).toBe(201);
    const long = await postCard(undefined, "fr", { name: "Sara", message: LONG }, valuesCardTemplateId);
    expect(long.statusCode).toBe(413);
    expect(long.json().message).toContain("« Glowing name »");
    const owner = await signedInUser(t.db);
    const card = await t.app.inject({ method: "POST", url: "/api/cards", payload: { templateId: valuesCardTemplateId, values: { name: "Sara" } }, headers: { cookie: owner.cookie } });
    const id = card.json().id as string;
    const put = await t.app.inject({ method: "PUT", url: `/api/cards/${id}`, payload: { values: { name: "Sara", message: LONG } }, headers: { cookie: owner.cookie } });
    expect(put.statusCode).toBe(413);
    const stored = await t.db.selectFrom("cards").select("values").where("id", "=", id).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.values).message).not.toBe(LONG);
    const cert = (course: string) => t.app.inject({ method: "POST", url: "/api/certificates", payload: { templateId: valuesCertTemplateId, values: { recipientName: "Sara", course } }, headers: { "accept-language": "ar" } });
    expect((await cert("Law")).statusCode).toBe(201);
    const refused = await cert(LONG);
    expect(refused.statusCode).toBe(413);
    expect(refused.json().code).toBe("render:renderCostMax");
    expect([await count("cards"), await count("certificates")]).toEqual([cards + 2, certificates + 1]);
  });
});

describe("render cost before drawing", () => {
  it("a hostile design stored directly is refused 422 (translated) without asking the pool or burning CPU", async () => {
    const id = (await postCard(undefined)).json().id as string;
    await t.db.updateTable("cards").set({ design: JSON.stringify(offCanvasEffectsDesign(500)) }).where("id", "=", id).execute();
    const asked = rendered.length;
    const cpu = process.cpuUsage();
    const started = performance.now();
    for (const [lang, text] of [["en", "too complex to draw"], ["ar", "معقّد"], ["fr", "trop complexe"]] as const) {
      for (const url of [`/api/cards/${id}/image.png?width=4000`, `/api/cards/${id}/document.pdf`]) {
        const res = await t.app.inject({ url, headers: { "accept-language": lang } });
        expect(res.statusCode).toBe(422);
        expect(res.json().code).toBe("render:tooCostly");
        expect(res.json().message).toContain(text);
      }
    }
    const used = process.cpuUsage(cpu);
    expect(rendered.length).toBe(asked);
    // Six answers; drawing one of them would take minutes of CPU (bench/render-cost.ts).
    expect((used.user + used.system) / 1000).toBeLessThan(1500);
    expect(performance.now() - started).toBeLessThan(3000);
  });
});
