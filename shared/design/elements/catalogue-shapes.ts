// Basic shapes (generated) and the line icons from Lucide (ISC, see lucide-icons.ts), all recolourable.
import { burst, circle, polygon, polyline, star } from "./geometry.ts";
import { heart } from "./catalogue-decor.ts";
import { LUCIDE_PATHS } from "./lucide-icons.ts";
import { drawing, element, NAVY, type LibraryElement } from "./library.ts";

const K = ["شكل أساسي", "basic shape", "forme de base"] as [string, string, string];
const fill = (d: string, w = 100, h = 100) => drawing(w, h, [NAVY], [{ d, fill: 0 }]);
const shapes: LibraryElement[] = [
  element("shape-star-5", "shapes", ["نجمة خماسية", "Five-point star", "Étoile à cinq branches"], K, fill(star(5, 0.42, 50, 54))),
  element("shape-star-4", "shapes", ["نجمة رباعية", "Four-point star", "Étoile à quatre branches"], K, fill(star(4, 0.38))),
  element("shape-star-6", "shapes", ["نجمة سداسية بسيطة", "Six-point star", "Étoile à six branches simple"], K, fill(star(6, 0.55))),
  element("shape-burst-12", "shapes", ["انفجار نجمي", "Starburst", "Explosion étoilée"], K, fill(burst(12, 48, 0.3))),
  element("shape-triangle", "shapes", ["مثلث", "Triangle", "Triangle"], K, fill(polyline([[50, 4], [96, 92], [4, 92]]))),
  element("shape-diamond", "shapes", ["معين", "Diamond", "Losange"], K, fill(polyline([[50, 2], [90, 50], [50, 98], [10, 50]]))),
  element("shape-pentagon", "shapes", ["مخمس", "Pentagon", "Pentagone"], K, fill(polygon(5, 50, 54))),
  element("shape-hexagon", "shapes", ["مسدس", "Hexagon", "Hexagone"], K, fill(polygon(6, 50, 50, 48, 30))),
  element("shape-octagon", "shapes", ["مثمن", "Octagon", "Octogone"], K, fill(polygon(8, 50, 50, 48, 22.5))),
  element("shape-arrow-right", "shapes", ["سهم لليمين", "Arrow right", "Flèche droite"], [K[0] + " سهم", K[1] + " arrow", K[2] + " flèche"], fill(polyline([[2, 35], [60, 35], [60, 12], [98, 50], [60, 88], [60, 65], [2, 65]]))),
  element("shape-arrow-left", "shapes", ["سهم لليسار", "Arrow left", "Flèche gauche"], [K[0] + " سهم", K[1] + " arrow", K[2] + " flèche"], fill(polyline([[98, 35], [40, 35], [40, 12], [2, 50], [40, 88], [40, 65], [98, 65]]))),
  element("shape-arrow-double", "shapes", ["سهم مزدوج", "Double arrow", "Double flèche"], [K[0] + " سهم", K[1] + " arrow", K[2] + " flèche"], fill(polyline([[2, 50], [30, 16], [30, 36], [70, 36], [70, 16], [98, 50], [70, 84], [70, 64], [30, 64], [30, 84]]))),
  element("shape-chevron", "shapes", ["سهم شيفرون", "Chevron arrow", "Chevron"], [K[0] + " سهم", K[1] + " arrow chevron", K[2] + " flèche chevron"], fill(polyline([[4, 10], [60, 10], [96, 50], [60, 90], [4, 90], [40, 50]]))),
  element("shape-arrow-curved", "shapes", ["سهم منحني", "Curved arrow", "Flèche courbe"], [K[0] + " سهم", K[1] + " arrow", K[2] + " flèche"],
    drawing(100, 100, [NAVY], [{ d: "M14 86 Q14 30 70 30", stroke: 0, width: 10 }, { d: polyline([[66, 10], [94, 30], [66, 50]]), fill: 0 }])),
  element("shape-heart", "shapes", ["قلب", "Heart", "Cœur"], [K[0] + " حب", K[1] + " love", K[2] + " amour"], fill(heart(50, 54, 48))),
  element("shape-speech-round", "shapes", ["فقاعة كلام دائرية", "Round speech bubble", "Bulle ronde"], [K[0] + " كلام", K[1] + " speech bubble", K[2] + " bulle parole"],
    fill("M50 6 C80 6 96 22 96 42 C96 62 80 76 50 76 C44 76 38 75 33 73 L12 94 L18 66 C9 59 4 51 4 42 C4 22 20 6 50 6 Z")),
  element("shape-speech-rect", "shapes", ["فقاعة كلام مستطيلة", "Speech bubble", "Bulle rectangulaire"], [K[0] + " كلام", K[1] + " speech bubble", K[2] + " bulle parole"],
    fill("M10 6 H90 Q96 6 96 12 V64 Q96 70 90 70 H40 L22 92 L24 70 H10 Q4 70 4 64 V12 Q4 6 10 6 Z")),
  element("shape-thought", "shapes", ["فقاعة تفكير", "Thought bubble", "Bulle de pensée"], [K[0] + " تفكير", K[1] + " thought bubble", K[2] + " bulle pensée"],
    drawing(100, 100, [NAVY], [{ d: "M30 20 C32 6 52 4 58 14 C66 4 86 8 84 24 C98 28 96 50 82 52 C82 66 62 70 54 62 C46 72 24 70 24 58 C8 58 6 36 18 32 C12 24 20 16 30 20 Z", fill: 0 }, { d: `${circle(22, 78, 6)} ${circle(10, 92, 3.5)}`, fill: 0 }])),
  element("shape-plus", "shapes", ["علامة زائد", "Plus", "Plus"], K, fill(polyline([[36, 4], [64, 4], [64, 36], [96, 36], [96, 64], [64, 64], [64, 96], [36, 96], [36, 64], [4, 64], [4, 36], [36, 36]]))),
  element("shape-ring", "shapes", ["حلقة", "Ring", "Anneau"], K, drawing(100, 100, [NAVY], [{ d: `${circle(50, 50, 48)} ${circle(50, 50, 32)}`, fill: 0, evenOdd: true }])),
  element("shape-semicircle", "shapes", ["نصف دائرة", "Semicircle", "Demi-cercle"], K, fill("M2 50 A48 48 0 0 1 98 50 Z", 100, 52)),
  element("shape-arch", "shapes", ["قوس", "Arch", "Arche"], K, fill("M4 98 V50 A46 46 0 0 1 96 50 V98 Z")),
  element("shape-parallelogram", "shapes", ["متوازي أضلاع", "Parallelogram", "Parallélogramme"], K, fill(polyline([[26, 20], [98, 20], [74, 80], [2, 80]]))),
  element("shape-trapezoid", "shapes", ["شبه منحرف", "Trapezoid", "Trapèze"], K, fill(polyline([[24, 20], [76, 20], [98, 80], [2, 80]]))),
];

