// Wedding cards: ivory and blush with gold — interlocking rings, flowers, an arch.
import type { SeedTemplate } from "../templates.ts";
import { circle, design, flower, leaf, line, messageField, nameField, rect, rings, senderField, star8, text } from "./kit.ts";

const GOLD = "#b8893b";
const GOLD_LIGHT = "#d9b36c";
const BLUSH = "#f2c9c4";
const ROSE = "#d98f8a";
const SAGE = "#9bb59a";
const INK = "#4a3328";

const coupleName = { ar: "محمد وسارة", en: "Mohammed & Sara", fr: "Mohammed et Sara" };

const goldenRings: SeedTemplate = {
  seedKey: "card-wedding-golden-rings",
  kind: "card",
  category: "wedding",
  title: { ar: "ألف مبروك — خاتمان ذهبيان", en: "Congratulations — golden rings", fr: "Félicitations — alliances dorées" },
  description: { ar: "تهنئة زواج بخاتمين متشابكين وزهور", en: "A wedding wish with interlocking rings and flowers", fr: "Vœux de mariage, alliances entrelacées et fleurs" },
  design: design({ width: 1080, height: 1080, preset: "square-1080" }, {
    type: "linear", angle: 160,
    stops: [{ offset: 0, color: "#fffaf3" }, { offset: 0.6, color: "#fbeee6" }, { offset: 1, color: "#f4dcd4" }],
  }, [
    // soft blush blooms in the corners
    circle(40, 40, 260, { fill: BLUSH, opacity: 0.35 }),
    circle(1060, 1050, 300, { fill: BLUSH, opacity: 0.3 }),
    // corner bouquets
    leaf(150, 215, 120, 40, SAGE, 0.9), leaf(215, 150, 120, 70, SAGE, 0.9), leaf(260, 95, 90, 20, SAGE, 0.7),
    ...flower(130, 130, 90, ROSE, GOLD_LIGHT, 10),
    ...flower(230, 235, 60, BLUSH, GOLD_LIGHT, 30),
    leaf(930, 865, 120, 40, SAGE, 0.9), leaf(865, 930, 120, 70, SAGE, 0.9), leaf(820, 985, 90, 20, SAGE, 0.7),
    ...flower(950, 950, 90, ROSE, GOLD_LIGHT, 20),
    ...flower(850, 845, 60, BLUSH, GOLD_LIGHT, 5),
    // thin double frame
    rect(60, 60, 960, 960, { fill: null, stroke: GOLD, strokeWidth: 3, radius: 8, opacity: 0.9 }),
    rect(76, 76, 928, 928, { fill: null, stroke: GOLD_LIGHT, strokeWidth: 1.2, radius: 4, opacity: 0.8 }),
    ...rings(540, 250, 70, GOLD, "#ffffff"),
    text(140, 360, 800, 150, { text: "ألف مبروك", fontFamily: "Amiri", fontWeight: 700, fontSize: 118, color: GOLD, verticalAlign: "middle", maxLines: 1, autoShrink: true }, { name: "title" }),
    line(420, 525, 160, 0, GOLD_LIGHT, 1.5), line(660, 525, 160, 0, GOLD_LIGHT, 1.5),
    ...star8(540, 525, 16, { fill: GOLD }),
    text(140, 545, 800, 110, { text: "{{name}}", fontFamily: "Amiri", fontWeight: 700, fontSize: 72, color: INK, verticalAlign: "middle", maxLines: 1, autoShrink: true, minFontSize: 30 }, { name: "name" }),
    text(170, 665, 740, 150, { text: "", field: "message", fontFamily: "Noto Naskh Arabic", fontWeight: 500, fontSize: 33, lineHeight: 1.65, color: "#6b5146", verticalAlign: "middle", maxLines: 3, autoShrink: true, minFontSize: 22 }, { name: "message" }),
    text(170, 830, 740, 60, { text: "", field: "sender", fontFamily: "Tajawal", fontWeight: 500, fontSize: 30, color: GOLD, verticalAlign: "middle", maxLines: 1, autoShrink: true }, { name: "sender" }),
  ]),
  fields: [
    { ...nameField(coupleName), label: { ar: "اسما العروسين", en: "The couple's names", fr: "Noms des mariés" } },
    messageField({ ar: "بارك الله لكما وبارك عليكما وجمع بينكما في خير، وأدام عليكما السعادة والهناء", en: "May God bless you both and unite you in goodness, and may your happiness last forever", fr: "Qu’Allah vous bénisse tous les deux, vous unisse dans le bien et fasse durer votre bonheur" }, 180),
    senderField(),
  ],
};

