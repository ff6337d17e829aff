// Canvas size presets. Certificates use A4 (the PDF page is exact ISO A4 in points); social formats use pixel sizes.
export interface CanvasPreset {
  id: string;
  width: number;
  height: number;
  /** PDF page in points; absent = pixels at 96 dpi. */
  page?: { width: number; height: number };
}

export const A4_POINTS = { width: 595.28, height: 841.89 } as const;

const BASE_PRESETS: readonly CanvasPreset[] = [
  { id: "a4-landscape", width: 1600, height: 1131, page: { width: A4_POINTS.height, height: A4_POINTS.width } },
  { id: "a4-portrait", width: 1131, height: 1600, page: { ...A4_POINTS } },
  { id: "square-1080", width: 1080, height: 1080 },
  { id: "story-1080x1920", width: 1080, height: 1920 },
  { id: "og-1200x630", width: 1200, height: 630 },
  { id: "card-portrait-1080x1350", width: 1080, height: 1350 },
  { id: "letter-landscape", width: 1600, height: 1236, page: { width: 792, height: 612 } },
];

/**
 * Social network formats for the social editor (resizeDesign re-places a design onto one of them).
 * Pixel sizes as the networks recommend them; no PDF page (96-dpi pixels → points when printed).
 */
export const SOCIAL_PRESETS: readonly CanvasPreset[] = [
  { id: "instagram-post", width: 1080, height: 1080 },
  { id: "instagram-portrait", width: 1080, height: 1350 },
  /** Instagram/Facebook stories and WhatsApp status */
  { id: "story", width: 1080, height: 1920 },
  { id: "facebook", width: 1200, height: 630 },
  { id: "x", width: 1600, height: 900 },
  { id: "linkedin", width: 1200, height: 627 },
];

/** Every preset the editor offers: the print/card formats above, then the social ones. */
export const CANVAS_PRESETS: readonly CanvasPreset[] = [...BASE_PRESETS, ...SOCIAL_PRESETS];

export function canvasFromPreset(id: string): { preset: string; width: number; height: number; page?: { width: number; height: number } } {
  const p = CANVAS_PRESETS.find((x) => x.id === id);
  if (!p) throw new Error(`unknown canvas preset: ${id}`);
  return { preset: p.id, width: p.width, height: p.height, ...(p.page ? { page: { ...p.page } } : {}) };
}
