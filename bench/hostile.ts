// Hostile renders (issues 22 and 32): the real app (fresh SQLite file, 2 renderer processes, output
// cache off so every request draws, trustProxy on so each simulated client has its own address) on 127.0.0.1.
//   1. baseline: a normal certificate PNG (1600×1131 design, 800 px), one request at a time, alone;
//   2. the same requests while 10 attackers from 10 addresses each keep one hostile render in flight
//      (issue 32's card: 2000² canvas, two 5,000-character curved texts, radius 20, shadow blur 200,
//      outline 100; its drawing is native and cannot be interrupted, only its process killed);
//      goals: normal PNG p99 < 1 s, every hostile request answered by the time limit + queue wait,
//      no CPU used by a killed renderer from 0.5 s after its answer, peak memory (PSS) of the process tree < 1 GB;
//   3. 20 renders at once of cards holding 28 different 6,324² images each (20 clients): the peak
//      memory (PSS) of the process tree (this process and its renderers, sampled); goal < 1 GB.
import { mkdtemp, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { getTemplate } from "../server/services/templates/get-template.ts";
import { issueSeededCertificates } from "./seeded-certificates.ts";
import { nativeSlowDesign, pixelBombDesign } from "../server/test/hostile-designs.ts";
import { commandMatches, descendants, treeMemoryMb } from "../server/test/process-tree.ts";
import { processCpuMs } from "../server/render/renderer-process.ts";

const NORMAL_REQUESTS = Number(process.env.BENCH_HOSTILE_REQUESTS ?? 40);
const HOSTILE_IN_FLIGHT = 10;
const BOMB_RENDERS = 20;

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

/** Peak memory (summed PSS) of this process and its renderers while sampling runs. */
function rssSampler(): { stop(): number } {
  let peak = treeMemoryMb();
  const timer = setInterval(() => (peak = Math.max(peak, treeMemoryMb())), 50);
  return { stop: () => (clearInterval(timer), peak) };
}

export async function hostileBench(): Promise<boolean> {
  console.log(`\nHostile renders (issues 22, 32): 2 renderer processes, cache off; ${availableParallelism()} cores, load ${loadavg().map((x) => x.toFixed(1)).join(" / ")}`);
  const dir = await mkdtemp(path.join(tmpdir(), "bitaqa-bench-hostile-"));
  const config = loadConfig(
    { PORT: "0", PUBLIC_URL: "http://localhost:3000", DATA_DIR: dir, LOG_LEVEL: "silent", WEB_DIR: path.join(dir, "no-web"), RENDER_WORKERS: "2", RENDER_CACHE_MB: "0" },
    { admin: { username: "bench-admin", email: "bench@example.com", password: "bench-password-123" }, trustProxy: true },
  );
  const app = await buildApp({ config, logger: false });
  try {
    await app.listen({ host: "127.0.0.1", port: 0 });
    const address = app.server.address();
    if (!address || typeof address === "string") throw new Error("no port");
    const base = `http://127.0.0.1:${address.port}`;
    const get = async (url: string, ip: string) => {
      const t0 = performance.now();
      const res = await fetch(base + url, { headers: { "x-forwarded-for": ip } });
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - t0 };
    };

    const certificates = (await issueSeededCertificates(app, NORMAL_REQUESTS)).map((c) => c.id);
    const cardTemplateRow = await app.db.selectFrom("templates").select("id").where("kind", "=", "card").executeTakeFirstOrThrow();
    const cardTemplate = (await getTemplate(app.db, cardTemplateRow.id))!;
    const cardValues = Object.fromEntries(cardTemplate.fields.filter((f) => f.type !== "image").map((f) => [f.name, f.type === "date" ? "2026-03-20" : "سارة"]));
    const createCard = async (design: object | undefined, ip: string) => {
      const res = await fetch(`${base}/api/cards`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": ip }, body: JSON.stringify({ templateId: cardTemplate.id, values: cardValues, ...(design ? { design } : {}) }) });
      if (res.status !== 201) throw new Error(`card creation answered ${res.status} ${(await res.text()).slice(0, 300)}`);
      return ((await res.json()) as { id: string }).id;
    };
    const mb = () => treeMemoryMb().toFixed(0);
    console.log(`  memory (PSS) of the process tree after start and ${certificates.length} certificates: ${mb()} MB`);
    // Issue 32's card is 10.7 KB; the save budget may refuse it (the render-cost model): then it is
    // stored directly, as a design saved before the budget existed.
    const hostileCards: string[] = [];
    for (let i = 0; i < HOSTILE_IN_FLIGHT; i++) {
      const id = await createCard(undefined, `198.51.100.${i + 1}`);
      await app.db.updateTable("cards").set({ design: JSON.stringify(nativeSlowDesign(i)) }).where("id", "=", id).execute();
      hostileCards.push(id);
    }
    // CPU a killed renderer still uses from 0.5 s to 1 s after its kill (its answer follows at once).
    const cpuAfterKill: number[] = [];
    const pending = new Set<Promise<void>>();
    app.render.pool.onKilled = (pid) => {
      const measured = (async () => {
        await new Promise((r) => setTimeout(r, 500));
        const a = processCpuMs(pid);
        await new Promise((r) => setTimeout(r, 500));
        const b = processCpuMs(pid);
        cpuAfterKill.push(a === undefined || b === undefined ? 0 : b - a);
      })();
      pending.add(measured);
      void measured.finally(() => pending.delete(measured));
    };

    const normal = async (label: string) => {
      const times: number[] = [];
      const statuses: Record<number, number> = {};
      for (let i = 0; i < certificates.length; i++) {
        // A different certificate each time: nothing is served from a cache.
        const r = await get(`/api/certificates/${certificates[i]}/image.png?width=800`, "203.0.113.5");
        times.push(r.ms);
        statuses[r.status] = (statuses[r.status] ?? 0) + 1;
      }
      const st = Object.entries(statuses).map(([s, n]) => `${s}×${n}`).join(" ");
      console.log(`  ${label.padEnd(50)} p50 ${percentile(times, 50).toFixed(0).padStart(5)} ms   p99 ${percentile(times, 99).toFixed(0).padStart(5)} ms   (${st})`);
      return { p99: percentile(times, 99), ok: Object.keys(statuses).every((s) => s === "200") };
    };

    await get(`/api/certificates/${certificates[0]}/image.png?width=800`, "203.0.113.5"); // warm the workers
    const alone = await normal("normal certificate PNG, alone (baseline)");

    // Ten attacker addresses, one hostile request each in flight all the time (answered → asked again).
    let attacking = true;
    const hostile: { status: number; ms: number }[] = [];
    const attacker = async (i: number) => {
      while (attacking) hostile.push(await get(`/api/cards/${hostileCards[i]}/image.png`, `198.51.100.${100 + i}`));
    };
    const attackRss = rssSampler();
    let peakRenderers = 0;
    // Renderer processes only (tsx keeps an esbuild child of its own).
    const renderers = () => descendants().filter((p) => commandMatches(p.pid, /render\/worker\.[jt]s/)).length;
    const countRenderers = setInterval(() => (peakRenderers = Math.max(peakRenderers, renderers())), 100);
    const attackers = Array.from({ length: HOSTILE_IN_FLIGHT }, (_, i) => attacker(i));
    const attacked = await normal(`… with ${HOSTILE_IN_FLIGHT} hostile in flight from ${HOSTILE_IN_FLIGHT} addresses`);
    attacking = false;
    await Promise.all(attackers);
    clearInterval(countRenderers);
    const attackPeak = attackRss.stop();
    await Promise.all(pending);
    const hostileStatuses: Record<number, number> = {};
    for (const h of hostile) hostileStatuses[h.status] = (hostileStatuses[h.status] ?? 0) + 1;
    const answered = hostile.map((h) => h.ms);
    const hostileMax = Math.max(...answered);
    console.log(`  hostile requests: ${hostile.length} (${Object.entries(hostileStatuses).map(([s, n]) => `${s}×${n}`).join(" ")}), p50 ${percentile(answered, 50).toFixed(0)} ms, p99 ${percentile(answered, 99).toFixed(0)} ms, max ${hostileMax.toFixed(0)} ms`);
    const answerLimit = config.renderTimeoutMs + config.renderQueueWaitMs + 1000;
    const okHostile = hostile.every((h) => [200, 422, 503].includes(h.status)) && hostileMax < answerLimit;
    const burnt = cpuAfterKill.length ? Math.max(...cpuAfterKill) : 0;
    console.log(`  renderers killed: ${cpuAfterKill.length}; CPU a killed renderer used 0.5–1 s after its answer: max ${burnt} ms; peak renderer processes ${peakRenderers} (pool size 2)`);
    console.log(`  peak memory (PSS) of the process tree during the attack: ${attackPeak.toFixed(0)} MB; after: ${mb()} MB`);
    // Pixel budget: 20 renders at once of designs with 28 different 6,324² images each.
    const bombs = await Promise.all(Array.from({ length: BOMB_RENDERS }, (_, i) => createCard(pixelBombDesign(28, 6324, i), `192.0.2.${i + 1}`)));
    const rssBefore = treeMemoryMb();
    const bombRss = rssSampler();
    const t0 = performance.now();
    // Asked at once; a request refused as busy (503) is asked again, so all 20 are drawn.
    // A 503 may also be a render starved by the machine's load (killed at the time limit, not
    // remembered): on a loaded machine that can repeat, so each card gets 2 minutes at most.
    const untilDrawn = async (id: string, ip: string) => {
      const giveUpAt = performance.now() + 120_000;
      for (;;) {
        const r = await get(`/api/cards/${id}/image.png?width=400`, ip);
        if (r.status !== 503 || performance.now() > giveUpAt) return r;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const bombAnswers = await Promise.all(bombs.map((id, i) => untilDrawn(id, `192.0.2.${100 + i}`)));
    const peak = bombRss.stop();
    const bombStatuses: Record<number, number> = {};
    for (const b of bombAnswers) bombStatuses[b.status] = (bombStatuses[b.status] ?? 0) + 1;
    console.log(`  ${BOMB_RENDERS} renders of 28 × 6,324² images each: ${((performance.now() - t0) / 1000).toFixed(1)} s (${Object.entries(bombStatuses).map(([s, n]) => `${s}×${n}`).join(" ")}); process tree PSS ${rssBefore.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB sampled (+${(peak - rssBefore).toFixed(0)} MB)`);

    const goals = [
      { name: "normal PNG p99 under attack < 1 s", ok: attacked.ok && attacked.p99 < 1000 },
      { name: `hostile render answered within the time limit + queue wait (< ${(answerLimit / 1000).toFixed(1)} s)`, ok: okHostile },
      { name: "no CPU used by a killed renderer 0.5 s after its answer (< 20 ms)", ok: burnt < 20 },
      { name: "renderer processes never above the pool size", ok: peakRenderers <= 2 },
      { name: "peak memory (PSS) of the process tree during the attack < 1 GB", ok: attackPeak < 1024 },
      { name: "peak memory (PSS) of the process tree during 20 pixel-heavy renders < 1 GB", ok: peak < 1024 },
    ];
    for (const g of goals) console.log(`  ${g.ok ? "✓" : "✗"} ${g.name}`);
    console.log(`  (baseline p99 alone ${alone.p99.toFixed(0)} ms → under attack ${attacked.p99.toFixed(0)} ms)`);
    return goals.every((g) => g.ok);
  } finally {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const ok = await hostileBench();
  process.exit(ok ? 0 : 1);
}
