// `npm run scan`: sqlmap and wapiti (Debian packages: apt-get install -y sqlmap wapiti) against a
// throwaway local server, then a short summary. Not part of CI: it takes a few minutes.
// The server trusts X-Forwarded-For here and sqlmap's "xforwardedfor" tamper sends a random one per
// request, so per-address rate limits do not hide injectable parameters; wapiti's requests are few.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("../..", import.meta.url).pathname;
const admin = { username: "admin", password: "scan-admin-password-1" };
const tools = ["sqlmap", "wapiti"].filter((t) => spawnSync("which", [t]).status !== 0);
if (tools.length) {
  console.error(`missing: ${tools.join(", ")} — install with: apt-get install -y ${tools.join(" ")}`);
  process.exit(2);
}

const port = await new Promise((resolve) => {
  const s = createServer();
  s.listen(0, "127.0.0.1", () => { const p = s.address().port; s.close(() => resolve(p)); });
});
const url = `http://127.0.0.1:${port}`;
const work = mkdtempSync(join(tmpdir(), "bitaqa-scan-"));
const webDir = existsSync(join(root, "dist/web/index.html")) ? join(root, "dist/web") : join(work, "no-web");
const server = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: join(work, "data"), PUBLIC_URL: url, ADMIN_USERNAME: admin.username, ADMIN_PASSWORD: admin.password, DATABASE_URL: "", LOG_LEVEL: "warn", TRUST_PROXY: "true", RENDER_WORKERS: "1", WEB_DIR: webDir },
  stdio: ["ignore", "ignore", "pipe"],
});
let serverErrors = "";
server.stderr.on("data", (d) => (serverErrors += d));
const stopServer = () => { try { server.kill("SIGTERM"); } catch { /* gone */ } };
process.on("exit", () => { stopServer(); rmSync(work, { recursive: true, force: true }); });

for (let i = 0; ; i++) {
  try { if ((await fetch(`${url}/healthz`)).ok) break; } catch { /* starting */ }
  if (i > 300) throw new Error(`server did not start\n${serverErrors}`);
  await new Promise((r) => setTimeout(r, 200));
}

// Something to find: a session, a card and a certificate.
const login = await fetch(`${url}/api/login`, { method: "POST", headers: { "content-type": "application/json", origin: url }, body: JSON.stringify(admin) });
const cookie = login.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
if ((await fetch(`${url}/api/admin/users`, { headers: { cookie } })).status !== 200) throw new Error("the admin session does not work");
const templates = await (await fetch(`${url}/api/templates`)).json();
const cardTemplate = templates.find((t) => t.kind === "card");
const certTemplate = templates.find((t) => t.kind === "certificate");
const { fields } = await (await fetch(`${url}/api/templates/${cardTemplate.id}`)).json();
const sample = { text: "سارة", textarea: "عيد مبارك", date: "2026-03-01", number: "7", email: "a@example.com", color: "#112233" };
const values = Object.fromEntries(fields.filter((f) => f.type in sample).map((f) => [f.name, sample[f.type]]));
const card = await (await fetch(`${url}/api/cards`, { method: "POST", headers: { "content-type": "application/json", origin: url }, body: JSON.stringify({ templateId: cardTemplate.id, values }) })).json();
if (!card.id) throw new Error(`could not create a card: ${JSON.stringify(card)}`);
const cert = await (await fetch(`${url}/api/certificates`, { method: "POST", headers: { "content-type": "application/json", origin: url }, body: JSON.stringify({ templateId: certTemplate.id, values: {}, recipientName: "Scan" }) })).json();

