// Limits used by both the server's schemas and the web forms (one source of truth).
export const LIMITS = {
  nameMax: 100,
  usernameMin: 3,
  usernameMax: 32,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  pageSizeMax: 100,
  pageSizeDefault: 20,
  clientErrorFieldMax: 4000,
  uploadBytesMax: 10 * 1024 * 1024,
  /** Decoded size budget of any image, read from its header before decoding (4 bytes a pixel: 160 MB). */
  imagePixelsMax: 40_000_000,
  /** Longest side of an image; the design schema's canvas allows 10,000 px. */
  imageSideMax: 10_000,
} as const;

/**
 * What a design document saved by the editor (a card's own design, a template draft or revision) may
 * hold; the server checks them before anything is stored (server/services/designs/validate-design.ts).
 * The zod schema (shared/design/schema.ts) stays the backstop for everything else.
 */
export const DESIGN_LIMITS = {
  /** Layers in one document (the schema's own cap). */
  layersMax: 500,
  /** UTF-8 bytes of the document as JSON; the editor should upload big images instead of embedding them. */
  jsonBytesMax: 2 * 1024 * 1024,
  /** Characters of one text layer (the schema's own cap). */
  textMax: 5000,
  /**
   * Decoded bytes of one embedded data: image. 1.5 MB is 2,000,000 base64 characters, the schema's
   * cap for an image source; larger images go through POST /api/uploads.
   */
  dataImageBytesMax: 1_500_000,
  /** Request body of the routes that take a design: the largest legal design plus values/fields. */
  requestBytesMax: 3 * 1024 * 1024,
  /** Characters of all text layers together (drawing cost; seeded templates use under 400). */
  textTotalMax: 10_000,
  /** Visible layers' areas inside the canvas, added up, as a multiple of the canvas (seeds: under 4). */
  drawnAreaMax: 100,
  /** Decoded pixels of all the images one render draws, together (4 bytes each: 200 MB). */
  imagePixelsPerDesignMax: 50_000_000,
  /**
   * Estimated CPU milliseconds of drawing the design at the largest output (shared/design/cost.ts): every
   * layer's passes (blur, shadow, outline, highlight, curved runs, fills, images), off-canvas ones too.
   * Calibrated in docs/security.md: seeded templates estimate under 5 % of it, real drawing above
   * about 1 s of CPU is over it.
   */
  renderCostMax: 1500,
} as const;

export const LOCALES = ["ar", "en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "ar";
export const RTL_LOCALES: readonly Locale[] = ["ar"];

export const THEMES = ["light", "dark", "system"] as const;
export type Theme = (typeof THEMES)[number];
export const LAYOUTS = ["boxed", "fluid"] as const;
export type Layout = (typeof LAYOUTS)[number];
export const DEFAULT_PREFERENCES = { theme: "light" as Theme, layout: "fluid" as Layout };

export const CARD_CATEGORIES = ["wedding", "eid", "ramadan", "birthday"] as const;
export const CERTIFICATE_TYPES = ["appreciation", "training", "education", "teacher"] as const;

// SPEC §9
export const REQUEST_TIMEOUT_MS = 15_000;
export const REDIRECT_DELAY_MS = 500;
export const TOAST = { limit: 1, durationMs: 5000, swipeThresholdPx: 50, removeDelayMs: 1_000_000 } as const;
