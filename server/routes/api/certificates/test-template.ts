// A small certificate template for tests (a few layers: fast to render), with the fields every
// certificate template has and the reserved values (code, QR to the verify URL, issue date).
import type { Db } from "../../../db/index.ts";
import { buildTemplate } from "../../../test/content-factories.ts";
import type { TemplateFieldInput } from "../../../../shared/api/templates.ts";
import type { DesignInput } from "../../../../shared/design/index.ts";

export const CERT_FIELDS: TemplateFieldInput[] = [
  { name: "recipientName", label: { ar: "اسم المستلم", en: "Recipient name", fr: "Nom du bénéficiaire" }, type: "text", required: true, position: 0, maxLength: 120 },
  { name: "course", label: { ar: "الدورة", en: "Course", fr: "Formation" }, type: "text", required: true, position: 1 },
  { name: "date", label: { ar: "التاريخ", en: "Date", fr: "Date" }, type: "date", position: 2 },
  { name: "issuerName", label: { ar: "الجهة المانحة", en: "Issuer", fr: "Émetteur" }, type: "text", position: 3 },
];

export function certDesign(): DesignInput {
  return {
    version: 2,
    canvas: { width: 800, height: 566 },
    background: { type: "color", color: "#fffaf0" },
    digits: "arabic",
    layers: [
      { id: "name", type: "text", x: 40, y: 80, width: 720, height: 80, index: "a0", props: { text: "{{recipientName}}", fontFamily: "Cairo", fontSize: 48, align: "center" } },
      { id: "course", type: "text", x: 40, y: 180, width: 720, height: 60, index: "a1", props: { text: "{{course}} — {{date}}", fontFamily: "Cairo", fontSize: 28, align: "center" } },
      { id: "qr", type: "qr", x: 40, y: 400, width: 120, height: 120, index: "a2", props: { content: "{{verifyUrl}}" } },
      { id: "code", type: "text", x: 180, y: 460, width: 400, height: 40, index: "a3", props: { text: "{{certificateCode}}", fontFamily: "Cairo", fontSize: 20 } },
    ],
  } as DesignInput;
}

export async function buildCertificateTemplate(db: Db, opts: { published?: boolean; category?: string } = {}) {
  return buildTemplate(db, { kind: "certificate", category: opts.category ?? "training", fields: CERT_FIELDS, design: certDesign(), published: opts.published });
}
