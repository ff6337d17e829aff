// The design document: one versioned JSON shape shared by the editor, the preview and the server renderer.
// Older documents are migrated on read (see migrations.ts); this file describes only the CURRENT version.
import { z } from "zod";
import { IMAGE_MASKS, imageCrop, imageFilters } from "./image-effects-schema.ts";
import { fontFamilyName } from "./font-family-name.ts";
import { isPathData } from "./elements/path-data.ts";
import { textEffectProps } from "./text-effects-schema.ts";

export const DESIGN_VERSION = 2;

const color = z.string().min(1).max(64);
const finite = z.number().finite();
/** Fractional index key (base-62 digits, see fractional-index.ts); compared as plain strings. */
export const indexKey = z.string().regex(/^[0-9A-Za-z]+$/).max(64);

export const gradientStop = z.object({ offset: z.number().min(0).max(1), color });
export const background = z.discriminatedUnion("type", [
  z.object({ type: z.literal("color"), color }),
  z.object({
    type: z.literal("linear"),
    /** Degrees, CSS style: 0 = bottom→top, 90 = left→right. */
    angle: finite,
    stops: z.array(gradientStop).min(2).max(16),
  }),
  z.object({
    type: z.literal("radial"),
    /** Centre as fractions of the canvas; radius as a fraction of the canvas diagonal / 2. */
    cx: z.number().min(0).max(1).default(0.5),
    cy: z.number().min(0).max(1).default(0.5),
    radius: z.number().positive().max(4).default(1),
    stops: z.array(gradientStop).min(2).max(16),
  }),
  z.object({ type: z.literal("image"), src: z.string().min(1).max(2_000_000), fit: z.enum(["cover", "contain", "fill"]).default("cover"), color: color.optional() }),
]);

export const textProps = z.object({
  /** Literal text; may contain `{{fieldName}}` placeholders (write `\{{` for literal braces). */
  text: z.string().max(5000).default(""),
  /** Whole-layer binding to a template field: when set, the field's value replaces `text` (which stays as the fallback). */
  field: z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/).max(64).optional(),
  /** A bundled family (fonts.ts) or an uploaded brand font; the server checks that it exists when a design is saved. */
  fontFamily: fontFamilyName.default("Cairo"),
  fontWeight: z.number().int().min(100).max(900).default(400),
  fontSize: z.number().positive().max(1000).default(32),
  color: color.default("#111111"),
  align: z.enum(["start", "center", "end", "justify"]).default("start"),
  direction: z.enum(["auto", "rtl", "ltr"]).default("auto"),
  /** Multiple of the font size. */
  lineHeight: z.number().min(0.5).max(4).default(1.4),
  /** Pixels between letters; ignored for Arabic words (spacing would break letter joining). */
  letterSpacing: finite.min(-20).max(100).default(0),
  /** 0 = unlimited. */
  maxLines: z.number().int().min(0).max(500).default(0),
  autoShrink: z.boolean().default(false),
  minFontSize: z.number().positive().max(1000).default(8),
  verticalAlign: z.enum(["top", "middle", "bottom"]).default("top"),
  /** shadow, outline, highlight, curve: optional, off when absent (text-effects-schema.ts). */
  ...textEffectProps,
});

export const imageProps = z.object({
  /** URL, data: URL or a `{{field}}` placeholder for an image field. */
  src: z.string().max(2_000_000).default(""),
  fit: z.enum(["cover", "contain", "fill"]).default("cover"),
  radius: z.number().min(0).max(10_000).default(0),
  // Image effects (issue 24 §3): all optional, absent = off, so stored v2 documents parse and draw as before.
  /** Non-destructive crop: the part of the source image shown, as fractions of its width and height. */
  crop: imageCrop.optional(),
  flipX: z.boolean().optional(),
  flipY: z.boolean().optional(),
  filters: imageFilters.optional(),
  /** Outline the image is clipped to; "rect" uses `radius` for its corners. Absent = "rect". */
  mask: z.enum(IMAGE_MASKS).optional(),
});

/** A vector element's own copy of its drawing (so a design never changes when the library does): paths in
 * viewBox units, each filling and/or stroking with one of the element's colour slots (index into `colors`). */
export const elementPath = z.object({
  d: z.string().min(1).max(10_000).refine(isPathData, "invalid path data"),
  fill: z.number().int().min(0).max(15).nullable().default(null),
  stroke: z.number().int().min(0).max(15).nullable().default(null),
  strokeWidth: z.number().min(0).max(1000).default(0),
  evenOdd: z.boolean().default(false),
});
// Bounded per element (≈ 10× the largest library element) so a remixed design cannot make the renderer parse megabytes of paths.
export const elementDrawing = z.object({
  /** Library id it came from (informative only: drawing uses the paths below). */
  source: z.string().max(80).optional(),
  viewBox: z.object({ width: z.number().positive().max(100_000), height: z.number().positive().max(100_000) }),
  colors: z.array(color).min(1).max(16),
  paths: z.array(elementPath).min(1).max(64),
}).refine((e) => e.paths.reduce((n, p) => n + p.d.length, 0) <= 40_000, "element too large");

