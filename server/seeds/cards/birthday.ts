// Birthday cards: bright and playful — balloons, confetti, a cake with candles.
import type { SeedTemplate } from "../templates.ts";
import { balloon, circle, confetti, design, ellipse, messageField, nameField, rect, senderField, star8, text } from "./kit.ts";

const PARTY = ["#ffd166", "#06d6a0", "#4cc9f0", "#ffffff", "#f72585", "#b5179e"];

const balloonsParty: SeedTemplate = {
  seedKey: "card-birthday-balloons",
  kind: "card",
  category: "birthday",
  title: { ar: "بالونات وحفلة", en: "Balloons party", fr: "Fête aux ballons" },
  description: { ar: "تهنئة عيد ميلاد ملونة ببالونات وقصاصات", en: "A colourful birthday wish with balloons and confetti", fr: "Un anniversaire coloré, ballons et confettis" },
  design: design({ width: 1080, height: 1080, preset: "square-1080" }, {
    type: "linear", angle: 135,
    stops: [{ offset: 0, color: "#7209b7" }, { offset: 0.55, color: "#d6246e" }, { offset: 1, color: "#ff8c42" }],
  }, [
    circle(900, 160, 300, { fill: "#ffffff", opacity: 0.06 }),
    circle(140, 960, 260, { fill: "#ffffff", opacity: 0.06 }),
    ...confetti(5, 90, { x: 0, y: 0, w: 1080, h: 1080 }, PARTY, { x: 150, y: 300, w: 780, h: 640 }),
    // balloon bunches on both sides
    ...balloon(120, 250, 70, "#ffd166"), ...balloon(230, 170, 62, "#4cc9f0"), ...balloon(180, 380, 52, "#06d6a0"),
    ...balloon(960, 260, 70, "#4cc9f0"), ...balloon(850, 170, 60, "#ffd166"), ...balloon(900, 390, 52, "#f72585"),
    // white card with the wishes
    rect(150, 330, 780, 620, { fill: "#ffffff", radius: 48, opacity: 0.96 }),
    rect(170, 350, 740, 580, { fill: null, stroke: "#ffd166", strokeWidth: 3, radius: 36 }),
    text(180, 370, 720, 140, { text: "عيد ميلاد سعيد", fontFamily: "Cairo", fontWeight: 900, fontSize: 92, color: "#b5179e", verticalAlign: "middle", maxLines: 1, autoShrink: true }, { name: "title" }),
    rect(300, 530, 480, 96, { fill: "#ffd166", radius: 48 }),
    text(320, 530, 440, 96, { text: "{{name}}", fontFamily: "Cairo", fontWeight: 800, fontSize: 54, color: "#3a0ca3", verticalAlign: "middle", maxLines: 1, autoShrink: true, minFontSize: 24 }, { name: "name" }),
    text(210, 650, 660, 170, { text: "", field: "message", fontFamily: "Tajawal", fontWeight: 500, fontSize: 36, lineHeight: 1.6, color: "#4a4458", verticalAlign: "middle", maxLines: 3, autoShrink: true, minFontSize: 22 }, { name: "message" }),
    text(210, 835, 660, 60, { text: "", field: "sender", fontFamily: "Cairo", fontWeight: 700, fontSize: 30, color: "#d6246e", verticalAlign: "middle", maxLines: 1, autoShrink: true }, { name: "sender" }),
    ...star8(200, 380, 30, { fill: "#ffd166" }), ...star8(880, 900, 30, { fill: "#4cc9f0" }),
  ]),
  fields: [
    nameField(),
    messageField({ ar: "كل عام وأنت بخير وسعادة، أتمنى لك سنة جديدة مليئة بالفرح والنجاح وتحقيق الأحلام", en: "Happy birthday! I wish you a new year full of joy, success and dreams come true", fr: "Joyeux anniversaire ! Je te souhaite une année pleine de joie, de réussite et de rêves réalisés" }, 170),
    senderField(),
  ],
};

