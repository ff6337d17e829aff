// Eid cards: emerald and gold — rosettes, scalloped arches, a mosque at dusk.
import type { SeedTemplate } from "../templates.ts";
import { animated, arches, circle, crescent, design, line, messageField, mosque, nameField, rect, senderField, starLattice, starfield, star8, text } from "./kit.ts";

const GOLD = "#e6c36a";
const GOLD_SOFT = "#f5e2ad";
const EMERALD = "#0b5d46";
const DEEP = "#063a2c";

const emeraldRosette: SeedTemplate = {
  seedKey: "card-eid-emerald-rosette",
  kind: "card",
  category: "eid",
  title: { ar: "عيد مبارك — زمرد وذهب", en: "Eid Mubarak — emerald & gold", fr: "Aïd Moubarak — émeraude et or" },
  description: { ar: "نجمة ثمانية ذهبية على أخضر زمردي", en: "A golden eight-point star on emerald", fr: "Une étoile à huit branches dorée sur émeraude" },
  design: design({ width: 1080, height: 1080, preset: "square-1080" }, {
    type: "radial", cx: 0.5, cy: 0.42, radius: 1,
    stops: [{ offset: 0, color: "#13805f" }, { offset: 0.6, color: EMERALD }, { offset: 1, color: DEEP }],
  }, [
    // Animated (issue 35): the lattice fades in, the frame and the rosette draw themselves, the crescent
    // pops and glows, then the title, the name and the message appear word by word.
    ...animated({ enter: { kind: "fade", delay: 0, duration: 1.2 } }, starLattice({ x: 0, y: 0, w: 1080, h: 1080 }, 135, 70, GOLD, 0.08, 2)),
    // scalloped arches along the bottom
    ...animated({ enter: { kind: "rise", delay: 0.2, duration: 1 } }, arches(1080, 90, 990, 60, "#084a37", GOLD, 2)),
    // frame
    ...animated({ enter: { kind: "draw", delay: 0.3, duration: 1.6 } }, [
      rect(36, 36, 1008, 1008, { fill: null, stroke: GOLD, strokeWidth: 4, radius: 24 }),
      rect(54, 54, 972, 972, { fill: null, stroke: GOLD, strokeWidth: 1.5, radius: 16, opacity: 0.7 }),
    ]),
    ...animated({ enter: { kind: "pop", delay: 1.4, duration: 0.6 } }, [
      ...star8(54, 54, 34, { fill: GOLD }), ...star8(1026, 54, 34, { fill: GOLD }),
      ...star8(54, 1026, 34, { fill: GOLD }), ...star8(1026, 1026, 34, { fill: GOLD }),
    ]),
    // rosette behind the title
    ...animated({ enter: { kind: "draw", delay: 0.4, duration: 1.6 } }, star8(540, 330, 430, { fill: null, stroke: GOLD, strokeWidth: 2, opacity: 0.35, turn: 22.5 })),
    ...animated({ enter: { kind: "zoom", delay: 0.6, duration: 1 } }, [...star8(540, 330, 330, { fill: "#0d6a50", stroke: GOLD, strokeWidth: 3 }), circle(540, 330, 118, { fill: DEEP, stroke: GOLD, strokeWidth: 3 })]),
    ...animated({ enter: { kind: "pop", delay: 1.2, duration: 0.7 }, emphasis: { kind: "glow", color: GOLD_SOFT } }, [...crescent(530, 338, 74, GOLD, DEEP, 0.38), ...star8(575, 295, 20, { fill: GOLD_SOFT })]),
    ...animated({ enter: { kind: "words", delay: 1.8, duration: 1 } }, text(120, 560, 840, 150, { text: "عيد مبارك", fontFamily: "Amiri", fontWeight: 700, fontSize: 120, color: GOLD, verticalAlign: "middle", maxLines: 1, autoShrink: true }, { name: "title" })),
    ...animated({ enter: { kind: "draw", delay: 2.6, duration: 0.8 } }, line(540, 718, 260, 0, GOLD, 2, 0.8)),
    ...animated({ enter: { kind: "words", delay: 2.9, duration: 1 } }, text(140, 730, 800, 80, { text: "إلى {{name}}", fontFamily: "Cairo", fontWeight: 700, fontSize: 46, color: "#ffffff", verticalAlign: "middle", maxLines: 1, autoShrink: true, minFontSize: 24 }, { name: "name" })),
    ...animated({ enter: { kind: "words", delay: 3.6, duration: 1.6 } }, text(150, 812, 780, 110, { text: "", field: "message", fontFamily: "Noto Naskh Arabic", fontWeight: 500, fontSize: 31, lineHeight: 1.6, color: "#e4f3ec", verticalAlign: "middle", maxLines: 2, autoShrink: true, minFontSize: 22 }, { name: "message" })),
    ...animated({ enter: { kind: "rise", delay: 4.8, duration: 0.8 } }, text(150, 925, 780, 46, { text: "", field: "sender", fontFamily: "Tajawal", fontWeight: 700, fontSize: 28, color: GOLD_SOFT, verticalAlign: "middle", maxLines: 1, autoShrink: true }, { name: "sender" })),
  ]),
  fields: [
    nameField(),
    messageField({ ar: "تقبّل الله منا ومنكم صالح الأعمال، وأعاده عليكم بالخير واليمن والبركات", en: "May God accept our good deeds and yours, and bring Eid back to you with blessings and joy", fr: "Qu’Allah accepte nos bonnes actions et les vôtres, et vous ramène l’Aïd dans la joie et la bénédiction" }, 160),
    senderField(),
  ],
};