export const shapeProps = z.object({
  /** "element": a vector element from the library, drawn from `element` (rect/ellipse/line ignore it). */
  shape: z.enum(["rect", "ellipse", "line", "element"]).default("rect"),
  fill: color.nullable().default("#dddddd"),
  stroke: color.nullable().default(null),
  strokeWidth: z.number().min(0).max(500).default(0),
  radius: z.number().min(0).max(10_000).default(0),
  element: elementDrawing.optional(),
});

export const qrProps = z.object({
  /** What the code encodes, normally `{{verifyUrl}}` / `{{shareUrl}}`. */
  content: z.string().min(1).max(2000).default("{{verifyUrl}}"),
  color: color.default("#000000"),
  background: color.nullable().default("#ffffff"),
  /** Quiet zone in modules. */
  margin: z.number().int().min(0).max(8).default(2),
});

/** Entrance/exit kinds (animation.ts): "draw" is for shapes and ornaments, "words" for text; elsewhere they play as "fade". */
export const ANIMATION_KINDS = ["fade", "rise", "slide", "zoom", "pop", "draw", "words"] as const;
/** Where a "slide" comes from (enter) or goes to (exit). */
export const SLIDE_DIRECTIONS = ["left", "right", "up", "down"] as const;
export const EMPHASIS_KINDS = ["glow", "pulse"] as const;
export const layerMotion = z.object({
  kind: z.enum(ANIMATION_KINDS),
  /** Seconds: an entrance starts this long after the start; an exit ends this long before the end. */
  delay: z.number().min(0).max(15).default(0),
  duration: z.number().min(0.1).max(15).default(1),
  direction: z.enum(SLIDE_DIRECTIONS).optional(),
});
export const layerAnimation = z.object({
  enter: layerMotion.optional(),
  exit: layerMotion.optional(),
  /** A soft glow or pulse between the entrance and the exit, back to rest at both ends. */
  emphasis: z.object({ kind: z.enum(EMPHASIS_KINDS), color: color.optional() }).optional(),
});

const layerBase = {
  id: z.string().min(1).max(64),
  name: z.string().max(100).default(""),
  x: finite,
  y: finite,
  width: z.number().min(0).max(100_000),
  height: z.number().min(0).max(100_000),
  /** Degrees, clockwise, around the layer's centre. */
  rotation: finite.default(0),
  opacity: z.number().min(0).max(1).default(1),
  locked: z.boolean().default(false),
  hidden: z.boolean().default(false),
  index: indexKey,
  /** Layers sharing a groupId move, resize and rotate together in the editor (flat records, no nesting). */
  groupId: z.string().min(1).max(64).optional(),
  /** Absent = the layer stands still (animation.ts draws a frame at a time t). */
  animation: layerAnimation.optional(),
};

export const layer = z.discriminatedUnion("type", [
  z.object({ ...layerBase, type: z.literal("text"), props: textProps }),
  z.object({ ...layerBase, type: z.literal("image"), props: imageProps }),
  z.object({ ...layerBase, type: z.literal("shape"), props: shapeProps }),
  z.object({ ...layerBase, type: z.literal("qr"), props: qrProps }),
]);

export const canvasSize = z.object({
  preset: z.string().max(40).optional(),
  width: z.number().int().min(16).max(10_000),
  height: z.number().int().min(16).max(10_000),
  /** Physical page for PDF output, in points (1/72 in). Defaults to 96-dpi pixels → points. */
  page: z.object({ width: z.number().positive().max(14_400), height: z.number().positive().max(14_400) }).optional(),
});

export const designDocument = z.object({
  version: z.literal(DESIGN_VERSION),
  canvas: canvasSize,
  background: background.default({ type: "color", color: "#ffffff" }),
  /** Digits used when drawing text: Latin 0-9 or Arabic-Indic ٠-٩. */
  digits: z.enum(["latin", "arabic"]).default("latin"),
  layers: z.array(layer).max(500),
  /** The animation's length in seconds; used only when a layer animates (6 s when absent). */
  animation: z.object({ duration: z.number().min(3).max(15).default(6) }).optional(),
});

export type DesignDocument = z.infer<typeof designDocument>;
export type DesignInput = z.input<typeof designDocument>;
export type Layer = z.infer<typeof layer>;
export type TextLayer = Extract<Layer, { type: "text" }>;
export type ImageLayer = Extract<Layer, { type: "image" }>;
export type ShapeLayer = Extract<Layer, { type: "shape" }>;
export type QrLayer = Extract<Layer, { type: "qr" }>;
export type Background = z.infer<typeof background>;
export type TextProps = z.infer<typeof textProps>;
export type ImageProps = z.infer<typeof imageProps>;
export type LayerAnimation = z.infer<typeof layerAnimation>;
export type LayerMotion = z.infer<typeof layerMotion>;
export type AnimationKind = (typeof ANIMATION_KINDS)[number];
export type ElementDrawing = z.infer<typeof elementDrawing>;
/** Values for `{{field}}` bindings, by field name. */
export type DesignValues = Record<string, string | number | null | undefined>;

/** Layers in drawing order (fractional index, then id for a stable tie-break). */
export function orderedLayers(doc: Pick<DesignDocument, "layers">): Layer[] {
  return [...doc.layers].sort((a, b) => (a.index < b.index ? -1 : a.index > b.index ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** PDF page size in points. */
export function pageSize(doc: Pick<DesignDocument, "canvas">): { width: number; height: number } {
  return doc.canvas.page ?? { width: doc.canvas.width * 0.75, height: doc.canvas.height * 0.75 };
}