const sqlmapTargets = [
  { name: "verify code (path)", args: ["-u", `${url}/api/certificates/verify/${cert.code ?? "ABCDE-FGHJK-MNPQR"}*`] },
  { name: "templates list (query)", args: ["-u", `${url}/api/templates?kind=card&category=eid`] },
  { name: "card (path)", args: ["-u", `${url}/api/cards/${card.id}*`] },
  { name: "login (JSON body)", args: ["-u", `${url}/api/login`, "--data", JSON.stringify({ username: "someone", password: "something" }), "--headers", `Origin: ${url}\nContent-Type: application/json`, "--ignore-code=401"] },
  { name: "admin users search (query, signed in)", args: ["-u", `${url}/api/admin/users?search=ali&page=1`, "--cookie", cookie] },
  { name: "admin certificates search (query, signed in)", args: ["-u", `${url}/api/admin/certificates?search=ali&status=valid`, "--cookie", cookie] },
];
const results = [];
for (const target of sqlmapTargets) {
  const out = join(work, `sqlmap-${results.length}`);
  const t0 = Date.now();
  const r = spawnSync("sqlmap", [...target.args, "--batch", "--level=2", "--risk=1", "--tamper=xforwardedfor", "--flush-session", `--output-dir=${out}`, "--disable-coloring", "--timeout=15", "--retries=1"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const text = `${r.stdout}\n${r.stderr}`;
  const vulnerable = /is vulnerable|appears to be .*injectable|sqlmap identified the following injection point/i.test(text) && !/do not appear to be injectable/i.test(text.split("\n").slice(-40).join("\n"));
  const notInjectable = /all tested parameters do not appear to be injectable|does not seem to be injectable/i.test(text);
  const requests = (text.match(/(\d+) HTTP\(s\) requests/) ?? [])[1];
  results.push({ tool: "sqlmap", target: target.name, verdict: vulnerable ? "INJECTABLE" : notInjectable ? "not injectable" : "inconclusive", seconds: Math.round((Date.now() - t0) / 1000), requests });
  console.log(`sqlmap  ${target.name}: ${results.at(-1).verdict} (${results.at(-1).seconds} s)`);
  if (!vulnerable && !notInjectable) console.log(text.split("\n").filter((l) => /\[(CRITICAL|ERROR|WARNING)\]/.test(l)).slice(-4).map((l) => `        ${l.trim()}`).join("\n"));
}

const report = join(work, "wapiti.json");
const starts = [`${url}/api/templates?kind=card`, `${url}/api/cards/${card.id}/image.png?width=320`, `${url}/api/certificates/verify/${cert.code}`, `${url}/auth?redirect=/user/cards`, `${url}/view/${card.id}`, `${url}/certificate/${cert.id}`, `${url}/api/uploads/x`].flatMap((s) => ["-s", s]);
const t0 = Date.now();
const w = spawnSync("wapiti", ["-u", `${url}/`, ...starts, "--scope", "folder", "-m", "http_headers,cookieflags,csp,xss,permanentxss,sql,crlf,redirect,file,exec,xxe,methods", "--max-scan-time", "240", "--flush-session", "-f", "json", "-o", report, "--verbose", "0"], { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
const wapiti = existsSync(report) ? JSON.parse(readFileSync(report, "utf8")) : null;
const findings = wapiti ? Object.entries(wapiti.vulnerabilities ?? {}).filter(([, list]) => list.length > 0) : [];
console.log(`wapiti  ${wapiti ? `${findings.length} categories with findings` : `no report (exit ${w.status}) ${w.stderr.slice(-400)}`} (${Math.round((Date.now() - t0) / 1000)} s)`);
for (const [category, list] of findings) for (const v of list) console.log(`        ${category}: ${v.path ?? ""} ${v.parameter ?? ""} — ${String(v.info ?? "").slice(0, 160)}`);
const anomalies = wapiti ? Object.entries(wapiti.anomalies ?? {}).filter(([, list]) => list.length > 0) : [];
for (const [category, list] of anomalies) console.log(`        anomaly ${category}: ${list.length} (e.g. ${list[0].path} ${String(list[0].info ?? "").slice(0, 120)})`);

console.log("\nSummary");
for (const r of results) console.log(`  sqlmap  ${r.target.padEnd(44)} ${r.verdict}`);
console.log(`  wapiti  ${findings.length ? findings.map(([c, l]) => `${c} ×${l.length}`).join(", ") : "no vulnerabilities reported"}${anomalies.length ? `; anomalies: ${anomalies.map(([c, l]) => `${c} ×${l.length}`).join(", ")}` : ""}`);
const serverFatal = serverErrors.split("\n").filter((l) => /"level":(50|60)/.test(l)).length;
console.log(`  server  ${serverFatal} error-level log lines during the scan`);
stopServer();
process.exit(results.some((r) => r.verdict === "INJECTABLE") ? 1 : 0);
