// One dignified certificate layout, A4 landscape or portrait, drawn only with the design model's
// shapes and text: a double border with corner ornaments, the title (Amiri, decorative), the
// recipient's name, the reason/course, the date, a signature line with the signer, the issuer,
// a gold seal (concentric ellipses, ribbons and text), and the QR code to the verify page with the
// printed verification code. Text that must copy out of the PDF uses Cairo/Tajawal/IBM Plex.
import { canvasFromPreset, keysBetween, type DesignInput } from "../../../shared/design/index.ts";
import type { TemplateFieldInput } from "../../../shared/api/templates.ts";

export interface Palette {
  paper: string;
  paperEdge: string;
  primary: string;
  accent: string;
  ink: string;
  muted: string;
}

export interface CertificateLayoutOptions {
  orientation: "landscape" | "portrait";
  palette: Palette;
  title: string;
  /** the line above the name, e.g. "تتشرف {{issuerName}} بمنح هذه الشهادة إلى" */
  presentation: string;
  /** the paragraph below the name, with the reason/course placeholder */
  body: string;
  /** small line above the title */
  kicker: string;
}

type Spec = { type: "text" | "image" | "shape" | "qr"; x: number; y: number; width: number; height: number; props: Record<string, unknown>; rotation?: number; opacity?: number };

const text = (x: number, y: number, width: number, height: number, props: Record<string, unknown>): Spec => ({ type: "text", x, y, width, height, props: { fontFamily: "Cairo", align: "center", direction: "rtl", ...props } });
const shape = (x: number, y: number, width: number, height: number, props: Record<string, unknown>, extra: Partial<Spec> = {}): Spec => ({ type: "shape", x, y, width, height, props, ...extra });

function frame(W: number, H: number, p: Palette): Spec[] {
  const out: Spec[] = [
    shape(28, 28, W - 56, H - 56, { fill: null, stroke: p.primary, strokeWidth: 12 }),
    shape(52, 52, W - 104, H - 104, { fill: null, stroke: p.accent, strokeWidth: 3 }),
    shape(64, 64, W - 128, H - 128, { fill: null, stroke: p.accent, strokeWidth: 1 }),
  ];
  // Corner ornaments: a diamond on the inner border's corner, a dot inside it, and two short rules.
  for (const [cx, cy, sx, sy] of [[58, 58, 1, 1], [W - 58, 58, -1, 1], [58, H - 58, 1, -1], [W - 58, H - 58, -1, -1]] as const) {
    out.push(shape(cx - 26, cy - 26, 52, 52, { fill: p.accent, stroke: p.paper, strokeWidth: 3 }, { rotation: 45 }));
    out.push(shape(cx - 8, cy - 8, 16, 16, { shape: "ellipse", fill: p.primary }));
    const len = 150;
    out.push(shape(sx > 0 ? cx + 40 : cx - 40 - len, cy + sy * 24 - 2, len, 4, { shape: "line", stroke: p.accent, strokeWidth: 3 }));
    out.push(shape(cx + sx * 24 - len / 2, (sy > 0 ? cy + 40 : cy - 40 - len) + len / 2 - 2, len, 4, { shape: "line", stroke: p.accent, strokeWidth: 3 }, { rotation: 90 }));
  }
  return out;
}

function seal(cx: number, cy: number, r: number, p: Palette): Spec[] {
  return [
    shape(cx - r * 0.55, cy + r * 0.55, r * 0.42, r * 1.05, { fill: p.primary, radius: 4 }, { rotation: 22 }),
    shape(cx + r * 0.13, cy + r * 0.55, r * 0.42, r * 1.05, { fill: p.primary, radius: 4 }, { rotation: -22 }),
    shape(cx - r, cy - r, 2 * r, 2 * r, { shape: "ellipse", fill: p.accent, stroke: p.primary, strokeWidth: 4 }),
    shape(cx - r * 0.84, cy - r * 0.84, 1.68 * r, 1.68 * r, { shape: "ellipse", fill: null, stroke: p.paper, strokeWidth: 3 }),
    shape(cx - r * 0.76, cy - r * 0.76, 1.52 * r, 1.52 * r, { shape: "ellipse", fill: null, stroke: p.paper, strokeWidth: 1 }),
    text(cx - r * 0.7, cy - r * 0.42, r * 1.4, r * 0.5, { text: "معتمدة", fontFamily: "Amiri", fontWeight: 700, fontSize: Math.round(r * 0.36), color: p.paper, verticalAlign: "middle" }),
    text(cx - r * 0.68, cy + r * 0.06, r * 1.36, r * 0.46, { text: "{{issuerName}}", fontFamily: "Tajawal", fontWeight: 700, fontSize: Math.round(r * 0.17), color: p.paper, maxLines: 2, autoShrink: true, minFontSize: 10, lineHeight: 1.2, verticalAlign: "top" }),
  ];
}

