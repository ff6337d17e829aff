// Generated ornaments for Islamic geometry, Ramadan/Eid and florals (drawn by us from the builders in geometry.ts).
import { arch, circle, crescent, petals, polygon, polyline, rect, rosette, star, starPolygon } from "./geometry.ts";
import { CREAM, drawing, element, GOLD, GREEN, NAVY, ROSE, type LibraryElement } from "./library.ts";

const G = "هندسي إسلامي زخرفة نجمة";
const GE = "islamic geometric pattern star";
const GF = "islamique géométrique motif étoile";
const stars: [number, number, string, string, string][] = [
  [6, 2, "نجمة سداسية", "Six-pointed star", "Étoile à six branches"],
  [8, 2, "نجمة ثمانية (خاتم)", "Eight-pointed star (khatam)", "Étoile à huit branches (khatam)"],
  [8, 3, "نجمة ثمانية حادة", "Sharp eight-pointed star", "Étoile à huit branches aiguë"],
  [10, 3, "نجمة عشارية", "Ten-pointed star", "Étoile à dix branches"],
  [12, 5, "نجمة اثنا عشرية", "Twelve-pointed star", "Étoile à douze branches"],
  [16, 5, "نجمة ستة عشرية", "Sixteen-pointed star", "Étoile à seize branches"],
];

const islamic: LibraryElement[] = [
  ...stars.map(([n, k, ar, en, fr]) => element(`islamic-star-${n}-${k}`, "islamic", [ar, en, fr], [G, GE, GF], drawing(100, 100, [GOLD], [{ d: starPolygon(n, k), fill: 0 }]))),
  element("islamic-rub-el-hizb", "islamic", ["ربع الحزب", "Rub el Hizb", "Rub el Hizb"], [G + " قرآن", GE + " quran", GF + " coran"],
    drawing(100, 100, [GREEN, GOLD], [{ d: starPolygon(8, 2), fill: 0 }, { d: circle(50, 50, 16), stroke: 1, width: 4 }])),
  element("islamic-star-8-framed", "islamic", ["نجمة ثمانية مزخرفة", "Ornate eight-pointed star", "Étoile à huit branches ornée"], [G, GE, GF],
    drawing(100, 100, [NAVY, GOLD], [{ d: starPolygon(8, 3), fill: 0 }, { d: polygon(8, 50, 50, 20, 22.5), fill: 1 }, { d: star(8, 0.5, 50, 50, 14), fill: 0 }])),
  element("islamic-star-12-rosette", "islamic", ["نجمة اثنا عشرية بوردة", "Twelve-point star with rosette", "Étoile à douze branches et rosace"], [G + " وردة", GE + " rosette", GF + " rosace"],
    drawing(100, 100, [GOLD, GREEN], [{ d: starPolygon(12, 5), fill: 0 }, { d: rosette(12, 12, 18), fill: 1 }])),
  ...[8, 12, 16].map((n) => element(`islamic-rosette-${n}`, "islamic", [`وردة هندسية ${n}`, `Geometric rosette ${n}`, `Rosace géométrique ${n}`], [G + " وردة", GE + " rosette flower", GF + " rosace fleur"],
    drawing(100, 100, [GOLD, CREAM], [{ d: rosette(n, 30, 38), fill: 0 }, { d: circle(50, 50, 14), fill: 1 }]))),
  element("islamic-medallion-10", "islamic", ["ميدالية عشارية", "Ten-point medallion", "Médaillon à dix branches"], [G + " دائرة", GE + " circle", GF + " cercle"],
    drawing(100, 100, [NAVY, GOLD], [{ d: circle(50, 50, 48), fill: 0 }, { d: starPolygon(10, 3, 50, 50, 42), fill: 1 }, { d: polygon(10, 50, 50, 14), fill: 0 }])),
  element("islamic-octagon", "islamic", ["مثمن بنجمة", "Octagon with star", "Octogone étoilé"], [G + " مثمن", GE + " octagon", GF + " octogone"],
    drawing(100, 100, [GREEN, GOLD], [{ d: polygon(8, 50, 50, 48, 22.5), fill: 0 }, { d: starPolygon(8, 3, 50, 50, 36), fill: 1 }])),
  element("islamic-hexagon-tile", "islamic", ["بلاطة سداسية", "Hexagon tile", "Carreau hexagonal"], [G + " بلاط", GE + " tile", GF + " carreau"],
    drawing(100, 100, [GOLD, NAVY], [{ d: polygon(6, 50, 50, 48, 30), fill: 0 }, { d: starPolygon(6, 2, 50, 50, 34), fill: 1 }])),
  element("islamic-star-4-tile", "islamic", ["بلاطة رباعية", "Four-point tile", "Carreau à quatre pointes"], [G + " بلاط", GE + " tile", GF + " carreau"],
    drawing(100, 100, [NAVY, GOLD], [{ d: rect(2, 2, 96, 96), fill: 0 }, { d: star(4, 0.38, 50, 50, 46, 45), fill: 1 }, { d: star(4, 0.38, 50, 50, 30), fill: 0 }])),
  element("islamic-star-outline", "islamic", ["نجمة ثمانية محددة", "Eight-point star outline", "Contour d'étoile à huit branches"], [G + " خط", GE + " outline", GF + " contour"],
    drawing(100, 100, [GOLD], [{ d: starPolygon(8, 3, 50, 50, 46), stroke: 0, width: 3 }, { d: starPolygon(8, 2, 50, 50, 30), stroke: 0, width: 3 }])),
];

