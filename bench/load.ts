// A small keep-alive HTTP load generator: N connections, each sending requests back to back for a
// fixed time, after a warm-up. Run as a child process (bench/verify.ts forks it once and sends it
// one run after another over IPC) so the load does not share the server's event loop. Only talks
// to 127.0.0.1. (autocannon measures the same; this one rotates paths and x-forwarded-for.)
import http from "node:http";

export interface LoadOptions {
  port: number;
  /** Path of request i (so a bench can rotate codes). */
  paths: string[];
  connections: number;
  durationMs: number;
  warmupMs: number;
  /** Send `x-forwarded-for` with a rotating client address (the server must trust the proxy). */
  forwardedFor?: boolean;
  /** POST this JSON body instead of a GET. */
  jsonBody?: string;
  /** Send this User-Agent (bench/analytics.ts: a person's browser, so page views are counted). */
  userAgent?: string;
}

export interface LoadResult {
  requests: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
  statuses: Record<string, number>;
  errors: number;
}

/** 10.0.0.0/8 addresses, a pool of 16,384: at 60 requests/min per address that allows ≈16k req/s. */
const clientIp = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 63}.${i & 255}`;

export async function runLoad(o: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: o.connections });
  let n = 0;
  let measuring = false;
  let stop = false;
  const latencies: number[] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;

  const one = () =>
    new Promise<void>((resolve) => {
      const i = n++;
      const headers: http.OutgoingHttpHeaders = { accept: "application/json" };
      if (o.forwardedFor) headers["x-forwarded-for"] = clientIp(i);
      if (o.userAgent) headers["user-agent"] = o.userAgent;
      if (o.jsonBody !== undefined) Object.assign(headers, { "content-type": "application/json", "content-length": Buffer.byteLength(o.jsonBody) });
      const method = o.jsonBody === undefined ? "GET" : "POST";
      const t = performance.now();
      const req = http.request({ host: "127.0.0.1", port: o.port, path: o.paths[i % o.paths.length], agent, headers, method }, (res) => {
        res.resume();
        res.on("end", () => {
          if (measuring) {
            latencies.push(performance.now() - t);
            statuses[res.statusCode ?? 0] = (statuses[res.statusCode ?? 0] ?? 0) + 1;
          }
          resolve();
        });
      });
      req.on("error", () => {
        if (measuring) errors++;
        resolve();
      });
      req.end(o.jsonBody);
    });

  const workers = Array.from({ length: o.connections }, async () => {
    while (!stop) await one();
  });
  await new Promise((r) => setTimeout(r, o.warmupMs));
  measuring = true;
  const t0 = performance.now();
  await new Promise((r) => setTimeout(r, o.durationMs));
  measuring = false;
  const seconds = (performance.now() - t0) / 1000;
  stop = true;
  await Promise.all(workers);
  agent.destroy();
  const sorted = latencies.sort((a, b) => a - b);
  const pct = (p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN);
  return { requests: sorted.length, seconds, rps: sorted.length / seconds, p50Ms: pct(50), p99Ms: pct(99), statuses, errors };
}

// Child-process entry. With options as JSON in argv[2]: one run, its result over IPC, exit (the
// form other benches use). Without: "ready", then each IPC message is one run's options and its
// result goes back; "exit" ends the child (bench/verify.ts keeps one child for all its rounds).
if (import.meta.url === `file://${process.argv[1]}` && process.send) {
  if (process.argv[2]) {
    const result = await runLoad(JSON.parse(process.argv[2]) as LoadOptions);
    process.send(result, () => process.exit(0));
  } else {
    process.on("message", (m: LoadOptions | "exit") => {
      if (m === "exit") process.exit(0);
      void runLoad(m).then((result) => process.send!(result));
    });
    process.send("ready");
  }
}
