// Editor bench (part of npm run bench): in Chromium, drag one layer of a 1600×1131 certificate with 60
// layers and record every animation frame's interval (goal: p95 under 16.7 ms, i.e. no dropped frame at
// 60 Hz), the renderer's own draw time per frame, and — typing Arabic into a text layer — the time from
// each key's input event to the next painted frame (goal: within one frame).
import { drawSamples, openInEditor, pct, startFrameRecorder, stopFrameRecorder, withAdminEditor } from "./editor-session.ts";
import { certificate } from "../shared/design/fixtures/index.ts";
import { paddedCertificate } from "../shared/design/fixtures/padded-certificate.ts";

/** The fixture certificate, padded with text and shapes to 60 layers. */
const sixtyLayers = () => paddedCertificate(60 - certificate.doc.layers.length, { ellipses: true });

export async function editorBench(): Promise<void> {
  console.log("\nEditor in Chromium (1440×900, certificate 1600×1131 with 60 layers):");
  await withAdminEditor(async ({ page, createCertificateTemplate }) => {
    await openInEditor(page, await createCertificateTemplate("قياس المحرر", sixtyLayers()));
    const layerCount = await page.locator('[data-testid^="layer-row-"]').count();

    // Drag: 90 pointer moves, one per frame, while a rAF loop records frame intervals.
    const target = page.locator('[data-testid="layer-box-pad1"]');
    const box = (await target.boundingBox())!;
    await startFrameRecorder(page);
    const x0 = box.x + box.width / 2;
    const y0 = box.y + box.height / 2;
    await page.mouse.move(x0, y0);
    await page.mouse.down();
    const t0 = Date.now();
    for (let i = 1; i <= 90; i++) {
      await page.mouse.move(x0 + i * 3, y0 - i * 2);
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    }
    await page.mouse.up();
    const dragMs = Date.now() - t0;
    const frames = await stopFrameRecorder(page);
    console.log(`  layers on the canvas                          ${layerCount}`);
    console.log(`  drag: ${frames.length} frames in ${dragMs} ms; frame interval p50 ${pct(frames, 50).toFixed(1)} ms, p95 ${pct(frames, 95).toFixed(1)} ms (goal p95 < 16.7 ms)`);

    const draws = await drawSamples(page, 80);
    console.log(`  renderer draw per frame (60 layers at the fitted zoom): p50 ${pct(draws, 50).toFixed(1)} ms, p95 ${pct(draws, 95).toFixed(1)} ms`);

    // Typing: the time from each input event to the next frame.
    await target.dblclick();
    const textarea = page.getByTestId("text-editor");
    await textarea.waitFor();
    await page.evaluate(`(() => {
      window.__typing = [];
      document.querySelector('[data-testid="text-editor"]').addEventListener("input", (e) => {
        const start = e.timeStamp;
        requestAnimationFrame((t) => window.__typing.push(t - start));
      });
    })()`);
    await textarea.pressSequentially("تهنئة بالنجاح والتفوق", { delay: 30 });
    const typing: number[] = await page.evaluate(() => (window as unknown as { __typing: number[] }).__typing);
    console.log(`  typing: ${typing.length} keys; input → next frame p50 ${pct(typing, 50).toFixed(1)} ms, p95 ${pct(typing, 95).toFixed(1)} ms (goal < 16.7 ms)`);
  });
}
