// One HTTP attempt of a webhook delivery. Refuses non-public addresses at connect time (the
// `lookup` hook sees every address DNS gives, literal IPs are checked before connecting), follows
// no redirects (a 3xx is an answer like any other), gives up after 10 s, and reads at most 64 KB of
// the answer — a hostile receiver can neither hold the sender nor fill its memory.
import http from "node:http";
import https from "node:https";
import dns from "node:dns";
import { isIP, type LookupFunction } from "node:net";
import { BlockedAddressError, isPublicAddress } from "./address-policy.ts";

export const WEBHOOK_TIMEOUT_MS = 10_000;
export const RESPONSE_READ_LIMIT = 64 * 1024;
const EXCERPT_CHARS = 500;

export interface AttemptResult {
  /** null: no HTTP answer (timeout, refused, blocked address…) */
  status: number | null;
  latencyMs: number;
  excerpt: string | null;
  error: string | null;
}

function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "", 0);
      const list = addresses as dns.LookupAddress[];
      const bad = list.find((a) => !allowPrivate && !isPublicAddress(a.address));
      if (bad) return callback(new BlockedAddressError(bad.address), "", 0);
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
      const first = list[0];
      if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" }), "", 0);
      callback(null, first.address, first.family);
    });
  };
}

export function postWebhook(target: string, body: string, headers: Record<string, string>, options: { allowPrivate: boolean; timeoutMs?: number; signal?: AbortSignal }): Promise<AttemptResult> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const url = new URL(target);
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !options.allowPrivate && !isPublicAddress(host)) {
    return Promise.resolve({ status: null, latencyMs: 0, excerpt: null, error: new BlockedAddressError(host).message });
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<AttemptResult, "latencyMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, latencyMs: elapsed() });
    };
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { "content-type": "application/json", "user-agent": "Bitaqa-Webhooks/1", ...headers, "content-length": String(Buffer.byteLength(body)) },
        lookup: guardedLookup(options.allowPrivate),
        agent: false, // a fresh connection each time: the address check runs on every attempt
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const text = Buffer.concat(chunks).toString("utf8").slice(0, EXCERPT_CHARS);
          finish({ status: response.statusCode ?? null, excerpt: text || null, error: null });
        };
        response.on("data", (chunk: Buffer) => {
          if (size >= RESPONSE_READ_LIMIT) return;
          chunks.push(chunk.subarray(0, RESPONSE_READ_LIMIT - size));
          size += chunk.length;
          if (size >= RESPONSE_READ_LIMIT) {
            done();
            response.destroy();
          }
        });
        response.on("end", done);
        response.on("error", done);
      },
    );
    const timer = setTimeout(() => {
      request.destroy(new Error(`no answer within ${options.timeoutMs ?? WEBHOOK_TIMEOUT_MS} ms`));
    }, options.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
    request.on("error", (err) => finish({ status: null, excerpt: null, error: err.message.slice(0, EXCERPT_CHARS) }));
    // The server stops (or the lease is lost): give up now; the job is attempted again later.
    options.signal?.addEventListener("abort", () => request.destroy(new Error("aborted: the server is stopping")), { once: true });
    request.end(body);
  });
}
