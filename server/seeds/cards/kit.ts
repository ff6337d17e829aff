// A small drawing kit for the seed card designs: primitives (rect, ellipse, line, text) and
// ornaments built only from them — crescents, eight-point stars, lanterns, rings, confetti,
// balloons — so every background is generated, nothing is fetched.
import { keysBetween } from "../../../shared/design/fractional-index.ts";
import type { DesignInput } from "../../../shared/design/index.ts";
import type { TemplateFieldInput } from "../../../shared/api/templates.ts";

export interface Spec {
  type: "text" | "shape";
  x: number;
  y: number;
  width: number;
  height: number;
  rotation?: number;
  opacity?: number;
  name?: string;
  props: Record<string, unknown>;
  /** the ornament this shape belongs to (one token per ornament drawn; see grouped) */
  group?: { kind: string };
  /** entrance, exit, emphasis (issue 35); an admin may change them in the editor */
  animation?: LayerAnimationInput;
}

type LayerAnimationInput = NonNullable<DesignInput["layers"][number]["animation"]>;

/** The same animation for every shape of an ornament (or one layer), so they move as one. */
export function animated(animation: LayerAnimationInput, specs: Spec | Spec[]): Spec[] {
  return (Array.isArray(specs) ? specs : [specs]).map((s) => ({ ...s, animation }));
}

/**
 * Tags an ornament's shapes as one group, so the editor lists "Star lattice" once instead of dozens
 * of rectangles. design() turns each token into a groupId "<kind>.<n>" (the editor translates the
 * kind). An outer ornament made of inner ones (a rosette of stars) regroups them under itself.
 */
function grouped(kind: string, specs: Spec[]): Spec[] {
  const token = { kind };
  return specs.map((s) => ({ ...s, group: token }));
}

type ShapeStyle = { fill?: string | null; stroke?: string | null; strokeWidth?: number; radius?: number; rotation?: number; opacity?: number; name?: string };

function shapeSpec(shape: "rect" | "ellipse" | "line", x: number, y: number, w: number, h: number, s: ShapeStyle): Spec {
  return {
    type: "shape", x, y, width: w, height: h, rotation: s.rotation ?? 0, opacity: s.opacity ?? 1, name: s.name,
    props: { shape, fill: s.fill === undefined ? null : s.fill, stroke: s.stroke ?? null, strokeWidth: s.strokeWidth ?? 0, radius: s.radius ?? 0 },
  };
}

export const rect = (x: number, y: number, w: number, h: number, s: ShapeStyle = {}) => shapeSpec("rect", x, y, w, h, s);
export const ellipse = (x: number, y: number, w: number, h: number, s: ShapeStyle = {}) => shapeSpec("ellipse", x, y, w, h, s);
/** A circle by centre and radius. */
export const circle = (cx: number, cy: number, r: number, s: ShapeStyle = {}) => shapeSpec("ellipse", cx - r, cy - r, r * 2, r * 2, s);
/** A line from its centre, `length` long, at `angle` degrees. */
export const line = (cx: number, cy: number, length: number, angle: number, stroke: string, width: number, opacity = 1) =>
  shapeSpec("line", cx - length / 2, cy - width, length, width * 2, { stroke, strokeWidth: width, rotation: angle, opacity });
/** A vertical line from (x, y1) to (x, y2). */
export const vline = (x: number, y1: number, y2: number, stroke: string, width: number, opacity = 1) => line(x, (y1 + y2) / 2, y2 - y1, 90, stroke, width, opacity);

export function text(x: number, y: number, w: number, h: number, props: Record<string, unknown>, extra: { rotation?: number; opacity?: number; name?: string } = {}): Spec {
  return { type: "text", x, y, width: w, height: h, rotation: extra.rotation ?? 0, opacity: extra.opacity ?? 1, name: extra.name, props: { align: "center", direction: "auto", ...props } };
}

