// Brand palettes: named colours an admin defines once and every colour control in the editor offers first.
// GET /api/brand-palettes (anyone who edits a design) · PUT /api/admin/brand-palettes (admins).
import { z } from "zod";
import { text } from "./validation.ts";

export const MAX_PALETTES = 20;
export const MAX_PALETTE_COLORS = 24;

export const brandColor = z.object({
  name: text(1, 60),
  /** #rrggbb only: the picker, the renderer and PDFs agree on it, and it cannot smuggle CSS. */
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, { error: "validation:brandPalettes.color" }).transform((c) => c.toLowerCase()),
});
export const brandPalette = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, { error: "validation:invalid" }),
  name: text(1, 60),
  colors: z.array(brandColor).max(MAX_PALETTE_COLORS, { error: `validation:max|${MAX_PALETTE_COLORS}` }),
});
export const brandPalettesInput = z
  .object({ palettes: z.array(brandPalette).max(MAX_PALETTES, { error: `validation:max|${MAX_PALETTES}` }) })
  .strict()
  .refine((v) => new Set(v.palettes.map((p) => p.id)).size === v.palettes.length, { error: "validation:brandPalettes.duplicateId", path: ["palettes"] });

export type BrandColor = z.infer<typeof brandColor>;
export type BrandPalette = z.infer<typeof brandPalette>;
export type BrandPalettes = z.infer<typeof brandPalettesInput>;
