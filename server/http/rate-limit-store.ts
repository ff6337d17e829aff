// @fastify/rate-limit store over the app's in-memory counters (rate-limit-counters.ts), which
// flush to the rate_limits table in batches, so limits hold across restarts and several instances
// without a database write per request. Keys are namespaced by route so routes don't share counters.
import type { RateLimitCounters } from "./rate-limit-counters.ts";
import type { Hit } from "../rate-limits/hit.ts";

type RouteOptions = { routeInfo?: { method?: string | string[]; url?: string } };
type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

function answer(result: Hit | Promise<Hit>, cb: Callback): void {
  if (result instanceof Promise) {
    result.then(
      (hit) => cb(null, { current: hit.count, ttl: hit.ttlMs }),
      (err: Error) => cb(err),
    );
  } else cb(null, { current: result.count, ttl: result.ttlMs });
}

export function countersRateLimitStore(counters: RateLimitCounters, namespace = "global") {
  return class CountersRateLimitStore {
    readonly namespace: string;
    constructor(options: object = {}) {
      const route = (options as RouteOptions).routeInfo;
      this.namespace = route?.url ? `${[route.method].flat().join(",")} ${route.url}` : namespace;
    }
    incr(key: string, cb: Callback, timeWindow: number): void {
      answer(counters.hit(`rl:${this.namespace}:${key}`, timeWindow), cb);
    }
    read(key: string, cb: Callback): void {
      answer(counters.read(`rl:${this.namespace}:${key}`), cb);
    }
    child(routeOptions: object) {
      return new CountersRateLimitStore(routeOptions);
    }
  };
}