/** Eight-point star (khatam): two squares turned 45° apart. */
function star8Specs(cx: number, cy: number, size: number, s: ShapeStyle & { turn?: number } = {}): Spec[] {
  const half = size / 2;
  const turn = s.turn ?? 0;
  const square = (style: ShapeStyle, rotation: number) => rect(cx - half, cy - half, size, size, { ...style, rotation });
  if (s.fill && s.stroke && (s.strokeWidth ?? 0) > 0) {
    // Outline of the star only: both outlines first (twice as wide), then both fills over their inner halves.
    const outline = { ...s, fill: null, strokeWidth: (s.strokeWidth ?? 0) * 2 };
    const body = { ...s, stroke: null, strokeWidth: 0 };
    return [square(outline, turn), square(outline, turn + 45), square(body, turn), square(body, turn + 45)];
  }
  return [square(s, turn), square(s, turn + 45)];
}

/** Outline-only eight-point star with an inner disc: the classic rosette. */
function rosetteSpecs(cx: number, cy: number, size: number, color: string, inner: string | null, width = 3, opacity = 1): Spec[] {
  return [
    ...star8(cx, cy, size, { fill: null, stroke: color, strokeWidth: width, opacity }),
    ...star8(cx, cy, size * 0.72, { fill: null, stroke: color, strokeWidth: width * 0.7, opacity: opacity * 0.8, turn: 22.5 }),
    circle(cx, cy, size * 0.22, { fill: inner, stroke: color, strokeWidth: width * 0.7, opacity }),
  ];
}

/**
 * A crescent: a lit disc covered by a disc of the colour behind it, shifted towards the top-right.
 * `behind` must be the colour the crescent sits on (put it on a medallion for gradients).
 */
function crescentSpecs(cx: number, cy: number, r: number, lit: string, behind: string, shift = 0.36): Spec[] {
  const d = r * shift;
  return [circle(cx, cy, r, { fill: lit }), circle(cx + d, cy - d * 0.55, r * 0.86, { fill: behind })];
}

/** A Ramadan lantern (fanous) hanging from the top edge by a chain. */
function lanternSpecs(cx: number, top: number, chainTo: number, h: number, gold: string, glow: string): Spec[] {
  const w = h * 0.5;
  const y = chainTo;
  return [
    vline(cx, top, y, gold, 2.5),
    circle(cx, y + h * 0.03, h * 0.035, { fill: null, stroke: gold, strokeWidth: 3 }),
    rect(cx - w * 0.18, y + h * 0.06, w * 0.36, h * 0.07, { fill: gold, radius: 4 }),
    // the cap: a wide flat dome
    ellipse(cx - w * 0.42, y + h * 0.1, w * 0.84, h * 0.16, { fill: gold }),
    // warm halo, then the glass body with a flame inside
    circle(cx, y + h * 0.46, h * 0.5, { fill: glow, opacity: 0.07 }),
    circle(cx, y + h * 0.46, h * 0.34, { fill: glow, opacity: 0.1 }),
    rect(cx - w * 0.38, y + h * 0.2, w * 0.76, h * 0.52, { fill: glow, stroke: gold, strokeWidth: 4, radius: w * 0.12 }),
    rect(cx - w * 0.26, y + h * 0.24, w * 0.52, h * 0.44, { fill: "#ffd27a", radius: w * 0.2, opacity: 0.7 }),
    ellipse(cx - w * 0.08, y + h * 0.36, w * 0.16, h * 0.22, { fill: "#fff8e1" }),
    vline(cx - w * 0.2, y + h * 0.2, y + h * 0.72, gold, 2.5),
    vline(cx + w * 0.2, y + h * 0.2, y + h * 0.72, gold, 2.5),
    rect(cx - w * 0.46, y + h * 0.7, w * 0.92, h * 0.07, { fill: gold, radius: 6 }),
    // the base: a small diamond and a drop
    rect(cx - w * 0.12, y + h * 0.78, w * 0.24, w * 0.24, { fill: gold, rotation: 45 }),
    circle(cx, y + h * 0.95, h * 0.025, { fill: gold }),
  ];
}

/** Two interlocking wedding rings, each with a small stone. */
function ringsSpecs(cx: number, cy: number, r: number, gold: string, stone: string): Spec[] {
  const dx = r * 0.55;
  return [
    circle(cx - dx, cy, r, { fill: null, stroke: gold, strokeWidth: r * 0.14 }),
    circle(cx + dx, cy, r, { fill: null, stroke: gold, strokeWidth: r * 0.14 }),
    circle(cx - dx, cy, r * 0.93, { fill: null, stroke: "#ffffff", strokeWidth: r * 0.03, opacity: 0.6 }),
    ...star8(cx + dx, cy - r, r * 0.26, { fill: stone, stroke: gold, strokeWidth: 3 }),
  ];
}

