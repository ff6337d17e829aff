// The route table of the built app, read from Fastify itself (printRoutes), so tests see every route
// that exists — including ones added after this file was written.
import type { FastifyInstance } from "fastify";

export interface RouteEntry {
  method: string;
  /** the route pattern as registered, e.g. "/api/cards/:id/image.png" */
  url: string;
}

/** Every METHOD + pattern (HEAD and OPTIONS left out: Fastify adds them to GET routes / CORS). */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  // printRoutes draws a tree ("├── segment (METHODS)"); a node's path is its ancestors' segments joined.
  const out = new Map<string, RouteEntry>();
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split("\n")) {
    const at = line.search(/[├└]── /);
    if (at < 0) continue;
    const depth = at / 4;
    const m = /^(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 4))!;
    stack.length = depth;
    stack[depth] = m[1];
    if (!m[2]) continue;
    const url = stack.join("").replace(/(.)\/$/, "$1");
    for (const method of m[2].split(", ")) {
      if (method === "HEAD" || method === "OPTIONS") continue;
      out.set(`${method} ${url}`, { method, url });
    }
  }
  return [...out.values()].sort((a, b) => (a.url === b.url ? a.method.localeCompare(b.method) : a.url.localeCompare(b.url)));
}