const R = "رمضان عيد هلال";
const RE = "ramadan eid crescent moon";
const RF = "ramadan aïd croissant lune";
function lantern(w: number, domeH: number, bodyH: number): PathLantern {
  const x0 = 50 - w / 2;
  const top = 14 + domeH;
  return {
    frame: `${polyline([[50, 8], [x0 + w * 0.1, top], [x0 + w * 0.9, top]])} ${polyline([[x0, top + 2], [x0 + w, top + 2], [x0 + w * 0.85, top + 2 + bodyH], [x0 + w * 0.15, top + 2 + bodyH]])} ${polyline([[x0 + w * 0.15, top + 4 + bodyH], [x0 + w * 0.85, top + 4 + bodyH], [50, top + 14 + bodyH]])}`,
    ring: circle(50, 5, 3.5),
    glass: arch(x0 + w * 0.25, top + 6, w * 0.5, bodyH - 10),
  };
}
type PathLantern = { frame: string; ring: string; glass: string };
const lanterns = ([[40, 16, 46, "فانوس رمضان", "Ramadan lantern", "Lanterne du Ramadan"], [28, 18, 54, "فانوس نحيل", "Slim lantern", "Lanterne fine"], [50, 12, 38, "فانوس عريض", "Wide lantern", "Lanterne large"]] as const).map(([w, dome, body, ar, en, fr], i) => {
  const l = lantern(w, dome, body);
  return element(`ramadan-lantern-${i + 1}`, "ramadan", [ar, en, fr], [R + " فانوس", RE + " lantern fanous", RF + " lanterne"],
    drawing(100, 100, [GOLD, "#f6d365"], [{ d: l.frame, fill: 0 }, { d: l.ring, stroke: 0, width: 2 }, { d: l.glass, fill: 1 }]));
});