/** A five-petal flower from rotated ellipses around a heart. */
function flowerSpecs(cx: number, cy: number, r: number, petal: string, heart: string, turn = 0, opacity = 1): Spec[] {
  const petals: Spec[] = [];
  for (let i = 0; i < 5; i++) {
    const a = ((turn + i * 72) * Math.PI) / 180;
    const px = cx + Math.sin(a) * r * 0.55;
    const py = cy - Math.cos(a) * r * 0.55;
    petals.push(ellipse(px - r * 0.35, py - r * 0.55, r * 0.7, r * 1.1, { fill: petal, rotation: turn + i * 72, opacity }));
  }
  return [...petals, circle(cx, cy, r * 0.25, { fill: heart, opacity })];
}

/** A leaf: a slim rotated ellipse. */
export const leaf = (cx: number, cy: number, len: number, angle: number, color: string, opacity = 1) =>
  ellipse(cx - len / 2, cy - len * 0.17, len, len * 0.34, { fill: color, rotation: angle, opacity });

/** A balloon with its knot and string. */
function balloonSpecs(cx: number, cy: number, r: number, color: string, string = "#ffffff"): Spec[] {
  return [
    line(cx + r * 0.1, cy + r * 2.2, r * 1.9, 96, string, 2, 0.8),
    rect(cx - r * 0.12, cy + r * 1.1, r * 0.24, r * 0.2, { fill: color, rotation: 45 }),
    ellipse(cx - r, cy - r * 1.1, r * 2, r * 2.3, { fill: color }),
    ellipse(cx - r * 0.55, cy - r * 0.75, r * 0.45, r * 0.7, { fill: "#ffffff", opacity: 0.35, rotation: 25 }),
  ];
}

/** Deterministic pseudo-random numbers (mulberry32), so the seed designs are stable. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Confetti strips and dots scattered in a box, avoiding an optional keep-clear rectangle. */
function confettiSpecs(seed: number, count: number, box: { x: number; y: number; w: number; h: number }, colors: string[], clear?: { x: number; y: number; w: number; h: number }): Spec[] {
  const rnd = random(seed);
  const out: Spec[] = [];
  let guard = 0;
  while (out.length < count && guard++ < count * 20) {
    const x = box.x + rnd() * box.w;
    const y = box.y + rnd() * box.h;
    if (clear && x > clear.x && x < clear.x + clear.w && y > clear.y && y < clear.y + clear.h) continue;
    const color = colors[Math.floor(rnd() * colors.length)];
    const kind = rnd();
    if (kind < 0.5) out.push(rect(x, y, 10 + rnd() * 14, 26 + rnd() * 22, { fill: color, radius: 4, rotation: rnd() * 180 }));
    else if (kind < 0.8) out.push(circle(x, y, 5 + rnd() * 8, { fill: color }));
    else out.push(...star8(x, y, 14 + rnd() * 10, { fill: color, turn: rnd() * 45 }));
  }
  return out;
}

/** Tiny twinkling stars (dots and little four-point sparkles) for night skies. */
function starfieldSpecs(seed: number, count: number, box: { x: number; y: number; w: number; h: number }, color: string): Spec[] {
  const rnd = random(seed);
  const out: Spec[] = [];
  for (let i = 0; i < count; i++) {
    const x = box.x + rnd() * box.w;
    const y = box.y + rnd() * box.h;
    const size = rnd();
    if (size > 0.85) out.push(...star8(x, y, 10 + rnd() * 8, { fill: color, opacity: 0.9 }));
    else out.push(circle(x, y, 1.5 + size * 3, { fill: color, opacity: 0.35 + rnd() * 0.6 }));
  }
  return out;
}

