// Test and bench only: designs that draw for seconds with few characters (issue 32, Medium 3), and a
// realistic heavy card that must stay well within the render cost budget.
// - offCanvasEffectsDesign: the finding — text layers placed off the canvas (no area inside it) whose
//   shadow (offset −500, blur 200) is pulled back onto it, with outline 100 and highlight padding 200.
// - hugeBlurDesign: one large text layer with the largest shadow blur and outline.
// - curvedGlyphsDesign: curved text of thousands of glyphs on a small radius with shadow and outline
//   (every glyph is a blurred draw of its own).
const index = (i: number) => `a${i.toString(36).padStart(3, "0")}`;
const effects = { shadow: { color: "#000000", blur: 200, offsetX: -500, offsetY: -500 }, outline: { color: "#ff0000", width: 100 }, highlight: { color: "#ffff00", padding: 200, radius: 10 } };

export function offCanvasEffectsDesign(layers = 500, canvas = 1080): Record<string, unknown> {
  return {
    version: 2,
    canvas: { width: canvas, height: canvas },
    layers: Array.from({ length: layers }, (_, i) => ({
      id: `t${i}`, type: "text", x: canvas + 20, y: canvas + 20, width: 600, height: 200, index: index(i),
      props: { text: "كل عام وأنتم بخير", fontSize: 48, ...effects },
    })),
  };
}

export function hugeBlurDesign(canvas = 1080): Record<string, unknown> {
  return {
    version: 2,
    canvas: { width: canvas, height: canvas },
    layers: [{ id: "glow", type: "text", x: 40, y: 40, width: canvas - 80, height: canvas - 80, index: "a0", props: { text: "عيد مبارك وكل عام وأنتم بخير", fontSize: 160, shadow: { color: "#000000", blur: 200, offsetX: 0, offsetY: 0 }, outline: { color: "#ffffff", width: 100 } } }],
  };
}

export function curvedGlyphsDesign(chars = 2000, canvas = 2000): Record<string, unknown> {
  const text = "abcdefghij ".repeat(Math.ceil(chars / 11)).slice(0, chars);
  return {
    version: 2,
    canvas: { width: canvas, height: canvas },
    layers: [{ id: "arc", type: "text", x: 0, y: 0, width: canvas, height: canvas, index: "a0", props: { text, fontSize: 40, curve: { radius: 20, direction: "up" }, shadow: { color: "#000000", blur: 200, offsetX: 0, offsetY: 0 }, outline: { color: "#ffffff", width: 100 } } }],
  };
}

/** A busy, realistic card: a photo, a curved title with shadow and outline, 12 texts with soft shadows, ornaments. */
export function heavyRealisticCard(photoSrc = ""): Record<string, unknown> {
  const layers: Record<string, unknown>[] = [];
  if (photoSrc) layers.push({ id: "photo", type: "image", x: 140, y: 300, width: 800, height: 500, index: index(0), props: { src: photoSrc, radius: 24, filters: { brightness: 110, saturation: 120 } } });
  layers.push({ id: "title", type: "text", x: 90, y: 40, width: 900, height: 220, index: index(1), props: { text: "عيد مبارك سعيد", fontSize: 96, fontWeight: 700, color: "#7a4b00", align: "center", curve: { radius: 700, direction: "up" }, shadow: { color: "rgba(0,0,0,0.35)", blur: 12, offsetX: 3, offsetY: 4 }, outline: { color: "#fff3c4", width: 4 } } });
  for (let i = 0; i < 12; i++) {
    layers.push({
      id: `line${i}`, type: "text", x: 60 + (i % 2) * 500, y: 820 + Math.floor(i / 2) * 40, width: 460, height: 40, index: index(2 + i),
      props: { text: i % 2 ? "Eid Mubarak to you and yours" : "كل عام وأنتم بخير ودمتم سالمين", fontSize: 26, align: "center", shadow: { color: "rgba(0,0,0,0.3)", blur: 8, offsetX: 2, offsetY: 2 }, ...(i < 4 ? { highlight: { color: "#fde68a", padding: 6, radius: 6 } } : {}), ...(i % 3 === 0 ? { outline: { color: "#ffffff", width: 2 } } : {}) },
    });
  }
  for (let i = 0; i < 40; i++) {
    layers.push({ id: `star${i}`, type: "shape", x: (i * 137) % 1040, y: (i * 89) % 1040, width: 40, height: 40, rotation: i * 9, index: index(20 + i), props: { shape: i % 2 ? "ellipse" : "rect", fill: "#d4af37", stroke: "#8a6d1f", strokeWidth: 2 } });
  }
  layers.push({ id: "frame", type: "shape", x: 20, y: 20, width: 1040, height: 1040, index: index(90), props: { shape: "rect", fill: null, stroke: "#d4af37", strokeWidth: 12, radius: 30 } });
  return { version: 2, canvas: { width: 1080, height: 1080 }, background: { type: "linear", angle: 180, stops: [{ offset: 0, color: "#fff8e7" }, { offset: 1, color: "#f3e2b3" }] }, layers };
}
