// Hostile renders (issue 22): the real app (fresh SQLite file, 2 render workers, output cache off so
// every request draws, trustProxy on so each simulated client has its own address) on 127.0.0.1.
//   1. baseline: a normal certificate PNG (1600×1131 design, 800 px), one request at a time, alone;
//   2. the same requests while an attacker keeps 10 hostile renders in flight (10 different cards,
//      each one text layer of 2,500 words at size 1000 with auto-shrink in 64×64, ?width=64);
//      goal: normal PNG p99 < 1 s, and every hostile request refused or answered in < 2 s;
//   3. 20 renders at once of cards holding 28 different 6,324² images each (20 clients): the peak
//      RSS of the process (sampled, and VmHWM); goal < 1 GB.
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../server/app.ts";
import { loadConfig } from "../server/config.ts";
import { getTemplate } from "../server/services/templates/get-template.ts";
import { issueSeededCertificates } from "./seeded-certificates.ts";
import { hostileTextDesign, pixelBombDesign } from "../server/test/hostile-designs.ts";

const NORMAL_REQUESTS = Number(process.env.BENCH_HOSTILE_REQUESTS ?? 40);
const HOSTILE_IN_FLIGHT = 10;
const BOMB_RENDERS = 20;

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}

async function vmHwmMb(): Promise<number> {
  const status = await readFile("/proc/self/status", "utf8").catch(() => "");
  const m = /VmHWM:\s+(\d+) kB/.exec(status);
  return m ? Number(m[1]) / 1024 : NaN;
}

export async function hostileBench(): Promise<boolean> {
  console.log(`\nHostile renders (issue 22): 2 render workers, cache off; ${availableParallelism()} cores, load ${loadavg().map((x) => x.toFixed(1)).join(" / ")}`);
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
    const createCard = async (design: object, ip: string) => {
      const res = await fetch(`${base}/api/cards`, { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": ip }, body: JSON.stringify({ templateId: cardTemplate.id, values: cardValues, design }) });
      if (res.status !== 201) throw new Error(`card creation answered ${res.status} ${(await res.text()).slice(0, 300)}`);
      return ((await res.json()) as { id: string }).id;
    };
    const mb = () => (process.memoryUsage().rss / 1024 / 1024).toFixed(0);
    console.log(`  RSS after start and ${certificates.length} certificates: ${mb()} MB`);
    const hostileCards = await Promise.all(Array.from({ length: HOSTILE_IN_FLIGHT }, (_, i) => createCard(hostileTextDesign(2500, i), `198.51.100.${i + 1}`)));

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

    // One attacker address: 10 requests in flight all the time, each answered one started again.
    let attacking = true;
    const hostile: { status: number; ms: number }[] = [];
    const attacker = async (i: number) => {
      while (attacking) hostile.push(await get(`/api/cards/${hostileCards[i]}/image.png?width=64`, "198.51.100.200"));
    };
    const attackers = Array.from({ length: HOSTILE_IN_FLIGHT }, (_, i) => attacker(i));
    const attacked = await normal(`… with ${HOSTILE_IN_FLIGHT} hostile renders in flight`);
    attacking = false;
    await Promise.all(attackers);
    const hostileStatuses: Record<number, number> = {};
    for (const h of hostile) hostileStatuses[h.status] = (hostileStatuses[h.status] ?? 0) + 1;
    const answered = hostile.map((h) => h.ms);
    const hostileMax = Math.max(...answered);
    console.log(`  hostile requests: ${hostile.length} (${Object.entries(hostileStatuses).map(([s, n]) => `${s}×${n}`).join(" ")}), p50 ${percentile(answered, 50).toFixed(0)} ms, p99 ${percentile(answered, 99).toFixed(0)} ms, max ${hostileMax.toFixed(0)} ms`);
    const okHostile = hostile.every((h) => [200, 422, 503].includes(h.status)) && hostileMax < 2000;

    console.log(`  RSS after the attack: ${mb()} MB`);
    // Pixel budget: 20 renders at once of designs with 28 different 6,324² images each.
    const bombs = await Promise.all(Array.from({ length: BOMB_RENDERS }, (_, i) => createCard(pixelBombDesign(28, 6324, i), `192.0.2.${i + 1}`)));
    const rssBefore = process.memoryUsage().rss / 1024 / 1024;
    let peak = rssBefore;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss / 1024 / 1024)), 20);
    const t0 = performance.now();
    // Asked at once; a request refused as busy (503) is asked again, so all 20 are drawn.
    const untilDrawn = async (id: string, ip: string) => {
      for (;;) {
        const r = await get(`/api/cards/${id}/image.png?width=400`, ip);
        if (r.status !== 503) return r;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    };
    const bombAnswers = await Promise.all(bombs.map((id, i) => untilDrawn(id, `192.0.2.${100 + i}`)));
    clearInterval(sampler);
    const bombStatuses: Record<number, number> = {};
    for (const b of bombAnswers) bombStatuses[b.status] = (bombStatuses[b.status] ?? 0) + 1;
    const hwm = await vmHwmMb();
    console.log(`  ${BOMB_RENDERS} renders of 28 × 6,324² images each: ${((performance.now() - t0) / 1000).toFixed(1)} s (${Object.entries(bombStatuses).map(([s, n]) => `${s}×${n}`).join(" ")}); RSS ${rssBefore.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB sampled (+${(peak - rssBefore).toFixed(0)} MB), VmHWM ${hwm.toFixed(0)} MB (whole bench)`);

    const goals = [
      { name: "normal PNG p99 under attack < 1 s", ok: attacked.ok && attacked.p99 < 1000 },
      { name: "hostile render refused or answered < 2 s", ok: okHostile },
      { name: "peak RSS during 20 pixel-heavy renders < 1 GB", ok: peak < 1024 },
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