/** A repeating lattice of outlined eight-point stars (a girih-like pattern) over a box. */
function starLatticeSpecs(box: { x: number; y: number; w: number; h: number }, step: number, size: number, color: string, opacity: number, width = 2): Spec[] {
  const out: Spec[] = [];
  for (let y = box.y; y <= box.y + box.h; y += step) {
    for (let x = box.x; x <= box.x + box.w; x += step) {
      out.push(...star8(x, y, size, { fill: null, stroke: color, strokeWidth: width, opacity }));
    }
  }
  return out;
}

/** A design document from layer specs, in drawing order. */
export function design(canvas: { width: number; height: number; preset?: string }, background: DesignInput["background"], specs: Spec[]): DesignInput {
  const keys = keysBetween(null, null, specs.length);
  // Group ids in drawing order per design ("star.1", "star.2", …): stable across restarts.
  const groupIds = new Map<{ kind: string }, string>();
  const counts = new Map<string, number>();
  for (const { group } of specs) {
    if (!group || groupIds.has(group)) continue;
    const n = (counts.get(group.kind) ?? 0) + 1;
    counts.set(group.kind, n);
    groupIds.set(group, `${group.kind}.${n}`);
  }
  return {
    version: 2,
    canvas,
    background,
    digits: "arabic",
    layers: specs.map(({ group, ...s }, i) => ({
      id: `l${i + 1}`, name: s.name ?? `${s.type} ${i + 1}`, index: keys[i], locked: false, hidden: false, ...s, ...(group ? { groupId: groupIds.get(group) } : {}),
    })) as DesignInput["layers"],
  };
}

// ---- fields shared by the card templates ----

// Placeholders double as the sample values of template thumbnails, so they read as real names.
export const nameField = (placeholder = { ar: "سارة أحمد", en: "Sara Ahmed", fr: "Sara Ahmed" }): TemplateFieldInput => ({
  name: "name", type: "text", required: true, position: 0, maxLength: 60,
  label: { ar: "اسم المُهدى إليه", en: "Recipient's name", fr: "Nom du destinataire" }, placeholder,
});

/** The message a card starts with, per language (the Arabic one is also the neutral default). */
export const messageField = (text: { ar: string; en: string; fr: string }, maxLength = 220): TemplateFieldInput => ({
  name: "message", type: "textarea", required: false, position: 1, maxLength, defaultValue: text.ar, defaultText: text,
  label: { ar: "رسالة التهنئة", en: "Message", fr: "Message" },
  placeholder: { ar: "اكتب كلماتك…", en: "Write your words…", fr: "Écrivez vos mots…" },
});

export const senderField = (): TemplateFieldInput => ({
  name: "sender", type: "text", required: false, position: 2, maxLength: 50,
  label: { ar: "من (اسم المرسل)", en: "From (your name)", fr: "De (votre nom)" },
  placeholder: { ar: "عائلة محمد", en: "The Mohammed family", fr: "La famille Mohammed" },
});

export const dateField = (position = 3): TemplateFieldInput => ({
  name: "date", type: "date", required: false, position,
  label: { ar: "التاريخ", en: "Date", fr: "Date" },
});

/** A mosque silhouette (domes, arches, two minarets) standing on `base`, centred on cx. */
function mosqueSpecs(cx: number, base: number, scale: number, color: string, window: string | null = null): Spec[] {
  const s = scale;
  const out: Spec[] = [
    // minarets
    rect(cx - 230 * s, base - 330 * s, 34 * s, 330 * s, { fill: color }),
    rect(cx - 238 * s, base - 250 * s, 50 * s, 14 * s, { fill: color, radius: 3 }),
    ellipse(cx - 230 * s, base - 370 * s, 34 * s, 70 * s, { fill: color }),
    vline(cx - 213 * s, base - 400 * s, base - 360 * s, color, 3 * s),
    rect(cx + 196 * s, base - 330 * s, 34 * s, 330 * s, { fill: color }),
    rect(cx + 188 * s, base - 250 * s, 50 * s, 14 * s, { fill: color, radius: 3 }),
    ellipse(cx + 196 * s, base - 370 * s, 34 * s, 70 * s, { fill: color }),
    vline(cx + 213 * s, base - 400 * s, base - 360 * s, color, 3 * s),
    // halls and domes
    rect(cx - 180 * s, base - 120 * s, 360 * s, 120 * s, { fill: color }),
    ellipse(cx - 110 * s, base - 250 * s, 220 * s, 230 * s, { fill: color }),
    rect(cx - 6 * s, base - 290 * s, 12 * s, 50 * s, { fill: color }),
    circle(cx, base - 292 * s, 10 * s, { fill: color }),
    ellipse(cx - 175 * s, base - 170 * s, 90 * s, 100 * s, { fill: color }),
    ellipse(cx + 85 * s, base - 170 * s, 90 * s, 100 * s, { fill: color }),
  ];
  if (window) {
    for (const dx of [-120, -60, 0, 60, 120]) out.push(rect(cx + (dx - 14) * s, base - 90 * s, 28 * s, 60 * s, { fill: window, radius: 14 * s, opacity: 0.85 }));
  }
  return out;
}

