// Generated dividers, frames, seals, ribbons and celebration pieces (weddings, birthdays, certificates).
import { arch, burst, circle, crescent, petals, polygon, polyline, rect, rosette, scallopCircle, star, starPolygon } from "./geometry.ts";
import { CREAM, drawing, element, GOLD, GREEN, NAVY, ROSE, type LibraryElement } from "./library.ts";

const D = ["فاصل خط زخرفة", "divider line separator", "séparateur ligne filet"] as [string, string, string];
const line = (x0: number, x1: number, y = 20) => `M${x0} ${y} H${x1}`;
const dividers: LibraryElement[] = [
  element("divider-diamond", "dividers", ["فاصل بمعين", "Divider with diamond", "Séparateur losange"], D,
    drawing(200, 40, [GOLD], [{ d: `${line(4, 84)} ${line(116, 196)}`, stroke: 0, width: 2 }, { d: polyline([[100, 6], [114, 20], [100, 34], [86, 20]]), fill: 0 }])),
  element("divider-star", "dividers", ["فاصل بنجمة", "Divider with star", "Séparateur étoile"], D,
    drawing(200, 40, [GOLD], [{ d: `${line(4, 80)} ${line(120, 196)}`, stroke: 0, width: 2 }, { d: starPolygon(8, 3, 100, 20, 18), fill: 0 }])),
  element("divider-double", "dividers", ["فاصل مزدوج", "Double-line divider", "Double filet"], D,
    drawing(200, 40, [NAVY], [{ d: `${line(4, 86, 16)} ${line(4, 86, 24)} ${line(114, 196, 16)} ${line(114, 196, 24)}`, stroke: 0, width: 1.5 }, { d: circle(100, 20, 8), fill: 0 }])),
  element("divider-crescent", "dividers", ["فاصل بهلال", "Crescent divider", "Séparateur croissant"], [D[0] + " هلال رمضان", D[1] + " crescent ramadan", D[2] + " croissant ramadan"],
    drawing(200, 40, [GOLD], [{ d: `${line(4, 84)} ${line(116, 196)}`, stroke: 0, width: 2 }, { d: crescent(100, 20, 16, 0.85, 0.45), fill: 0 }])),
  element("divider-dots", "dividers", ["فاصل نقاط معينية", "Diamond dots divider", "Séparateur à losanges"], D,
    drawing(200, 40, [GOLD], [{ d: [20, 50, 80, 100, 120, 150, 180].map((x) => { const r = x === 100 ? 10 : x === 80 || x === 120 ? 6 : 4; return polyline([[x, 20 - r], [x + r, 20], [x, 20 + r], [x - r, 20]]); }).join(" "), fill: 0 }])),
  element("divider-wave", "dividers", ["فاصل متموج", "Wave divider", "Séparateur ondulé"], D,
    drawing(200, 40, [NAVY], [{ d: "M4 20 " + Array.from({ length: 8 }, (_, i) => `Q${16 + i * 24} ${i % 2 ? 32 : 8} ${28 + i * 24} 20`).join(" ") + " H196", stroke: 0, width: 2.5 }])),
  element("divider-scroll", "dividers", ["فاصل لفائف", "Scroll divider", "Séparateur à volutes"], D,
    drawing(200, 40, [GOLD], [{ d: "M100 20 C80 4 60 36 40 20 C30 12 20 14 20 22 C20 28 28 30 32 24 M100 20 C120 4 140 36 160 20 C170 12 180 14 180 22 C180 28 172 30 168 24", stroke: 0, width: 2.5 }, { d: circle(100, 20, 4), fill: 0 }])),
  element("divider-rosette", "dividers", ["فاصل بوردة", "Rosette divider", "Séparateur à rosace"], D,
    drawing(200, 40, [GOLD, ROSE], [{ d: `${line(4, 82)} ${line(118, 196)}`, stroke: 0, width: 2 }, { d: rosette(8, 12, 15, 100, 20), fill: 1 }, { d: `${polyline([[60, 16], [64, 20], [60, 24], [56, 20]])} ${polyline([[140, 16], [144, 20], [140, 24], [136, 20]])}`, fill: 0 }])),
];

