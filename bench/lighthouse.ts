// Lighthouse bench (npm run bench -- --only lighthouse; issue 13 "Pages"): the built server on a temp
// DATA_DIR and a free port, one card and one issued certificate created through the API, then
// Lighthouse (mobile preset, default simulated throttling) in Debian's Chromium on the home page, the
// card view, the certificate verify page and the certificate page (made public by an admin). Each page is run once unmeasured (the server renders and
// caches the preview images, as it has by the time a shared link is opened), then BENCH_LH_RUNS times
// (default 3); the median score per category is printed with its goal, plus the median FCP, LCP, TBT,
// CLS and Speed Index and the audits that failed in the median run. Needs `npm run build`.
// BENCH_LH_LOCALE (ar|en|fr, default ar) is sent as the `locale` cookie; BENCH_LH_OUT keeps the JSON reports;
// BENCH_LH_PAGES=home,card,verify,certificate picks pages.
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startServer, type RunningServer } from "../e2e/server.ts";

type Category = "performance" | "accessibility" | "best-practices" | "seo";
const CATEGORIES: Category[] = ["performance", "accessibility", "best-practices", "seo"];
const GOALS: Record<Category, number> = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };
const METRICS = [
  ["FCP", "first-contentful-paint", "ms"],
  ["LCP", "largest-contentful-paint", "ms"],
  ["TBT", "total-blocking-time", "ms"],
  ["CLS", "cumulative-layout-shift", ""],
  ["SI", "speed-index", "ms"],
] as const;

interface TemplateField { name: string; required: boolean; defaultValue?: string; placeholder?: Record<string, string> }
interface PageRun { scores: Record<Category, number>; metrics: Record<string, number>; failing: string[]; lhr: unknown }

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? NaN;
}

const load = () => loadavg().map((x) => x.toFixed(1)).join(" / ");

/** Values for a template's required fields: its default, else its Arabic placeholder (a realistic sample). */
async function sampleValues(server: RunningServer, templateId: string): Promise<Record<string, string>> {
  const t = (await (await fetch(`${server.url}/api/templates/${templateId}`)).json()) as { fields: TemplateField[] };
  const values: Record<string, string> = {};
  for (const f of t.fields) if (f.required) values[f.name] = f.defaultValue || f.placeholder?.ar || "نص";
  return values;
}

