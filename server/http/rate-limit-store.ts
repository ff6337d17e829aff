// @fastify/rate-limit store backed by the database (rate_limits table), so limits hold across
// restarts and several instances. Keys are namespaced by route so routes don't share counters.
import type { Db } from "../db/index.ts";
import { hitRateLimit, readRateLimit } from "../services/rate-limits/hit.ts";

type RouteOptions = { routeInfo?: { method?: string | string[]; url?: string } };
type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

export function dbRateLimitStore(db: Db, namespace = "global") {
  return class DbRateLimitStore {
    readonly namespace: string;
    constructor(options: object = {}) {
      const route = (options as RouteOptions).routeInfo;
      this.namespace = route?.url ? `${[route.method].flat().join(",")} ${route.url}` : namespace;
    }
    incr(key: string, cb: Callback, timeWindow: number): void {
      hitRateLimit(db, `rl:${this.namespace}:${key}`, timeWindow).then(
        (hit) => cb(null, { current: hit.count, ttl: hit.ttlMs }),
        (err: Error) => cb(err),
      );
    }
    read(key: string, cb: Callback): void {
      readRateLimit(db, `rl:${this.namespace}:${key}`).then(
        (hit) => cb(null, { current: hit.count, ttl: hit.ttlMs }),
        (err: Error) => cb(err),
      );
    }
    child(routeOptions: object) {
      return new DbRateLimitStore(routeOptions);
    }
  };
}
