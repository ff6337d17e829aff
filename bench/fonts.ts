// npm run bench -- --only fonts: what an uploaded brand font costs on the first render of a design
// that uses it (registering the face with Skia from its bytes in a fresh render thread, then drawing),
// against the same design with a bundled family (registered at thread start-up), in the same run:
// each sample is a fresh worker thread, the two kinds interleaved; medians and spread printed.
import { loadavg } from "node:os";
import { Worker } from "node:worker_threads";
import { workerEntry } from "../server/worker-entry.ts";
import { toSfnt } from "../server/services/fonts/sfnt.ts";
import { lalezarWoff2 } from "../server/services/fonts/test-fonts.ts";
import { blobIdOf } from "../server/storage/blobs.ts";
import type { RenderJob } from "../server/render/output.ts";

const ROUNDS = 7;
const TEXT = "عيد مبارك وكل عام وأنتم بخير — Eid Mubarak 2026";

const design = (fontFamily: string) => ({
  version: 2,
  canvas: { width: 1080, height: 1080 },
  background: { type: "color", color: "#0f766e" },
  layers: [0, 1, 2].map((i) => ({
    id: `t${i}`, type: "text", x: 60, y: 120 + i * 300, width: 960, height: 260, index: `a${i}`,
    props: { text: TEXT, fontFamily, fontSize: 72 - i * 12, color: "#ffffff", align: "center" },
  })),
});

function firstRender(job: RenderJob): Promise<{ first: number; second: number; register: number }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerEntry(import.meta.url, "fonts-first-render"), { workerData: job });
    worker.once("message", (m) => {
      resolve(m as { first: number; second: number; register: number });
      void worker.terminate();
    });
    worker.once("error", reject);
  });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (xs: number[]) => `median ${median(xs).toFixed(1)} ms (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)})`;

export async function fontsBench(): Promise<void> {
  const sfnt = new Uint8Array(await toSfnt(lalezarWoff2(), "woff2"));
  const uploaded: RenderJob = { design: design("Lalezar"), format: "png", fonts: [{ family: "Lalezar", key: blobIdOf(sfnt), bytes: sfnt }] };
  const bundled: RenderJob = { design: design("Cairo"), format: "png" };
  const samples = { bundledFirst: [] as number[], uploadedFirst: [] as number[], bundledSecond: [] as number[], uploadedSecond: [] as number[], register: [] as number[] };
  await firstRender(bundled); // warm the OS file cache and the module graph once
  for (let i = 0; i < ROUNDS; i++) {
    for (const [kind, job] of i % 2 ? ([["uploaded", uploaded], ["bundled", bundled]] as const) : ([["bundled", bundled], ["uploaded", uploaded]] as const)) {
      const r = await firstRender(job);
      samples[`${kind}First`].push(r.first);
      samples[`${kind}Second`].push(r.second);
      if (kind === "uploaded") samples.register.push(r.register);
    }
  }
  const cost = median(samples.uploadedFirst) - median(samples.bundledFirst);
  console.log(`\nBrand fonts: first PNG render (1080×1080, 3 text layers) in a fresh render thread, ${ROUNDS} interleaved rounds`);
  console.log(`  uploaded face (Lalezar, ${(sfnt.length / 1024).toFixed(0)} KB TTF, registered from bytes)  first ${fmt(samples.uploadedFirst)}   second ${fmt(samples.uploadedSecond)}`);
  console.log(`  bundled face (Cairo, registered at thread start)                 first ${fmt(samples.bundledFirst)}   second ${fmt(samples.bundledSecond)}`);
  console.log(`  of which GlobalFonts.register from the bytes: ${fmt(samples.register)}`);
  console.log(`  cost of the uploaded font on the first render: ${cost.toFixed(1)} ms (difference of the medians; load average ${loadavg()[0].toFixed(1)})`);
}