// [lucide id, ar, en, fr]
const ICON_NAMES: [string, string, string, string][] = [
  ["heart", "قلب", "Heart", "Cœur"], ["star", "نجمة", "Star", "Étoile"], ["gift", "هدية", "Gift", "Cadeau"], ["cake", "كعكة", "Cake", "Gâteau"],
  ["moon", "قمر", "Moon", "Lune"], ["moon-star", "قمر ونجمة", "Moon and star", "Lune et étoile"], ["sparkles", "نجوم لامعة", "Sparkles", "Étincelles"],
  ["sparkle", "لمعة", "Sparkle", "Scintillement"], ["award", "جائزة", "Award", "Récompense"], ["medal", "ميدالية", "Medal", "Médaille"],
  ["trophy", "كأس", "Trophy", "Trophée"], ["graduation-cap", "قبعة تخرج", "Graduation cap", "Toque de diplômé"], ["book-open", "كتاب مفتوح", "Open book", "Livre ouvert"],
  ["crown", "تاج", "Crown", "Couronne"], ["flower", "زهرة", "Flower", "Fleur"], ["flower-2", "وردة", "Blossom", "Fleur épanouie"],
  ["party-popper", "مفرقعة احتفال", "Party popper", "Cotillon"], ["balloon", "بالون", "Balloon", "Ballon"], ["candy", "حلوى", "Candy", "Bonbon"],
  ["music-2", "موسيقى", "Music", "Musique"], ["camera", "كاميرا", "Camera", "Appareil photo"], ["calendar", "تقويم", "Calendar", "Calendrier"],
  ["clock", "ساعة", "Clock", "Horloge"], ["map-pin", "موقع", "Location pin", "Repère"], ["mail", "بريد", "Mail", "Courrier"],
  ["phone", "هاتف", "Phone", "Téléphone"], ["sun", "شمس", "Sun", "Soleil"], ["cloud", "سحابة", "Cloud", "Nuage"], ["leaf", "ورقة شجر", "Leaf", "Feuille"],
  ["feather", "ريشة", "Feather", "Plume"], ["pen-tool", "قلم", "Pen", "Plume d'écriture"], ["school", "مدرسة", "School", "École"],
  ["lightbulb", "مصباح فكرة", "Light bulb", "Ampoule"], ["rocket", "صاروخ", "Rocket", "Fusée"], ["laugh", "وجه ضاحك", "Laughing face", "Visage riant"],
  ["handshake", "مصافحة", "Handshake", "Poignée de main"], ["badge-check", "شارة موثقة", "Verified badge", "Badge vérifié"],
  ["shield-check", "درع موثق", "Verified shield", "Bouclier vérifié"], ["ribbon", "شريط", "Ribbon", "Ruban"], ["gem", "جوهرة", "Gem", "Gemme"],
  ["bell", "جرس", "Bell", "Cloche"], ["house", "بيت", "House", "Maison"], ["users", "أشخاص", "People", "Personnes"], ["baby", "مولود", "Baby", "Bébé"],
  ["church", "كنيسة", "Church", "Église"], ["tent", "خيمة", "Tent", "Tente"], ["coffee", "قهوة", "Coffee", "Café"], ["utensils", "طعام", "Dining", "Repas"],
];
const icons: LibraryElement[] = ICON_NAMES.map(([id, ar, en, fr]) =>
  element(`icon-${id}`, "icons", [ar, en, fr], ["أيقونة", `icon ${id.replace(/-/g, " ")}`, "icône"],
    drawing(24, 24, [NAVY], (LUCIDE_PATHS[id] ?? []).map((d) => ({ d, stroke: 0, width: 2 })))),
);

export const SHAPE_ELEMENTS: LibraryElement[] = [...shapes, ...icons];