const FR = ["إطار حدود", "frame border", "cadre bordure"] as [string, string, string];
const cornerStars = (w: number, h: number, r: number) => [[r + 2, r + 2], [w - r - 2, r + 2], [r + 2, h - r - 2], [w - r - 2, h - r - 2]].map(([x, y]) => starPolygon(8, 3, x, y, r)).join(" ");
const frames: LibraryElement[] = [
  element("frame-simple", "frames", ["إطار بسيط", "Simple frame", "Cadre simple"], FR, drawing(100, 70, [NAVY], [{ d: `${rect(1, 1, 98, 68)} ${rect(5, 5, 90, 60)}`, fill: 0, evenOdd: true }])),
  element("frame-double", "frames", ["إطار مزدوج", "Double frame", "Cadre double"], FR, drawing(100, 70, [GOLD], [{ d: `${rect(2, 2, 96, 66)} ${rect(6, 6, 88, 58)}`, stroke: 0, width: 1.2 }])),
  element("frame-rounded", "frames", ["إطار مستدير الزوايا", "Rounded frame", "Cadre arrondi"], FR, drawing(100, 70, [ROSE], [{ d: rect(2, 2, 96, 66, 8), stroke: 0, width: 2 }])),
  element("frame-cut-corners", "frames", ["إطار بزوايا مشطوفة", "Cut-corner frame", "Cadre à coins coupés"], FR,
    drawing(100, 70, [GREEN], [{ d: polyline([[10, 2], [90, 2], [98, 10], [98, 60], [90, 68], [10, 68], [2, 60], [2, 10]]), stroke: 0, width: 1.5 }])),
  element("frame-certificate", "frames", ["إطار شهادة بنجوم", "Certificate frame with stars", "Cadre de certificat étoilé"], [FR[0] + " شهادة", FR[1] + " certificate", FR[2] + " certificat"],
    drawing(100, 70, [NAVY, GOLD], [{ d: `${rect(2, 2, 96, 66)} ${rect(4, 4, 92, 62)}`, fill: 0, evenOdd: true }, { d: rect(7, 7, 86, 56), stroke: 1, width: 0.6 }, { d: cornerStars(100, 70, 5), fill: 1 }])),
  element("frame-arch", "frames", ["إطار قوس إسلامي", "Islamic arch frame", "Cadre en arc islamique"], [FR[0] + " قوس", FR[1] + " arch", FR[2] + " arc"],
    drawing(70, 100, [GOLD], [{ d: `${arch(2, 2, 66, 96)} ${arch(7, 9, 56, 86)}`, fill: 0, evenOdd: true }])),
  element("frame-scalloped-circle", "frames", ["إطار دائري مموج", "Scalloped circle frame", "Cadre rond festonné"], FR,
    drawing(100, 100, [ROSE], [{ d: `${scallopCircle(24, 46)} ${circle(50, 50, 40)}`, fill: 0, evenOdd: true }])),
  element("frame-ring", "frames", ["إطار حلقة مزدوجة", "Double ring frame", "Cadre double anneau"], FR,
    drawing(100, 100, [GOLD], [{ d: circle(50, 50, 47), stroke: 0, width: 2 }, { d: circle(50, 50, 42), stroke: 0, width: 0.8 }])),
  element("frame-portrait-rosettes", "frames", ["إطار عمودي بورود", "Portrait frame with rosettes", "Cadre portrait à rosaces"], FR,
    drawing(70, 100, [GREEN, GOLD], [{ d: rect(4, 4, 62, 92), stroke: 0, width: 1.5 }, { d: [[4, 4], [66, 4], [4, 96], [66, 96]].map(([x, y]) => rosette(8, 3, 5, x, y)).join(" "), fill: 1 }])),
  element("frame-ornate-corners", "frames", ["إطار بزوايا مزخرفة", "Frame with ornate corners", "Cadre à coins ornés"], FR,
    drawing(100, 70, [GOLD], [{ d: rect(6, 6, 88, 58), stroke: 0, width: 1 }, { d: [[6, 6], [94, 6], [6, 64], [94, 64]].map(([x, y]) => petals(4, 6, 28, x, y, 45)).join(" "), fill: 0 }])),
];