const ramadan: LibraryElement[] = [
  element("ramadan-crescent-thin", "ramadan", ["هلال رفيع", "Thin crescent", "Croissant fin"], [R, RE, RF], drawing(100, 100, [GOLD], [{ d: crescent(50, 50, 46, 0.92, 0.3), fill: 0 }])),
  element("ramadan-crescent", "ramadan", ["هلال", "Crescent", "Croissant"], [R, RE, RF], drawing(100, 100, [GOLD], [{ d: crescent(50, 50, 46, 0.85, 0.45), fill: 0 }])),
  element("ramadan-crescent-star", "ramadan", ["هلال ونجمة", "Crescent and star", "Croissant et étoile"], [R + " نجمة", RE + " star", RF + " étoile"],
    drawing(100, 100, [GOLD, GOLD], [{ d: crescent(44, 50, 44, 0.85, 0.4), fill: 0 }, { d: star(5, 0.42, 72, 46, 14), fill: 1 }])),
  element("ramadan-crescent-star8", "ramadan", ["هلال ونجمة ثمانية", "Crescent with eight-point star", "Croissant et étoile à huit branches"], [R + " نجمة", RE + " star", RF + " étoile"],
    drawing(100, 100, [GREEN, GOLD], [{ d: crescent(44, 50, 44, 0.85, 0.4), fill: 0 }, { d: starPolygon(8, 3, 72, 48, 13), fill: 1 }])),
  ...lanterns,
  element("ramadan-lantern-hanging", "ramadan", ["فانوس معلق", "Hanging lantern", "Lanterne suspendue"], [R + " فانوس", RE + " lantern", RF + " lanterne"],
    drawing(60, 100, [GOLD, "#f6d365"], [{ d: "M30 0 V30", stroke: 0, width: 1.5 }, { d: `${polyline([[30, 30], [18, 44], [42, 44]])} ${polyline([[14, 46], [46, 46], [40, 82], [20, 82]])} ${polyline([[20, 84], [40, 84], [30, 96]])}`, fill: 0 }, { d: arch(23, 52, 14, 26), fill: 1 }])),
  element("ramadan-mosque", "ramadan", ["مسجد", "Mosque", "Mosquée"], [R + " مسجد قبة مئذنة", RE + " mosque dome minaret", RF + " mosquée dôme minaret"],
    drawing(120, 100, [GREEN, GOLD], [{ d: `M30 100 V62 Q30 30 60 22 Q90 30 90 62 V100 Z ${rect(8, 36, 10, 64)} ${rect(102, 36, 10, 64)} ${polyline([[8, 36], [13, 20], [18, 36]])} ${polyline([[102, 36], [107, 20], [112, 36]])}`, fill: 0 }, { d: crescent(60, 12, 7, 0.85, 0.45), fill: 1 }, { d: arch(52, 70, 16, 30), fill: 1 }])),
  element("ramadan-arch-window", "ramadan", ["نافذة قوسية", "Arched window", "Fenêtre en arc"], [R + " قوس", RE + " arch window", RF + " arc fenêtre"],
    drawing(60, 100, [GOLD, CREAM], [{ d: arch(2, 2, 56, 96), fill: 0 }, { d: arch(8, 10, 44, 84), fill: 1 }])),
];

