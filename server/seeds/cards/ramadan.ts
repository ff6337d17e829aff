// Ramadan cards: deep navy night skies with gold — lanterns, crescent medallions, star lattices.
import type { SeedTemplate } from "../templates.ts";
import { circle, crescent, design, lantern, line, messageField, nameField, rect, rosette, senderField, starLattice, starfield, star8, text } from "./kit.ts";

const NAVY = "#0b1a3a";
const GOLD = "#e2b95b";
const GOLD_SOFT = "#f3dca0";
const GLOW = "#f6a93b";

const lanternsNight: SeedTemplate = {
  seedKey: "card-ramadan-lanterns",
  kind: "card",
  category: "ramadan",
  title: { ar: "فوانيس رمضان", en: "Ramadan lanterns", fr: "Lanternes du Ramadan" },
  description: { ar: "ليلة رمضانية بفوانيس ذهبية وهلال", en: "A Ramadan night with golden lanterns and a crescent", fr: "Une nuit de Ramadan, lanternes dorées et croissant" },
  design: design({ width: 1080, height: 1080, preset: "square-1080" }, {
    type: "radial", cx: 0.5, cy: 0.35, radius: 1.1,
    stops: [{ offset: 0, color: "#1d3566" }, { offset: 0.55, color: NAVY }, { offset: 1, color: "#040a1c" }],
  }, [
    ...starfield(7, 90, { x: 20, y: 20, w: 1040, h: 560 }, GOLD_SOFT),
    // crescent medallion, top right
    circle(860, 190, 120, { fill: "#12244d", stroke: GOLD, strokeWidth: 3, opacity: 0.95 }),
    circle(860, 190, 136, { fill: null, stroke: GOLD, strokeWidth: 1.5, opacity: 0.5 }),
    ...crescent(850, 196, 82, GOLD, "#12244d"),
    ...star8(902, 150, 22, { fill: GOLD_SOFT }),
    // three lanterns at different heights
    ...lantern(170, 0, 120, 250, GOLD, GLOW),
    ...lantern(330, 0, 60, 190, GOLD, GLOW),
    ...lantern(470, 0, 150, 150, GOLD, GLOW),
    // card panel
    rect(90, 470, 900, 520, { fill: "#081430", stroke: GOLD, strokeWidth: 2, radius: 36, opacity: 0.72 }),
    rect(108, 488, 864, 484, { fill: null, stroke: GOLD, strokeWidth: 1, radius: 28, opacity: 0.45 }),
    text(140, 500, 800, 150, { text: "رمضان كريم", fontFamily: "Amiri", fontWeight: 700, fontSize: 112, color: GOLD, verticalAlign: "middle", maxLines: 1, autoShrink: true }, { name: "title" }),
    line(540, 658, 300, 0, GOLD, 2, 0.8),
    ...star8(540, 658, 18, { fill: GOLD }),
    text(160, 680, 760, 80, { text: "إلى {{name}}", fontFamily: "Cairo", fontWeight: 700, fontSize: 48, color: "#ffffff", verticalAlign: "middle", maxLines: 1, autoShrink: true, minFontSize: 24 }, { name: "name" }),
    text(160, 765, 760, 140, { text: "", field: "message", fontFamily: "Noto Naskh Arabic", fontWeight: 500, fontSize: 32, lineHeight: 1.6, color: "#d9e1f2", verticalAlign: "middle", maxLines: 3, autoShrink: true, minFontSize: 22 }, { name: "message" }),
    text(160, 908, 760, 50, { text: "", field: "sender", fontFamily: "Tajawal", fontWeight: 500, fontSize: 28, color: GOLD_SOFT, verticalAlign: "middle", maxLines: 1, autoShrink: true }, { name: "sender" }),
  ]),
  fields: [
    nameField(),
    messageField({ ar: "أهلّ الله عليكم الشهر الكريم بالخير واليمن والبركات، وتقبّل منا ومنكم صالح الأعمال", en: "Ramadan Kareem! May this holy month bring you goodness and blessings, and may God accept our good deeds", fr: "Ramadan Karim ! Que ce mois sacré vous apporte bonheur et bénédictions, et qu’Allah accepte nos bonnes actions" }),
    senderField(),
  ],
};