const S = ["ختم شارة وسام", "seal badge award", "sceau badge médaille"] as [string, string, string];
const tails = "M36 70 L28 98 L38 92 L44 100 L50 74 Z M64 70 L72 98 L62 92 L56 100 L50 74 Z";
const seals: LibraryElement[] = [
  element("seal-burst-24", "seals", ["ختم مسنن", "Serrated seal", "Sceau dentelé"], S, drawing(100, 100, [GOLD, CREAM], [{ d: burst(24, 48, 0.12), fill: 0 }, { d: circle(50, 50, 34), stroke: 1, width: 2 }])),
  element("seal-burst-32", "seals", ["ختم بحلقات", "Seal with rings", "Sceau à anneaux"], S, drawing(100, 100, [NAVY, GOLD], [{ d: burst(32, 48, 0.08), fill: 0 }, { d: circle(50, 50, 38), stroke: 1, width: 1.5 }, { d: circle(50, 50, 32), stroke: 1, width: 1.5 }])),
  element("seal-scalloped-star", "seals", ["ختم مموج بنجمة", "Scalloped seal with star", "Sceau festonné étoilé"], S, drawing(100, 100, [ROSE, CREAM], [{ d: scallopCircle(18, 44), fill: 0 }, { d: star(5, 0.45, 50, 52, 24), fill: 1 }])),
  element("seal-award-ribbons", "seals", ["وسام بشرائط", "Award rosette with ribbons", "Cocarde à rubans"], [S[0] + " جائزة", S[1] + " prize", S[2] + " prix"],
    drawing(100, 100, [GOLD, NAVY], [{ d: tails, fill: 1 }, { d: rosette(16, 30, 34, 50, 40), fill: 0 }, { d: circle(50, 40, 22), stroke: 1, width: 2 }])),
  element("seal-medal", "seals", ["ميدالية", "Medal", "Médaille"], S, drawing(100, 100, [NAVY, GOLD], [{ d: "M30 2 L46 48 L54 48 L70 2 L58 2 L50 30 L42 2 Z", fill: 0 }, { d: circle(50, 68, 28), fill: 1 }, { d: star(5, 0.45, 50, 70, 16), fill: 0 }])),
  element("seal-shield", "seals", ["درع", "Shield badge", "Écusson"], S, drawing(100, 100, [GREEN, GOLD], [{ d: "M50 2 L92 16 V48 C92 74 72 90 50 98 C28 90 8 74 8 48 V16 Z", fill: 0 }, { d: starPolygon(8, 3, 50, 48, 22), fill: 1 }])),
  element("seal-star8", "seals", ["ختم بنجمة ثمانية", "Eight-point star seal", "Sceau à étoile à huit branches"], S, drawing(100, 100, [GOLD, GREEN], [{ d: burst(40, 48, 0.06), fill: 0 }, { d: circle(50, 50, 38), fill: 1 }, { d: starPolygon(8, 3, 50, 50, 28), fill: 0 }])),
];

const RB = ["شريط لافتة", "ribbon banner", "ruban bannière"] as [string, string, string];
const ribbons: LibraryElement[] = [
  element("ribbon-straight", "ribbons", ["شريط مستقيم", "Straight ribbon", "Ruban droit"], RB, drawing(200, 60, [ROSE], [{ d: polyline([[2, 10], [198, 10], [184, 30], [198, 50], [2, 50], [16, 30]]), fill: 0 }])),
  element("ribbon-folded", "ribbons", ["شريط مطوي", "Folded ribbon", "Ruban plié"], RB,
    drawing(200, 60, [NAVY, "#16304f"], [{ d: `${polyline([[2, 18], [40, 18], [40, 56], [2, 56], [14, 37]])} ${polyline([[198, 18], [160, 18], [160, 56], [198, 56], [186, 37]])}`, fill: 1 }, { d: rect(26, 6, 148, 40), fill: 0 }])),
  element("ribbon-curved", "ribbons", ["شريط مقوس", "Curved ribbon", "Ruban incurvé"], RB, drawing(200, 60, [GOLD], [{ d: "M10 30 Q100 -4 190 30 L190 54 Q100 20 10 54 Z", fill: 0 }])),
  element("ribbon-sash", "ribbons", ["وشاح زاوية", "Corner sash", "Écharpe d'angle"], RB, drawing(100, 100, [ROSE], [{ d: polyline([[40, 0], [70, 0], [100, 30], [100, 60]]), fill: 0 }])),
  element("ribbon-bookmark", "ribbons", ["شريط علامة", "Bookmark ribbon", "Ruban marque-page"], RB, drawing(40, 100, [GREEN], [{ d: polyline([[2, 0], [38, 0], [38, 98], [20, 82], [2, 98]]), fill: 0 }])),
];

