// Text effects on a text layer: shadow, outline, highlight band, curved text. Each is an OPTIONAL
// object that is off when absent, so every stored v2 document parses to exactly what it was and
// draws exactly as before (no DESIGN_VERSION bump). Drawing: text-effects.ts.
import { z } from "zod";

const color = z.string().min(1).max(64);

export const textShadow = z.object({
  color: color.default("rgba(0,0,0,0.45)"),
  /** Blur radius in design pixels (canvas shadowBlur semantics, scaled with the output). */
  blur: z.number().min(0).max(200).default(8),
  offsetX: z.number().min(-500).max(500).default(4),
  offsetY: z.number().min(-500).max(500).default(4),
});

export const textOutline = z.object({
  color: color.default("#ffffff"),
  /** Visible outline width in design pixels (the stroke is twice as wide and half of it is under the fill). */
  width: z.number().min(0).max(100).default(3),
});

export const textHighlight = z.object({
  color: color.default("#fde68a"),
  /** Space around each line's ink, in design pixels. */
  padding: z.number().min(0).max(200).default(8),
  radius: z.number().min(0).max(200).default(6),
});

export const textCurve = z.object({
  /** Radius of the arc the baseline follows, in design pixels. */
  radius: z.number().min(20).max(100_000).default(400),
  /** up: an arch (∩), centre below the text; down: a smile (∪), centre above. */
  direction: z.enum(["up", "down"]).default("up"),
});

export const textEffectProps = {
  shadow: textShadow.optional(),
  outline: textOutline.optional(),
  highlight: textHighlight.optional(),
  curve: textCurve.optional(),
};

export type TextShadow = z.infer<typeof textShadow>;
export type TextOutline = z.infer<typeof textOutline>;
export type TextHighlight = z.infer<typeof textHighlight>;
export type TextCurve = z.infer<typeof textCurve>;
