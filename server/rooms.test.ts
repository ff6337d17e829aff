// The server's rooms point one way: routes → services → infrastructure → db. A room is a top-level
// folder (or file) of server/; the test reads every non-test source's relative imports and checks
// that (1) no two rooms import each other, directly or round a loop, and (2) the infrastructure
// rooms reach nothing but other infrastructure, shared/ and packages.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = path.dirname(new URL(import.meta.url).pathname);
/** Below the services: what every service and plugin may use, and which uses none of them. */
const INFRASTRUCTURE = ["db", "settings", "sessions", "rate-limits", "storage", "queue", "errors.ts", "config.ts", "i18n.ts", "process-env.ts", "credentials", "bulk"];
const IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g;

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "test" || e.name === "node_modules" ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !/test-[\w-]+\.ts$/.test(e.name) ? [p] : [];
  });
}

const roomOf = (file: string) => path.relative(SERVER, file).split(path.sep)[0]!;

/** room → room → the imports that make the arrow ("file -> target"). */
function roomArrows(): Map<string, Map<string, string[]>> {
  const arrows = new Map<string, Map<string, string[]>>();
  for (const file of sources(SERVER)) {
    for (const [, spec] of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), spec!);
      if (!target.startsWith(SERVER + path.sep)) continue;
      const [from, to] = [roomOf(file), roomOf(target)];
      if (from === to) continue;
      const out = arrows.get(from) ?? new Map<string, string[]>();
      out.set(to, [...(out.get(to) ?? []), `${path.relative(SERVER, file)} -> ${path.relative(SERVER, target)}`]);
      arrows.set(from, out);
    }
  }
  return arrows;
}

/** One loop of rooms, written as the imports that close it, or undefined when there is none. */
function aLoop(arrows: Map<string, Map<string, string[]>>): string[] | undefined {
  const state = new Map<string, "open" | "done">();
  const trail: string[] = [];
  const visit = (room: string): string[] | undefined => {
    state.set(room, "open");
    trail.push(room);
    for (const next of arrows.get(room)?.keys() ?? []) {
      if (state.get(next) === "open") {
        const loop = [...trail.slice(trail.indexOf(next)), next];
        return loop.slice(1).map((to, i) => arrows.get(loop[i]!)!.get(to)![0]!);
      }
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    trail.pop();
    state.set(room, "done");
    return undefined;
  };
  for (const room of arrows.keys()) {
    if (state.has(room)) continue;
    const found = visit(room);
    if (found) return found;
  }
  return undefined;
}

describe("the server's rooms", () => {
  const arrows = roomArrows();

  it("finds the rooms it judges (the reader works)", () => {
    expect(arrows.get("routes")?.has("services")).toBe(true);
    expect(arrows.get("services")?.has("db")).toBe(true);
  });

  it("import each other in no loop", () => {
    expect(aLoop(arrows)).toBeUndefined();
  });

  it("keep the infrastructure below the services: it imports only infrastructure", () => {
    const upward = INFRASTRUCTURE.flatMap((room) =>
      [...(arrows.get(room) ?? new Map<string, string[]>())].filter(([to]) => !INFRASTRUCTURE.includes(to)).flatMap(([, why]) => why),
    );
    expect(upward).toEqual([]);
  });
});
