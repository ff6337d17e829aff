// Text-effects bench (npm run bench -- --only effects; needs a build): in Chromium at 1440×900, drag a
// layer of a 1600×1131 design with 10 plain text layers, then of the same design with shadow, outline
// and highlight on all 10 (two of them curved), interleaved, in the same run. Reports the frame
// interval p95 and the renderer's own draw time per frame (p50/p95); goal: effects within 10 % of plain.
import { drawSamples, openInEditor, pct, startFrameRecorder, stopFrameRecorder, withAdminEditor } from "./editor-session.ts";
import { keysBetween } from "../shared/design/fractional-index.ts";
import type { DesignInput } from "../shared/design/schema.ts";
import type { Page } from "playwright-core";

const median = (xs: number[]) => pct(xs, 50);

export function tenTextLayers(effects: boolean): DesignInput {
  const keys = keysBetween(null, null, 10);
  return {
    version: 2,
    canvas: { width: 1600, height: 1131 },
    background: { type: "color", color: "#fbf7ef" },
    layers: keys.map((index, i) => ({
      id: `t${i}`,
      type: "text" as const,
      x: 60 + (i % 2) * 780,
      y: 40 + Math.floor(i / 2) * 215,
      width: 720,
      height: 190,
      index,
      props: {
        text: i % 2 ? "شهادة تقدير للمتميزين Bitaqa 2026" : "كل عام وأنتم بخير ودمتم سالمين",
        fontFamily: "Cairo" as const,
        fontWeight: 700,
        fontSize: 52,
        color: "#0f3d3e",
        align: "center" as const,
        ...(effects
          ? {
              shadow: { color: "rgba(0,0,0,0.4)", blur: 8, offsetX: 4, offsetY: 4 },
              outline: { color: "#fde68a", width: 3 },
              ...(i < 8 ? { highlight: { color: "#ffffff", padding: 8, radius: 10 } } : { curve: { radius: 500, direction: "up" as const } }),
            }
          : {}),
      },
    })),
  };
}

async function dragRound(page: Page, templateId: string): Promise<{ frameP95: number; drawP50: number; drawP95: number }> {
  await openInEditor(page, templateId);
  const box = (await page.locator('[data-testid="layer-box-t4"]').boundingBox())!;
  await startFrameRecorder(page, { clearDraws: true });
  const [x0, y0] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.move(x0, y0);
  await page.mouse.down();
  for (let i = 1; i <= 90; i++) {
    await page.mouse.move(x0 + (i % 30) * 3, y0 - (i % 30) * 2);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
  }
  await page.mouse.up();
  const frames = await stopFrameRecorder(page);
  const draws = await drawSamples(page);
  return { frameP95: pct(frames, 95), drawP50: pct(draws, 50), drawP95: pct(draws, 95) };
}

export async function textEffectsBench(): Promise<void> {
  console.log("\nText effects in the editor (Chromium 1440×900, 1600×1131 design, 10 text layers, drag, 3 interleaved rounds each):");
  await withAdminEditor(async ({ page, createCertificateTemplate }) => {
    const create = (effects: boolean) => createCertificateTemplate(effects ? "تأثيرات" : "نص عادي", tenTextLayers(effects));
    const ids = { plain: await create(false), effects: await create(true) };
    const results: Record<"plain" | "effects", Awaited<ReturnType<typeof dragRound>>[]> = { plain: [], effects: [] };
    for (let round = 0; round < 3; round++) for (const kind of ["plain", "effects"] as const) results[kind].push(await dragRound(page, ids[kind]));
    const summary = (kind: "plain" | "effects") => ({
      frameP95: median(results[kind].map((r) => r.frameP95)),
      drawP50: median(results[kind].map((r) => r.drawP50)),
      drawP95: median(results[kind].map((r) => r.drawP95)),
    });
    const [plain, fx] = [summary("plain"), summary("effects")];
    for (const [name, s] of [["plain text   ", plain], ["with effects ", fx]] as const) {
      console.log(`  ${name} drag frame interval p95 ${s.frameP95.toFixed(1)} ms; renderer draw per frame p50 ${s.drawP50.toFixed(2)} ms, p95 ${s.drawP95.toFixed(2)} ms`);
    }
    const ratio = fx.frameP95 / plain.frameP95;
    console.log(`  effects / plain drag p95: ${(ratio * 100).toFixed(0)} % (goal ≤ 110 %) — ${ratio <= 1.1 ? "met" : "NOT met"}`);
  });
}