const goldenCrescentStory: SeedTemplate = {
  seedKey: "card-ramadan-crescent-story",
  kind: "card",
  category: "ramadan",
  title: { ar: "هلال رمضان الذهبي", en: "Golden Ramadan crescent", fr: "Croissant doré du Ramadan" },
  description: { ar: "بطاقة قصة بهلال ذهبي ونقوش نجمية", en: "A story card with a golden crescent and star lattice", fr: "Une story au croissant doré et motif étoilé" },
  design: design({ width: 1080, height: 1920, preset: "story-1080x1920" }, {
    type: "linear", angle: 180,
    stops: [{ offset: 0, color: "#0d1f45" }, { offset: 0.6, color: "#0a1736" }, { offset: 1, color: "#050b1e" }],
  }, [
    ...starLattice({ x: 0, y: 0, w: 1080, h: 1920 }, 180, 110, GOLD, 0.07, 2),
    ...starfield(21, 70, { x: 30, y: 40, w: 1020, h: 700 }, GOLD_SOFT),
    // big medallion with a crescent
    circle(540, 560, 300, { fill: null, stroke: GOLD, strokeWidth: 2, opacity: 0.35 }),
    ...rosette(540, 560, 520, GOLD, null, 2, 0.25),
    circle(540, 560, 230, { fill: "#0f2350", stroke: GOLD, strokeWidth: 4 }),
    circle(540, 560, 214, { fill: null, stroke: GOLD, strokeWidth: 1.5, opacity: 0.6 }),
    ...crescent(525, 575, 150, GOLD, "#0f2350", 0.4),
    ...star8(600, 490, 40, { fill: GOLD_SOFT }),
    ...lantern(170, 0, 70, 280, GOLD, GLOW),
    ...lantern(910, 0, 150, 220, GOLD, GLOW),
    text(90, 900, 900, 190, { text: "مبارك عليكم الشهر", fontFamily: "Amiri", fontWeight: 700, fontSize: 104, color: GOLD, verticalAlign: "middle", maxLines: 1, autoShrink: true }, { name: "title" }),
    line(540, 1110, 420, 0, GOLD, 2, 0.8),
    ...star8(540, 1110, 22, { fill: GOLD }),
    text(110, 1150, 860, 120, { text: "{{name}}", fontFamily: "Cairo", fontWeight: 800, fontSize: 76, color: "#ffffff", verticalAlign: "middle", maxLines: 1, autoShrink: true, minFontSize: 32 }, { name: "name" }),
    text(130, 1290, 820, 300, { text: "", field: "message", fontFamily: "Noto Naskh Arabic", fontWeight: 500, fontSize: 44, lineHeight: 1.7, color: "#dce4f5", verticalAlign: "middle", maxLines: 4, autoShrink: true, minFontSize: 28 }, { name: "message" }),
    rect(340, 1640, 400, 2, { fill: GOLD, opacity: 0.5 }),
    text(130, 1660, 820, 80, { text: "", field: "sender", fontFamily: "Tajawal", fontWeight: 500, fontSize: 38, color: GOLD_SOFT, verticalAlign: "middle", maxLines: 1, autoShrink: true }, { name: "sender" }),
    text(130, 1780, 820, 60, { text: "شهر الخير والبركات", fontFamily: "Cairo", fontWeight: 600, fontSize: 28, color: GOLD, letterSpacing: 2, verticalAlign: "middle", opacity: 0.8 }, { name: "year" }),
  ]),
  fields: [
    nameField(),
    messageField({ ar: "اللهم بلّغنا رمضان، وأعنّا فيه على الصيام والقيام، واجعلنا فيه من المقبولين. كل عام وأنتم بخير", en: "May God let us reach Ramadan, help us fast and pray, and accept us. Ramadan Mubarak", fr: "Qu’Allah nous fasse atteindre le Ramadan, nous aide à jeûner et à prier, et nous accepte. Ramadan Moubarak" }),
    senderField(),
  ],
};

export const RAMADAN_CARDS: SeedTemplate[] = [lanternsNight, goldenCrescentStory];