async function post(server: RunningServer, url: string, body: unknown): Promise<Record<string, string>> {
  const res = await fetch(server.url + url, { method: "POST", headers: { "content-type": "application/json", origin: server.url }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`POST ${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, string>;
}

/** An admin makes the certificate public (its own SEO settings: noIndex off), so its page is indexable. */
async function makePublic(server: RunningServer, certificateId: string): Promise<void> {
  const login = await fetch(`${server.url}/api/login`, { method: "POST", headers: { "content-type": "application/json", origin: server.url }, body: JSON.stringify(server.admin) });
  const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];
  const res = await fetch(`${server.url}/api/admin/seo/certificate/${certificateId}`, { method: "PUT", headers: { "content-type": "application/json", origin: server.url, cookie }, body: JSON.stringify({ noIndex: false }) });
  if (!res.ok) throw new Error(`PUT seo: ${res.status} ${await res.text()}`);
}

/** One card and one issued certificate from the seeded templates, as a visitor makes them. */
async function seed(server: RunningServer): Promise<{ cardId: string; code: string; certificateId: string }> {
  const first = async (kind: string) => ((await (await fetch(`${server.url}/api/templates?kind=${kind}`)).json()) as { id: string }[])[0].id;
  const cardTemplate = await first("card");
  const card = await post(server, "/api/cards", { templateId: cardTemplate, values: await sampleValues(server, cardTemplate) });
  const certTemplate = await first("certificate");
  const values = await sampleValues(server, certTemplate);
  const cert = await post(server, "/api/certificates", { templateId: certTemplate, recipientName: values.recipientName ?? "سارة أحمد", values });
  await makePublic(server, cert.id);
  return { cardId: card.id, code: cert.code, certificateId: cert.id };
}

/** Audits of a category that lost points in this run (score below 1), weighted ones first. */
function failingAudits(lhr: LhrLike, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((r) => {
      const a = lhr.audits[r.id];
      return a && a.score !== null && a.score < (category === "performance" ? 0.9 : 1) && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "notApplicable";
    })
    .sort((a, b) => b.weight - a.weight)
    .map((r) => `${r.id}${category === "performance" && lhr.audits[r.id].score !== null ? `(${lhr.audits[r.id].score})` : ""}`);
}

interface LhrLike {
  categories: Partial<Record<Category, { score: number | null; auditRefs: { id: string; weight: number }[] }>>;
  audits: Record<string, { score: number | null; scoreDisplayMode: string; numericValue?: number }>;
  runtimeError?: { code: string; message: string };
}

async function runOnce(url: string, port: number, locale: string, attempt = 1): Promise<PageRun> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: CATEGORIES, extraHeaders: { Cookie: `locale=${locale}` } });
  if (!result) throw new Error(`lighthouse gave no result for ${url}`);
  const lhr = result.lhr as unknown as LhrLike;
  // A loaded machine sometimes loses the trace (NO_NAVSTART, NO_FCP): run again, at most twice more.
  if (lhr.runtimeError && attempt < 3) return runOnce(url, port, locale, attempt + 1);
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as Record<Category, number>;
  const metrics = Object.fromEntries(METRICS.map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN]));
  const failing = CATEGORIES.flatMap((c) => failingAudits(lhr, c).map((id) => `${c === "best-practices" ? "bp" : c.slice(0, 4)}:${id}`));
  return { scores, metrics, failing, lhr: result.lhr };
}

function printPage(name: string, runs: PageRun[], goalCategories: Category[]): boolean {
  let pass = true;
  console.log(`  ${name}`);
  for (const c of CATEGORIES) {
    const med = median(runs.map((r) => r.scores[c]));
    const counted = goalCategories.includes(c);
    const ok = med >= GOALS[c];
    if (counted && !ok) pass = false;
    const verdict = counted ? (ok ? "PASS" : "FAIL") : "(no goal: personal page, noindex)";
    console.log(`    ${c.padEnd(15)} ${String(med).padStart(3)}  [${runs.map((r) => r.scores[c]).join(", ")}]  goal ≥ ${GOALS[c]}  ${verdict}`);
  }
  const metrics = METRICS.map(([label, , unit]) => {
    const v = median(runs.map((r) => r.metrics[label]));
    return `${label} ${unit ? `${Math.round(v)} ms` : v.toFixed(3)}`;
  });
  console.log(`    metrics (median) ${metrics.join(" · ")}`);
  // The failing audits of the run whose performance score is the median one.
  const perfMed = median(runs.map((r) => r.scores.performance));
  const medRun = runs.find((r) => r.scores.performance === perfMed) ?? runs[0];
  console.log(`    audits below par ${medRun.failing.length ? medRun.failing.join(" ") : "none"}`);
  return pass;
}

export async function lighthouseBench(): Promise<{ pass: boolean } | undefined> {
  const runs = Math.max(1, Number(process.env.BENCH_LH_RUNS ?? 3));
  const locale = process.env.BENCH_LH_LOCALE ?? "ar";
  console.log(`\nLighthouse (mobile, simulated throttling, Chromium; locale ${locale}; median of ${runs} runs per page):`);
  if (!existsSync("dist/server/main.js") || !existsSync("dist/web/index.html")) {
    console.log("  no build found: run `npm run build` first (skipped)");
    return undefined;
  }
  const outDir = process.env.BENCH_LH_OUT ?? mkdtempSync(path.join(tmpdir(), "bitaqa-lighthouse-"));
  mkdirSync(outDir, { recursive: true });
  const server = await startServer({ LOG_LEVEL: "error" });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
  try {
    const { cardId, code, certificateId } = await seed(server);
    const pages: { name: string; path: string; goals: Category[] }[] = [
      { name: "home /", path: "/", goals: CATEGORIES },
      { name: "card view /view/{id}", path: `/view/${cardId}`, goals: ["performance", "accessibility", "best-practices"] },
      { name: "verify /certificates/verify/{code}", path: `/certificates/verify/${code}`, goals: ["performance", "accessibility", "best-practices"] },
      // Issue 23: the certificate page too; an admin made this one public, so SEO counts.
      { name: "certificate /certificate/{id} (made public)", path: `/certificate/${certificateId}`, goals: CATEGORIES },
    ];
    // BENCH_LH_PAGES=home,card,verify,certificate picks pages (all by default).
    const picked = (process.env.BENCH_LH_PAGES ?? "").split(",").filter(Boolean);
    const chosen = picked.length ? pages.filter((p) => picked.some((k) => p.name.startsWith(k))) : pages;
    console.log(`  load average before ${load()}`);
    let pass = true;
    for (const page of chosen) {
      const url = server.url + page.path;
      await runOnce(url, chrome.port, locale); // unmeasured: renders and caches the page's images
      const results: PageRun[] = [];
      for (let i = 0; i < runs; i++) results.push(await runOnce(url, chrome.port, locale));
      results.forEach((r, i) => writeFileSync(path.join(outDir, `${page.name.split(" ")[0]}-${i + 1}.json`), JSON.stringify(r.lhr)));
      if (!printPage(page.name, results, page.goals)) pass = false;
    }
    console.log(`  load average after ${load()}   reports in ${outDir}`);
    console.log(`  all goals ${pass ? "PASS" : "FAIL"}`);
    return { pass };
  } finally {
    chrome.kill();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await lighthouseBench();