const mosqueDusk: SeedTemplate = {
  seedKey: "card-eid-mosque-dusk",
  kind: "card",
  category: "eid",
  title: { ar: "عيدكم مبارك — مسجد عند الغروب", en: "Eid at dusk", fr: "L'Aïd au crépuscule" },
  description: { ar: "بطاقة عريضة لمشاركة سريعة", en: "A wide card for quick sharing", fr: "Une carte large à partager" },
  design: design({ width: 1200, height: 630, preset: "og-1200x630" }, {
    type: "linear", angle: 180,
    stops: [{ offset: 0, color: "#0a3d33" }, { offset: 0.55, color: "#0e6b55" }, { offset: 1, color: "#d9a85b" }],
  }, [
    ...starfield(33, 45, { x: 20, y: 20, w: 1160, h: 260 }, GOLD_SOFT),
    // big soft moon glow and crescent on the left
    circle(250, 170, 150, { fill: GOLD_SOFT, opacity: 0.08 }),
    circle(250, 170, 110, { fill: GOLD_SOFT, opacity: 0.08 }),
    ...crescent(250, 170, 78, GOLD, "#0b4538", 0.4),
    ...star8(300, 120, 22, { fill: GOLD_SOFT }),
    // skyline
    ...mosque(270, 630, 0.9, DEEP, "#f2c46d"),
    rect(0, 600, 1200, 30, { fill: DEEP }),
    // text panel on the right (Arabic reads from the right)
    rect(560, 60, 590, 510, { fill: DEEP, opacity: 0.55, radius: 28, stroke: GOLD, strokeWidth: 2 }),
    text(590, 80, 530, 130, { text: "عيدكم مبارك", fontFamily: "Amiri", fontWeight: 700, fontSize: 96, color: GOLD, verticalAlign: "middle", maxLines: 1, autoShrink: true }, { name: "title" }),
    line(855, 218, 200, 0, GOLD, 2, 0.8),
    ...star8(855, 218, 14, { fill: GOLD }),
    text(600, 235, 510, 80, { text: "{{name}}", fontFamily: "Cairo", fontWeight: 800, fontSize: 52, color: "#ffffff", verticalAlign: "middle", maxLines: 1, autoShrink: true, minFontSize: 24 }, { name: "name" }),
    text(610, 320, 490, 150, { text: "", field: "message", fontFamily: "Noto Naskh Arabic", fontWeight: 500, fontSize: 30, lineHeight: 1.6, color: "#e4f3ec", verticalAlign: "middle", maxLines: 3, autoShrink: true, minFontSize: 20 }, { name: "message" }),
    text(610, 480, 490, 60, { text: "", field: "sender", fontFamily: "Tajawal", fontWeight: 700, fontSize: 28, color: GOLD_SOFT, verticalAlign: "middle", maxLines: 1, autoShrink: true }, { name: "sender" }),
  ]),
  fields: [
    nameField(),
    messageField({ ar: "كل عام وأنتم بخير، أعاده الله علينا وعليكم بالفرح والمسرّات", en: "Eid Mubarak! May every year find you well and bring you joy", fr: "Aïd Moubarak ! Que chaque année vous trouve en bonne santé et dans la joie" }, 140),
    senderField(),
  ],
};

export const EID_CARDS: SeedTemplate[] = [emeraldRosette, mosqueDusk];