const F = "زهور ورد نبات زاوية";
const FE = "floral flower leaf corner";
const FF = "floral fleur feuille coin";
function floralCorner(leaves: number, curl: number): { stem: string; leaves: string } {
  const stem = `M4 96 Q4 4 96 4 M4 60 Q${10 + curl} ${30 - curl} ${30 - curl} ${10 + curl} Q${40 + curl} 4 60 4`;
  const parts: string[] = [];
  // Leaves sit on the main stem (the quadratic 4,96 → 4,4 → 96,4), alternating sides, leaning along it.
  for (let i = 1; i <= leaves; i++) {
    const t = 0.12 + (0.76 * (i - 0.5)) / leaves;
    const x = 4 + 92 * t * t;
    const y = 4 + 92 * (1 - t) * (1 - t);
    const along = (Math.atan2(184 * t, 184 * (1 - t)) * 180) / Math.PI;
    parts.push(petals(1, 20, 26, x, y, along + (i % 2 ? 50 : 130)));
  }
  return { stem, leaves: parts.join(" ") };
}
const corners = ([[3, 0, "ركن زهري بسيط", "Simple floral corner"], [4, 6, "ركن زهري ملتف", "Curled floral corner"], [5, 10, "ركن زهري كثيف", "Lush floral corner"]] as const).flatMap(([n, curl, ar, en], i) => {
  const c = floralCorner(n, curl);
  const fr = ["Coin floral simple", "Coin floral enroulé", "Coin floral dense"][i];
  return [
    element(`floral-corner-${i + 1}`, "floral", [ar, en, fr], [F, FE, FF], drawing(100, 100, [GOLD, GREEN], [{ d: c.stem, stroke: 0, width: 2.5 }, { d: c.leaves, fill: 1 }])),
    element(`floral-corner-${i + 1}-flower`, "floral", [`${ar} بوردة`, `${en} with flower`, `${fr} avec fleur`], [F, FE, FF],
      drawing(100, 100, [GOLD, GREEN, ROSE], [{ d: c.stem, stroke: 0, width: 2.5 }, { d: c.leaves, fill: 1 }, { d: petals(6, 14, 24, 16, 16), fill: 2 }, { d: circle(16, 16, 4), fill: 0 }])),
  ];
});
const flowers: [number, string, string, string][] = [[5, "زهرة خماسية", "Five-petal flower", "Fleur à cinq pétales"], [6, "زهرة سداسية", "Six-petal flower", "Fleur à six pétales"], [8, "زهرة ثمانية", "Eight-petal flower", "Fleur à huit pétales"]];
const floral: LibraryElement[] = [
  ...corners,
  ...flowers.map(([n, ar, en, fr]) => element(`floral-flower-${n}`, "floral", [ar, en, fr], [F, FE, FF], drawing(100, 100, [ROSE, GOLD], [{ d: petals(n, 48, 22), fill: 0 }, { d: circle(50, 50, 10), fill: 1 }]))),
  element("floral-flower-double", "floral", ["زهرة مزدوجة", "Double flower", "Fleur double"], [F, FE, FF],
    drawing(100, 100, [ROSE, "#f2a7bd", GOLD], [{ d: petals(8, 48, 20), fill: 0 }, { d: petals(8, 32, 20, 50, 50, 22.5), fill: 1 }, { d: circle(50, 50, 8), fill: 2 }])),
  element("floral-sprig", "floral", ["غصن أوراق", "Leaf sprig", "Brin de feuilles"], [F + " غصن", FE + " branch sprig", FF + " branche"],
    drawing(100, 100, [GREEN], [{ d: "M50 98 Q46 50 50 4", stroke: 0, width: 2.5 }, ...[20, 38, 56, 74].map((y, i) => ({ d: `${petals(1, 18, 28, 49, y + 10, -60 + i * 4)} ${petals(1, 18, 28, 49, y + 10, 60 - i * 4)}`, fill: 0 }))])),
  element("floral-laurel", "floral", ["إكليل غار", "Laurel wreath", "Couronne de laurier"], [F + " غار شهادة تكريم", FE + " laurel wreath certificate award", FF + " laurier couronne certificat"],
    drawing(100, 100, [GOLD], [{ d: "M50 94 Q10 86 12 40 M50 94 Q90 86 88 40", stroke: 0, width: 2.5 }, ...Array.from({ length: 6 }, (_, i) => {
      const a = 200 + i * 22;
      const x = 50 + 40 * Math.cos((a * Math.PI) / 180) * 0.95;
      const y = 56 - 40 * Math.sin((a * Math.PI) / 180);
      return { d: `${petals(1, 14, 30, x, y, -20 - i * 18)} ${petals(1, 14, 30, 100 - x, y, 20 + i * 18)}`, fill: 0 };
    })])),
];

export const ISLAMIC_ELEMENTS: LibraryElement[] = [...islamic, ...ramadan, ...floral];