export function certificateDesign(o: CertificateLayoutOptions): DesignInput {
  const landscape = o.orientation === "landscape";
  const canvas = canvasFromPreset(landscape ? "a4-landscape" : "a4-portrait");
  const { width: W, height: H } = canvas;
  const p = o.palette;
  const cx = W / 2;
  const margin = 150;
  const textW = W - 2 * margin;
  const y = landscape
    ? { kicker: 110, title: 150, rule: 295, presentation: 330, name: 400, nameRule: 515, body: 545, date: 700, bottom: 790 }
    : { kicker: 160, title: 210, rule: 370, presentation: 440, name: 530, nameRule: 660, body: 710, date: 950, bottom: 1040 };
  const layers: Spec[] = [
    ...frame(W, H, p),
    text(margin, y.kicker, textW, 40, { text: o.kicker, fontFamily: "Tajawal", fontWeight: 500, fontSize: 28, color: p.muted }),
    text(margin, y.title, textW, 140, { text: o.title, fontFamily: "Amiri", fontWeight: 700, fontSize: landscape ? 96 : 88, color: p.primary, verticalAlign: "middle", maxLines: 1, autoShrink: true }),
    shape(cx - 220, y.rule, 180, 4, { shape: "line", stroke: p.accent, strokeWidth: 3 }),
    shape(cx - 14, y.rule - 12, 28, 28, { fill: p.accent }, { rotation: 45 }),
    shape(cx + 40, y.rule, 180, 4, { shape: "line", stroke: p.accent, strokeWidth: 3 }),
    text(margin, y.presentation, textW, 56, { text: o.presentation, fontSize: 32, color: p.ink, maxLines: 1, autoShrink: true }),
    text(margin + 50, y.name, textW - 100, 110, { text: "", field: "recipientName", fontWeight: 700, fontSize: 72, color: p.primary, maxLines: 1, autoShrink: true, minFontSize: 30, verticalAlign: "middle" }),
    shape(cx - 300, y.nameRule, 600, 4, { shape: "line", stroke: p.accent, strokeWidth: 2 }),
    text(margin + 40, y.body, textW - 80, landscape ? 140 : 220, { text: o.body, fontSize: 32, color: p.ink, lineHeight: 1.7, maxLines: landscape ? 3 : 5, autoShrink: true, minFontSize: 20 }),
    text(margin, y.date, textW, 50, { text: "حُرِّرت بتاريخ {{date}}", fontFamily: "IBM Plex Sans Arabic", fontWeight: 500, fontSize: 26, color: p.muted }),
  ];

  // Bottom band: issuer (right, the start side), seal (centre), signature (left), QR in the corner.
  const b = y.bottom;
  const colW = landscape ? 400 : 330;
  const rightX = W - margin - colW + (landscape ? 20 : 30);
  const sigX = landscape ? 330 : 120;
  layers.push(
    text(rightX, b + 40, colW, 40, { text: "الجهة المانحة", fontFamily: "Tajawal", fontSize: 24, color: p.muted }),
    text(rightX, b + 85, colW, 60, { text: "{{issuerName}}", fontFamily: "Cairo", fontWeight: 700, fontSize: 30, color: p.ink, maxLines: 2, autoShrink: true, minFontSize: 16, lineHeight: 1.3 }),
    shape(rightX + 40, b + 160, colW - 80, 3, { shape: "line", stroke: p.accent, strokeWidth: 2 }),
    { type: "image", x: sigX + 40, y: b + 10, width: colW - 80, height: 110, props: { src: "{{signature}}", fit: "contain" } },
    shape(sigX + 30, b + 125, colW - 60, 3, { shape: "line", stroke: p.ink, strokeWidth: 2 }),
    text(sigX, b + 135, colW, 44, { text: "{{signerName}}", fontWeight: 600, fontSize: 26, color: p.ink, maxLines: 1, autoShrink: true, minFontSize: 14 }),
    text(sigX, b + 178, colW, 36, { text: "{{signerTitle}}", fontFamily: "Tajawal", fontSize: 22, color: p.muted, maxLines: 1, autoShrink: true, minFontSize: 12 }),
  );
  layers.push(...seal(landscape ? cx + 10 : cx, b + (landscape ? 115 : 120), landscape ? 92 : 100, p));

  // Large enough for the signed-credential link (issue 34, QR version ≤ 20): ≥ 2.5 px a module in the PNG at the canvas size, ≥ 0.4 mm printed.
  const qr = landscape ? 250 : 230;
  const qrX = 100;
  const qrY = H - 100 - qr - 40;
  layers.push(
    { type: "qr", x: qrX, y: qrY, width: qr, height: qr, props: { content: "{{verifyUrl}}", color: p.primary, background: p.paper, margin: 1 } },
    text(qrX - 10, qrY + qr + 4, qr + 20, 26, { text: "{{certificateCode}}", fontFamily: "IBM Plex Sans Arabic", fontWeight: 600, fontSize: 15, color: p.ink, direction: "ltr" }),
    landscape
      ? text(qrX - 10, qrY - 30, qr + 20, 26, { text: "امسح الرمز للتحقق", fontFamily: "Tajawal", fontSize: 17, color: p.muted })
      : text(qrX + qr + 20, qrY + qr - 60, 420, 60, { text: "للتحقق من صحة الشهادة امسح الرمز، أو أدخل رمز التحقق في صفحة التحقق", fontFamily: "Tajawal", fontSize: 18, color: p.muted, align: "start", lineHeight: 1.4, maxLines: 2, verticalAlign: "bottom" }),
  );

  const keys = keysBetween(null, null, layers.length);
  return {
    version: 2,
    canvas,
    background: { type: "radial", cx: 0.5, cy: 0.45, radius: 1.1, stops: [{ offset: 0, color: p.paper }, { offset: 1, color: p.paperEdge }] },
    digits: "arabic",
    layers: layers.map((l, i) => ({ id: `l${i + 1}`, name: `${l.type} ${i + 1}`, index: keys[i], rotation: 0, opacity: 1, ...l })),
  } as DesignInput;
}

