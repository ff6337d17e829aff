// Factories for templates (and later cards/certificates) in tests.
import type { Db } from "../db/index.ts";
import { createTemplate } from "../services/templates/save-template.ts";
import type { TemplateFieldInput, TemplateKind } from "../../shared/api/templates.ts";
import type { DesignInput } from "../../shared/design/index.ts";

export const SAMPLE_FIELDS: TemplateFieldInput[] = [
  { name: "name", label: { ar: "الاسم", en: "Name", fr: "Nom" }, type: "text", required: true, position: 0, maxLength: 80 },
  { name: "message", label: { ar: "الرسالة", en: "Message", fr: "Message" }, type: "textarea", position: 1, defaultValue: "عيد مبارك" },
];

export function sampleDesign(): DesignInput {
  return {
    version: 2,
    canvas: { width: 1080, height: 1080 },
    background: { type: "color", color: "#0f766e" },
    layers: [
      { id: "title", type: "text", name: "title", x: 90, y: 200, width: 900, height: 200, index: "a0", props: { text: "{{name}}", fontFamily: "Cairo", fontSize: 96, color: "#ffffff", align: "center" } },
      { id: "msg", type: "text", name: "message", x: 90, y: 500, width: 900, height: 300, index: "a1", props: { text: "{{message}}", fontFamily: "Amiri", fontSize: 56, color: "#fde68a", align: "center" } },
    ],
  } as DesignInput;
}

export async function buildTemplate(db: Db, opts: { kind?: TemplateKind; category?: string; published?: boolean; fields?: TemplateFieldInput[]; design?: DesignInput } = {}) {
  const kind = opts.kind ?? "card";
  const slug = opts.category ?? (kind === "card" ? "eid" : "training");
  const category = await db.selectFrom("categories").select("id").where("kind", "=", kind).where("slug", "=", slug).executeTakeFirstOrThrow();
  return createTemplate(db, {
    kind,
    categoryId: category.id,
    title: { ar: "قالب تجريبي", en: "Sample template", fr: "Modèle d'exemple" },
    design: opts.design ?? sampleDesign(),
    fields: opts.fields ?? SAMPLE_FIELDS,
    published: opts.published,
  });
}