const C = ["احتفال عيد ميلاد زفاف", "celebration birthday wedding party", "fête anniversaire mariage"] as [string, string, string];
const balloon = (cx: number, cy: number, r: number) => `M${cx} ${cy + r * 1.2} C${cx - r * 1.3} ${cy + r * 0.4} ${cx - r} ${cy - r * 1.1} ${cx} ${cy - r * 1.1} C${cx + r} ${cy - r * 1.1} ${cx + r * 1.3} ${cy + r * 0.4} ${cx} ${cy + r * 1.2} Z`;
const heart = (cx: number, cy: number, s: number) => `M${cx} ${cy + s * 0.9} C${cx - s * 1.6} ${cy - s * 0.1} ${cx - s * 0.7} ${cy - s * 1.3} ${cx} ${cy - s * 0.45} C${cx + s * 0.7} ${cy - s * 1.3} ${cx + s * 1.6} ${cy - s * 0.1} ${cx} ${cy + s * 0.9} Z`;
const celebration: LibraryElement[] = [
  element("party-balloon", "celebration", ["بالون", "Balloon", "Ballon"], C, drawing(60, 100, [ROSE, "#555555"], [{ d: balloon(30, 32, 24), fill: 0 }, { d: "M30 62 Q24 76 32 86 Q38 94 30 100", stroke: 1, width: 1.2 }])),
  element("party-balloons", "celebration", ["ثلاثة بالونات", "Three balloons", "Trois ballons"], C,
    drawing(100, 100, [ROSE, GOLD, NAVY, "#555555"], [{ d: "M26 48 L50 98 M50 44 L50 98 M74 48 L50 98", stroke: 3, width: 1 }, { d: balloon(26, 26, 16), fill: 0 }, { d: balloon(74, 26, 16), fill: 1 }, { d: balloon(50, 20, 17), fill: 2 }])),
  element("party-bunting", "celebration", ["رايات احتفال", "Bunting flags", "Guirlande de fanions"], C,
    drawing(200, 60, [ROSE, GOLD, GREEN, "#555555"], [{ d: "M2 6 Q100 30 198 6", stroke: 3, width: 1.2 }, ...[0, 1, 2, 3, 4, 5].map((i) => { const x = 14 + i * 30; const y = 6 + 24 * (1 - Math.pow((x - 100) / 98, 2)) * 0.5 + 2; return { d: polyline([[x, y], [x + 22, y], [x + 11, y + 26]]), fill: i % 3 }; })])),
  element("party-gift", "celebration", ["صندوق هدية", "Gift box", "Boîte cadeau"], C,
    drawing(100, 100, [ROSE, GOLD], [{ d: `${rect(10, 40, 80, 56)} ${rect(4, 26, 92, 16)}`, fill: 0 }, { d: `${rect(44, 26, 12, 70)} M50 26 C30 0 14 18 50 26 C86 18 70 0 50 26 Z`, fill: 1 }])),
  element("party-candle", "celebration", ["شمعة", "Candle", "Bougie"], C,
    drawing(40, 100, [ROSE, GOLD], [{ d: rect(12, 40, 16, 58, 2), fill: 0 }, { d: "M20 6 C30 20 28 34 20 36 C12 34 10 20 20 6 Z", fill: 1 }])),
  element("wedding-rings", "celebration", ["خاتما زواج", "Wedding rings", "Alliances"], [C[0] + " خاتم خطوبة", C[1] + " rings engagement", C[2] + " alliances fiançailles"],
    drawing(120, 80, [GOLD, GOLD], [{ d: circle(44, 44, 30), stroke: 0, width: 6 }, { d: circle(76, 44, 30), stroke: 1, width: 6 }])),
  element("wedding-hearts", "celebration", ["قلبان", "Two hearts", "Deux cœurs"], [C[0] + " حب", C[1] + " love", C[2] + " amour"],
    drawing(120, 90, [ROSE, "#f2a7bd"], [{ d: heart(46, 46, 30), fill: 1 }, { d: heart(74, 46, 30), fill: 0 }])),
  element("party-confetti", "celebration", ["قصاصات ملونة", "Confetti", "Confettis"], C,
    drawing(100, 100, [ROSE, GOLD, NAVY, GREEN], [0, 1, 2, 3].map((c) => ({ d: Array.from({ length: 6 }, (_, i) => { const k = i * 4 + c; const x = (k * 37) % 92 + 2; const y = (k * 53) % 92 + 2; return polyline([[x, y], [x + 6, y + 2], [x + 4, y + 8], [x - 2, y + 6]]); }).join(" "), fill: c })))),
  element("party-sparkle", "celebration", ["بريق", "Sparkle", "Étincelle"], C, drawing(100, 100, [GOLD], [{ d: "M50 2 Q54 46 98 50 Q54 54 50 98 Q46 54 2 50 Q46 46 50 2 Z", fill: 0 }])),
];

export const DECOR_ELEMENTS: LibraryElement[] = [...dividers, ...frames, ...seals, ...ribbons, ...celebration];
export { heart, polygon };
