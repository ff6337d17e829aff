// New layers the toolbar adds: placed in the middle of the canvas, on top, with sensible defaults
// (Arabic-first text; a field-bound layer shows the field's sample value until a value is typed).
import type { DesignDocument, Layer } from "../../shared/design/schema.ts";
import { addLayer, newId, topIndex } from "./state/ops.ts";

export type NewLayerKind = "text" | "field" | "image" | "rect" | "ellipse" | "line" | "qr";

interface NewLayerOptions {
  /** Translated default text and layer name. */
  text?: string;
  name?: string;
  field?: string;
  src?: string;
  /** QR content: `{{verifyUrl}}` on certificates, `{{shareUrl}}` on cards. */
  qrContent?: string;
  /** Natural size of an image, to keep its ratio. */
  imageSize?: { width: number; height: number };
}

export function newLayer(doc: DesignDocument, kind: NewLayerKind, opts: NewLayerOptions = {}): Layer {
  const { width: W, height: H } = doc.canvas;
  const unit = Math.min(W, H);
  const base = { id: newId(), name: opts.name ?? "", rotation: 0, opacity: 1, locked: false, hidden: false, index: topIndex(doc) };
  const centred = (width: number, height: number) => ({ x: Math.round((W - width) / 2), y: Math.round((H - height) / 2), width: Math.round(width), height: Math.round(height) });
  const fontSize = Math.max(16, Math.round(unit / 14));
  switch (kind) {
    case "text":
    case "field":
      return {
        ...base,
        type: "text",
        ...centred(W * 0.6, fontSize * 1.6),
        props: {
          text: opts.text ?? "",
          ...(kind === "field" && opts.field ? { field: opts.field } : {}),
          fontFamily: "Cairo", fontWeight: kind === "field" ? 700 : 400, fontSize, color: "#1f2937", align: "center", direction: "auto",
          lineHeight: 1.4, letterSpacing: 0, maxLines: 0, autoShrink: kind === "field", minFontSize: 8, verticalAlign: "middle",
        },
      };
    case "image": {
      const natural = opts.imageSize ?? { width: unit * 0.4, height: unit * 0.4 };
      const scale = Math.min(1, (W * 0.5) / natural.width, (H * 0.5) / natural.height);
      return { ...base, type: "image", ...centred(natural.width * scale, natural.height * scale), props: { src: opts.src ?? "", fit: "contain", radius: 0 } };
    }
    case "rect":
    case "ellipse":
      return { ...base, type: "shape", ...centred(unit * 0.3, unit * 0.3), props: { shape: kind, fill: "#c7a25a", stroke: null, strokeWidth: 0, radius: 0 } };
    case "line":
      return { ...base, type: "shape", ...centred(unit * 0.4, 4), props: { shape: "line", fill: null, stroke: "#1f2937", strokeWidth: 4, radius: 0 } };
    case "qr":
      return { ...base, type: "qr", ...centred(unit * 0.18, unit * 0.18), props: { content: opts.qrContent ?? "{{shareUrl}}", color: "#000000", background: "#ffffff", margin: 2 } };
  }
}

export function withNewLayer(doc: DesignDocument, layer: Layer): DesignDocument {
  return addLayer(doc, layer);
}

/** Reads an image file's natural size (to place it without distortion). */
export function imageFileSize(file: Blob): Promise<{ width: number; height: number } | undefined> {
  return createImageBitmap(file)
    .then((bmp) => {
      const size = { width: bmp.width, height: bmp.height };
      bmp.close();
      return size;
    })
    .catch(() => undefined);
}
