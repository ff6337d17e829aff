// Demo card templates (two per category), designed with the design model: one file per category.
import type { SeedTemplate } from "../templates.ts";
import { BIRTHDAY_CARDS } from "./birthday.ts";
import { EID_CARDS } from "./eid.ts";
import { RAMADAN_CARDS } from "./ramadan.ts";
import { WEDDING_CARDS } from "./wedding.ts";

export const CARD_TEMPLATES: SeedTemplate[] = [...WEDDING_CARDS, ...EID_CARDS, ...RAMADAN_CARDS, ...BIRTHDAY_CARDS];