const L = (ar: string, en: string, fr: string) => ({ ar, en, fr });

/** The fields every seeded certificate has; `reason` is named "course" on training certificates. */
export interface ReasonField {
  name: "reason" | "course";
  label: { ar: string; en: string; fr: string };
  placeholder: { ar: string; en: string; fr: string };
}

export function certificateFields(reason: ReasonField, issuerDefault: string): TemplateFieldInput[] {
  return [
    { name: "recipientName", label: L("اسم المستلم", "Recipient name", "Nom du bénéficiaire"), type: "text", required: true, position: 0, maxLength: 120, placeholder: L("سارة أحمد العتيبي", "Sara Ahmed", "Sara Ahmed") },
    { name: reason.name, label: reason.label, type: "textarea", required: true, position: 1, maxLength: 300, placeholder: reason.placeholder },
    { name: "date", label: L("التاريخ", "Date", "Date"), type: "date", position: 2, placeholder: L("٢٠ مارس ٢٠٢٦", "20 March 2026", "20 mars 2026") },
    { name: "issuerName", label: L("الجهة المانحة", "Issuer", "Émetteur"), type: "text", position: 3, maxLength: 120, defaultValue: issuerDefault },
    { name: "signerName", label: L("اسم الموقّع", "Signed by", "Signataire"), type: "text", position: 4, maxLength: 80, placeholder: L("د. خالد السالم", "Dr. Khalid Alsalem", "Dr Khalid Alsalem") },
    { name: "signerTitle", label: L("صفة الموقّع", "Signer's title", "Fonction du signataire"), type: "text", position: 5, maxLength: 80, placeholder: L("المدير العام", "General manager", "Directeur général") },
    { name: "signature", label: L("صورة التوقيع", "Signature image", "Image de la signature"), type: "image", position: 6 },
  ];
}