/** A row of arches (half discs) along the bottom edge: a scalloped border. */
function archesSpecs(y: number, from: number, to: number, r: number, fill: string, stroke: string | null, strokeWidth = 2): Spec[] {
  const out: Spec[] = [];
  for (let x = from; x <= to; x += r * 2) out.push(circle(x, y, r, { fill, stroke, strokeWidth }));
  return out;
}

// The ornaments, each drawn as one group of shapes.
export const star8 = (...args: Parameters<typeof star8Specs>): Spec[] => grouped("star", star8Specs(...args));
export const rosette = (...args: Parameters<typeof rosetteSpecs>): Spec[] => grouped("rosette", rosetteSpecs(...args));
export const crescent = (...args: Parameters<typeof crescentSpecs>): Spec[] => grouped("crescent", crescentSpecs(...args));
export const lantern = (...args: Parameters<typeof lanternSpecs>): Spec[] => grouped("lantern", lanternSpecs(...args));
export const rings = (...args: Parameters<typeof ringsSpecs>): Spec[] => grouped("rings", ringsSpecs(...args));
export const flower = (...args: Parameters<typeof flowerSpecs>): Spec[] => grouped("flower", flowerSpecs(...args));
export const balloon = (...args: Parameters<typeof balloonSpecs>): Spec[] => grouped("balloon", balloonSpecs(...args));
export const confetti = (...args: Parameters<typeof confettiSpecs>): Spec[] => grouped("confetti", confettiSpecs(...args));
export const starfield = (...args: Parameters<typeof starfieldSpecs>): Spec[] => grouped("starfield", starfieldSpecs(...args));
export const starLattice = (...args: Parameters<typeof starLatticeSpecs>): Spec[] => grouped("starLattice", starLatticeSpecs(...args));
export const mosque = (...args: Parameters<typeof mosqueSpecs>): Spec[] => grouped("mosque", mosqueSpecs(...args));
export const arches = (...args: Parameters<typeof archesSpecs>): Spec[] => grouped("arches", archesSpecs(...args));

// ---- the cards' animation (issue 35) ----

type LayerInput = DesignInput["layers"][number];
const TEXT_ENTRANCES: Record<string, LayerAnimationInput> = {
  title: { enter: { kind: "words", delay: 0.8, duration: 1.2 } },
  name: { enter: { kind: "words", delay: 2, duration: 1 } },
  message: { enter: { kind: "words", delay: 2.8, duration: 1.8 } },
  sender: { enter: { kind: "rise", delay: 4.4, duration: 0.8 } },
};

/**
 * A card's animation where its design has none of its own: the decorations fade in (lines draw on),
 * then the title, the name and the message appear word by word and the sender rises. All of it ends
 * well before the 6 s, so the last second is the still card.
 */
export function animatedCard(d: DesignInput): DesignInput {
  if (d.layers.some((l) => l.animation)) return d;
  const animation = (l: LayerInput): LayerAnimationInput => {
    if (l.type === "text") return TEXT_ENTRANCES[l.name ?? ""] ?? { enter: { kind: "fade", delay: 0.5, duration: 1 } };
    if (l.type === "shape" && l.props?.shape === "line") return { enter: { kind: "draw", delay: 1.4, duration: 0.8 } };
    return { enter: { kind: "fade", delay: 0, duration: 1.2 } };
  };
  return { ...d, layers: d.layers.map((l) => ({ ...l, animation: animation(l) })) as DesignInput["layers"] };
}