/** A two-tier cake with icing drips and candles, standing on a plate at `base`. */
function cake(cx: number, base: number): ReturnType<typeof rect>[] {
  const out = [
    ellipse(cx - 300, base - 30, 600, 70, { fill: "#ffffff", stroke: "#e9d8c8", strokeWidth: 3 }),
    rect(cx - 240, base - 220, 480, 200, { fill: "#ff8fab", radius: 24 }),
    rect(cx - 240, base - 120, 480, 28, { fill: "#ffc2d1" }),
    rect(cx - 160, base - 380, 320, 170, { fill: "#fff1c1", radius: 22 }),
    rect(cx - 160, base - 300, 320, 22, { fill: "#ffd166" }),
    // icing with drips
    rect(cx - 245, base - 228, 490, 44, { fill: "#ffffff", radius: 22 }),
    rect(cx - 165, base - 388, 330, 40, { fill: "#ffffff", radius: 20 }),
  ];
  for (const dx of [-200, -120, -40, 40, 120, 200]) out.push(ellipse(cx + dx - 18, base - 200, 36, 56 + ((dx + 200) % 3) * 10, { fill: "#ffffff" }));
  for (const dx of [-110, -30, 50, 120]) out.push(ellipse(cx + dx - 15, base - 360, 30, 46, { fill: "#ffffff" }));
  // sprinkles
  const colors = ["#06d6a0", "#4cc9f0", "#f72585", "#ffd166"];
  [-190, -130, -70, -10, 50, 110, 170].forEach((dx, i) => out.push(rect(cx + dx, base - 80 + (i % 2) * 22, 26, 8, { fill: colors[i % 4], radius: 4, rotation: i * 37 })));
  // candles
  for (const [i, dx] of [-90, -30, 30, 90].entries()) {
    out.push(rect(cx + dx - 11, base - 480, 22, 96, { fill: ["#4cc9f0", "#f72585", "#06d6a0", "#ffd166"][i], radius: 6 }));
    out.push(ellipse(cx + dx - 22, base - 540, 44, 64, { fill: "#ffd166", opacity: 0.35 }));
    out.push(ellipse(cx + dx - 11, base - 530, 22, 42, { fill: "#ff9f1c" }));
    out.push(ellipse(cx + dx - 5, base - 515, 10, 20, { fill: "#fff6d5" }));
  }
  return out;
}

const candlesCake: SeedTemplate = {
  seedKey: "card-birthday-cake",
  kind: "card",
  category: "birthday",
  title: { ar: "كعكة الشموع", en: "Candles cake", fr: "Gâteau aux bougies" },
  description: { ar: "كعكة بطبقتين وشموع على خلفية مبهجة", en: "A two-tier cake with candles on a cheerful background", fr: "Un gâteau à deux étages et ses bougies" },
  design: design({ width: 1080, height: 1350, preset: "card-portrait-1080x1350" }, {
    type: "linear", angle: 180,
    stops: [{ offset: 0, color: "#caf0f8" }, { offset: 0.55, color: "#e8fbf6" }, { offset: 1, color: "#fff3d6" }],
  }, [
    ...confetti(11, 70, { x: 0, y: 0, w: 1080, h: 1350 }, ["#f72585", "#4cc9f0", "#06d6a0", "#ffd166", "#7209b7"], { x: 120, y: 100, w: 840, h: 1180 }),
    // bunting
    ...[0, 1, 2, 3, 4, 5, 6, 7, 8].map((i) => rect(60 + i * 120, 10 + Math.abs(4 - i) * 8, 56, 56, { fill: ["#f72585", "#ffd166", "#4cc9f0", "#06d6a0"][i % 4], rotation: 45 })),
    rect(0, 0, 1080, 40, { fill: "#caf0f8" }),
    text(100, 110, 880, 150, { text: "كل عام وأنت بخير", fontFamily: "Cairo", fontWeight: 900, fontSize: 88, color: "#7209b7", verticalAlign: "middle", maxLines: 1, autoShrink: true }, { name: "title" }),
    text(100, 250, 880, 130, { text: "{{name}}", fontFamily: "Cairo", fontWeight: 800, fontSize: 84, color: "#f72585", verticalAlign: "middle", maxLines: 1, autoShrink: true, minFontSize: 32 }, { name: "name" }),
    ...cake(540, 900),
    text(130, 940, 820, 220, { text: "", field: "message", fontFamily: "Tajawal", fontWeight: 500, fontSize: 40, lineHeight: 1.6, color: "#3d3551", verticalAlign: "middle", maxLines: 3, autoShrink: true, minFontSize: 24 }, { name: "message" }),
    text(130, 1170, 820, 70, { text: "", field: "sender", fontFamily: "Cairo", fontWeight: 700, fontSize: 34, color: "#7209b7", verticalAlign: "middle", maxLines: 1, autoShrink: true }, { name: "sender" }),
  ]),
  fields: [
    nameField(),
    messageField({ ar: "عيد ميلاد سعيد! أتمنى أن تكون سنتك الجديدة أجمل من كل ما مضى", en: "Happy birthday! May your new year be the best one yet", fr: "Joyeux anniversaire ! Que cette nouvelle année soit la plus belle de toutes" }, 150),
    senderField(),
  ],
};

export const BIRTHDAY_CARDS: SeedTemplate[] = [balloonsParty, candlesCake];
