// Brand palettes live in the settings table (one JSON row, key "brandPalettes"): every instance reads the same.
import { brandPalettesInput, type BrandPalettes } from "../../shared/api/brand-palettes.ts";
import type { Db } from "../db/index.ts";
import { getSetting, putSetting } from "./store.ts";

export async function getBrandPalettes(db: Db): Promise<BrandPalettes> {
  const stored = await getSetting(db, "brandPalettes");
  // A row written by an older build that no longer validates shows as no palettes rather than breaking the editor.
  const parsed = brandPalettesInput.safeParse({ palettes: stored.palettes ?? [] });
  return parsed.success ? parsed.data : { palettes: [] };
}

/** Validates (throws the ZodError the error handler turns into a translated 400) and stores the whole list. */
export async function putBrandPalettes(db: Db, body: unknown): Promise<BrandPalettes> {
  const input = brandPalettesInput.parse(body);
  await putSetting(db, "brandPalettes", input);
  return input;
}
