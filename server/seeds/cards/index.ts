// Demo card templates (two per category), designed with the design model: one file per category.
import type { SeedTemplate } from "../templates.ts";
import { BIRTHDAY_CARDS } from "./birthday.ts";
import { EID_CARDS } from "./eid.ts";
import { RAMADAN_CARDS } from "./ramadan.ts";
import { WEDDING_CARDS } from "./wedding.ts";
import { animatedCard } from "./kit.ts";

// Every card moves (issue 35): its own animation (the emerald Eid card), else the cards' default one.
export const CARD_TEMPLATES: SeedTemplate[] = [...WEDDING_CARDS, ...EID_CARDS, ...RAMADAN_CARDS, ...BIRTHDAY_CARDS].map((t) => ({ ...t, design: animatedCard(t.design) }));
