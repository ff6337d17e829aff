// Demo card templates (two per category), designed with the design model.
import type { SeedTemplate } from "../templates.ts";

export const CARD_TEMPLATES: SeedTemplate[] = [];
