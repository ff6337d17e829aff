// npm run bench [-- --only render|bulk|verify|pages|lighthouse|editor|instances|hostile|effects|fonts|analytics|cost|phone-journey|video|qr-payload|qr-offline] — speed goals as ratios/times measured in this run:
//   render: our renderer vs warm headless Chromium (PNG goal ≥ 20×, PDF keep ≥ 50×), worker-pool throughput (bench/render.ts)
//   bulk:   1,000 and 5,000 Arabic CSV rows → certificates + streamed ZIP through the API (goal: 1,000 in ≤ 10 s on
//           2 cores, peak RSS flat; bench/bulk.ts)
//   verify: request path — verify (10 connections) and /healthz (50) req/s as ratios of a bare Fastify
//           route, verify p99 at 50 connections: the median of ≥ 5 interleaved rounds with the spread
//           (min–max) (bench/verify.ts, bench/rounds.ts)
//   pages:  the home page's initial JS + CSS, compressed, from the last build (bench/pages.ts)
//   lighthouse: Lighthouse mobile scores of /, a card view and a verify page, median of 3 (bench/lighthouse.ts; needs a build)
//   editor: drag frames and typing latency in Chromium on a 60-layer certificate (bench/editor.ts; needs a build)
//   instances: verify and card creation req/s with three built instances behind HAProxy on one
//              PostgreSQL (bench/instances.ts; needs BENCH_PG or TEST_DATABASE_URL, haproxy, a build)
//   hostile: a normal certificate PNG's p99 alone and while 10 hostile renders are in flight, the hostile
//            requests' answers, peak RSS of 20 pixel-heavy renders (goals < 1 s, < 2 s, < 1 GB; bench/hostile.ts)
//   effects: editor drag p95 and draw time, 10 text layers with effects vs 10 plain, same run (bench/text-effects.ts; needs a build)
//   fonts: an uploaded brand font's cost on the first render of a design using it vs a bundled font (bench/fonts.ts)
//   analytics: p99 of the server-drawn card page with engagement recording on vs off, interleaved rounds (goal ≤ 5 % apart; bench/analytics.ts)
//   analytics-query: the admin dashboard's and an owner's analytics query on 1,000,000 daily counts, SQLite and
//           PostgreSQL (BENCH_PG or TEST_DATABASE_URL), goal p95 ≤ 200 ms (bench/analytics-query.ts)
//   qr-payload: the printed QR credential of the seeded certificate templates, short and long ar/en names: bytes, QR
//           version (goal ≤ 20 at M), dropped optional fields, printed module size; verify time (bench/qr-payload.ts)
//   phone-journey: a card in five taps on a phone (ar, en), Lighthouse's mobile CPU and slow-4G emulation, touch taps
//           only: taps, scrolls and seconds from the home page to the share sheet (goal ≤ 5 taps, ≤ 10 s; bench/phone-journey.ts; needs a build)
//   video: a 6 s animated card as MP4 (1080×1080 and story 1080×1920) and GIF, first and cached request (goal ≤ 12 s, < 100 ms; bench/video.ts)
//   qr-offline: a certificate's QR link verified offline on a phone after one visit, CPU ×1 and ×4: navigation → verdict
//           (goal ≤ 1 s at ×4; bench/qr-offline.ts; needs a build)
// Everything runs on 127.0.0.1 and temp dirs, bounded in time; about 8–10 minutes in all on 2 cores (bulk's
// 5,000 rows and lighthouse take most of it).
import "../server/process-env.ts"; // first: env read by native addons when they load
import { renderBench } from "./render.ts";
import { bulkBench } from "./bulk.ts";
import { verifyBench } from "./verify.ts";
import { editorBench } from "./editor.ts";
import { instancesBench } from "./instances.ts";
import { pagesBench } from "./pages.ts";
import { lighthouseBench } from "./lighthouse.ts";
import { hostileBench } from "./hostile.ts";
import { textEffectsBench } from "./text-effects.ts";
import { fontsBench } from "./fonts.ts";
import { analyticsBench } from "./analytics.ts";
import { analyticsQueryBench } from "./analytics-query.ts";
import { renderCostBench } from "./render-cost.ts";
import { phoneJourneyBench } from "./phone-journey.ts";
import { videoBench } from "./video.ts";
import { qrPayloadBench } from "./qr-payload.ts";
import { qrOfflineBench } from "./qr-offline.ts";

const BENCHES = { render: renderBench, bulk: bulkBench, verify: verifyBench, pages: pagesBench, lighthouse: lighthouseBench, editor: editorBench, instances: instancesBench, hostile: hostileBench, effects: textEffectsBench, fonts: fontsBench, analytics: analyticsBench, "analytics-query": analyticsQueryBench, cost: renderCostBench, "phone-journey": phoneJourneyBench, video: videoBench, "qr-payload": qrPayloadBench, "qr-offline": qrOfflineBench } as const;
type Name = keyof typeof BENCHES;

const i = process.argv.indexOf("--only");
const only = i >= 0 ? process.argv[i + 1] : undefined;
if (only !== undefined && !(only in BENCHES)) {
  console.error(`--only expects one of: ${Object.keys(BENCHES).join(", ")}`);
  process.exit(2);
}
const names = only ? [only as Name] : (Object.keys(BENCHES) as Name[]);
const started = performance.now();
for (const name of names) await BENCHES[name]();
console.log(`\nbench finished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