const blushArch: SeedTemplate = {
  seedKey: "card-wedding-blush-arch",
  kind: "card",
  category: "wedding",
  title: { ar: "قوس الورد", en: "Blush arch", fr: "Arche rose poudré" },
  description: { ar: "بطاقة قصة بقوس وردي وإطار ذهبي", en: "A story card with a blush arch and gold frame", fr: "Une story à l'arche rose et au cadre doré" },
  design: design({ width: 1080, height: 1920, preset: "story-1080x1920" }, {
    type: "linear", angle: 180,
    stops: [{ offset: 0, color: "#f7e4de" }, { offset: 1, color: "#efd0c8" }],
  }, [
    // the arch: a tall rounded panel whose bottom runs off the canvas
    rect(110, 170, 860, 2000, { fill: "#fffaf5", radius: 430 }),
    rect(140, 200, 800, 2000, { fill: null, stroke: GOLD_LIGHT, strokeWidth: 3, radius: 400 }),
    rect(158, 218, 764, 2000, { fill: null, stroke: GOLD_LIGHT, strokeWidth: 1.2, radius: 382, opacity: 0.7 }),
    // garland across the top of the arch
    leaf(300, 250, 150, -35, SAGE, 0.9), leaf(390, 190, 150, -15, SAGE, 0.85), leaf(690, 190, 150, 15, SAGE, 0.85), leaf(780, 250, 150, 35, SAGE, 0.9),
    leaf(470, 150, 120, -60, SAGE, 0.7), leaf(610, 150, 120, 60, SAGE, 0.7),
    ...flower(540, 150, 95, ROSE, GOLD_LIGHT, 0),
    ...flower(410, 215, 70, BLUSH, GOLD_LIGHT, 18),
    ...flower(670, 215, 70, BLUSH, GOLD_LIGHT, 40),
    ...flower(320, 300, 48, ROSE, GOLD_LIGHT, 8, 0.9),
    ...flower(760, 300, 48, ROSE, GOLD_LIGHT, 28, 0.9),
    // bottom bouquet
    leaf(430, 1780, 170, -30, SAGE, 0.9), leaf(650, 1780, 170, 30, SAGE, 0.9), leaf(540, 1740, 150, 90, SAGE, 0.8),
    ...flower(540, 1800, 100, ROSE, GOLD_LIGHT, 12),
    ...flower(400, 1840, 70, BLUSH, GOLD_LIGHT, 30),
    ...flower(680, 1840, 70, BLUSH, GOLD_LIGHT, 0),
    text(200, 420, 680, 70, { text: "بكل الحب نبارك زواج", fontFamily: "Tajawal", fontWeight: 500, fontSize: 40, color: "#8a6a5c", verticalAlign: "middle" }, { name: "intro" }),
    ...rings(540, 600, 62, GOLD, "#ffffff"),
    text(190, 720, 700, 300, { text: "{{name}}", fontFamily: "Amiri", fontWeight: 700, fontSize: 104, lineHeight: 1.35, color: INK, verticalAlign: "middle", maxLines: 2, autoShrink: true, minFontSize: 40 }, { name: "name" }),
    line(540, 1050, 300, 0, GOLD_LIGHT, 1.5),
    ...star8(540, 1050, 18, { fill: GOLD }),
    text(220, 1090, 640, 300, { text: "", field: "message", fontFamily: "Noto Naskh Arabic", fontWeight: 500, fontSize: 40, lineHeight: 1.7, color: "#6b5146", verticalAlign: "middle", maxLines: 4, autoShrink: true, minFontSize: 26 }, { name: "message" }),
    text(220, 1410, 640, 70, { text: "", field: "date", fontFamily: "Cairo", fontWeight: 600, fontSize: 36, color: GOLD, verticalAlign: "middle", maxLines: 1 }, { name: "date" }),
    text(220, 1500, 640, 80, { text: "", field: "sender", fontFamily: "Tajawal", fontWeight: 700, fontSize: 38, color: "#8a6a5c", verticalAlign: "middle", maxLines: 1, autoShrink: true }, { name: "sender" }),
  ]),
  fields: [
    { ...nameField(coupleName), label: { ar: "اسما العروسين", en: "The couple's names", fr: "Noms des mariés" } },
    messageField({ ar: "ألف مبروك، جعله الله زواجًا مباركًا وعمّر بيتكما بالمودة والرحمة", en: "Congratulations! May your marriage be blessed and your home filled with love and mercy", fr: "Félicitations ! Que votre mariage soit béni et votre foyer rempli d’amour et de tendresse" }, 200),
    senderField(),
    {
      name: "date", type: "date", required: false, position: 3,
      label: { ar: "تاريخ الزفاف (اختياري)", en: "Wedding date (optional)", fr: "Date du mariage (facultatif)" },
      // shown on the template's thumbnail only (the thumbnail falls back to placeholders)
      placeholder: { ar: "2026-12-24", en: "2026-12-24", fr: "2026-12-24" },
    },
  ],
};

export const WEDDING_CARDS: SeedTemplate[] = [goldenRings, blushArch];
