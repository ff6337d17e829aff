// Render cost model calibration (issue 32, Medium 3; npm run bench -- --only cost): for every seeded
// template, realistic heavy cards and the hostile designs of the finding, the model's estimate
// (shared/design/cost.ts, units ≈ ms) next to the CPU the server really spends drawing it
// (drawDesign with @napi-rs/canvas onto the largest output raster, flushed; encoding not included).
// Goal: seeds and realistic cards under a third of DESIGN_LIMITS.renderCostMax, the estimate not below
// the measured CPU (0.6× allowed: small designs measured on a busy machine vary that much), and
// hostile designs (seconds of drawing) over the budget.
import { loadavg } from "node:os";
import { createCanvas, Path2D } from "@napi-rs/canvas";
import { registerFonts } from "../server/render/fonts.ts";
import { SEED_TEMPLATES } from "../server/seeds/templates.ts";
import { curvedGlyphsDesign, heavyRealisticCard, hugeBlurDesign, offCanvasEffectsDesign } from "../server/test/costly-designs.ts";
import { tenTextLayers } from "./text-effects.ts";
import { drawDesign } from "../shared/design/render.ts";
import { usePath2D } from "../shared/design/elements/draw.ts";
import { designCost, largestOutputScale } from "../shared/design/cost.ts";
import { designDocument, migrateDesign, type DesignDocument } from "../shared/design/index.ts";
import type { DrawContext } from "../shared/design/context.ts";
import { DESIGN_LIMITS } from "../shared/limits.ts";

usePath2D(Path2D);

function cpuMs(f: () => void): number {
  const t0 = process.cpuUsage();
  f();
  const u = process.cpuUsage(t0);
  return (u.user + u.system) / 1000;
}

/** CPU of drawing `doc` at the largest output, the median of `runs` draws onto one kept canvas. */
export function drawCpuAtLargest(doc: DesignDocument, runs = 3): number {
  const scale = largestOutputScale(doc.canvas);
  const canvas = createCanvas(Math.round(doc.canvas.width * scale), Math.round(doc.canvas.height * scale));
  const ctx = canvas.getContext("2d");
  // getImageData makes Skia draw what was recorded (drawing is deferred until the pixels are read).
  ctx.getImageData(0, 0, 1, 1);
  const times = Array.from({ length: runs }, () =>
    cpuMs(() => {
      ctx.reset();
      drawDesign(ctx as unknown as DrawContext, { doc, scale });
      ctx.getImageData(0, 0, 1, 1);
    }),
  );
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

const parse = (raw: unknown) => designDocument.parse(migrateDesign(raw));

export async function renderCostBench(): Promise<boolean> {
  registerFonts();
  console.log(`\nRender cost model (budget ${DESIGN_LIMITS.renderCostMax} units ≈ ms); load ${loadavg().map((x) => x.toFixed(1)).join(" / ")}`);
  const rows: { name: string; kind: "seed" | "realistic" | "hostile"; doc: DesignDocument; scaleLayers?: number; runs?: number }[] = [
    ...SEED_TEMPLATES.map((t) => ({ name: t.seedKey, kind: "seed" as const, doc: parse(t.design) })),
    { name: "ten text layers with effects (bench/text-effects)", kind: "realistic", doc: parse(tenTextLayers(true)) },
    { name: "heavy realistic card (curved title, 12 shadowed texts, 40 shapes)", kind: "realistic", doc: parse(heavyRealisticCard()) },
    // The finding's 500 layers draw for minutes: 5 are drawn and the figure is multiplied by 100.
    { name: "finding: 500 off-canvas layers, shadow/outline/highlight", kind: "hostile", doc: parse(offCanvasEffectsDesign(5)), scaleLayers: 100, runs: 1 },
    { name: "one text layer, blur 200, outline 100", kind: "hostile", doc: parse(hugeBlurDesign()), runs: 1 },
    { name: "curved text, 300 glyphs, radius 20, blur 200", kind: "hostile", doc: parse(curvedGlyphsDesign(300)), runs: 1 },
  ];
  drawCpuAtLargest(rows[0].doc, 1); // fonts and glyph caches warm
  let ok = true;
  for (const row of rows) {
    const factor = row.scaleLayers ?? 1;
    const estimate = designCost(row.doc).units * factor;
    const measured = drawCpuAtLargest(row.doc, row.runs ?? 3) * factor;
    const over = estimate > DESIGN_LIMITS.renderCostMax;
    const expectOver = row.kind === "hostile";
    const good = over === expectOver && estimate >= measured * 0.6 && (row.kind === "hostile" || estimate < DESIGN_LIMITS.renderCostMax / 3);
    if (!good) ok = false;
    console.log(`  ${good ? "✓" : "✗"} ${row.name.padEnd(70)} estimate ${estimate.toFixed(0).padStart(7)}   measured ${measured.toFixed(0).padStart(7)} ms   ×${(estimate / Math.max(1, measured)).toFixed(1)}${over ? "  over budget" : ""}`);
  }
  return ok;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await renderCostBench();
  process.exitCode = ok ? 0 : 1;
}
