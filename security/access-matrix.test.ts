// Authorization matrix: every route of the built app × {visitor, user, other user, admin} → the
// status its rule in access-rules.ts expects. A route without a rule fails ("every route has a rule").
// A refused write must change nothing: the database is fingerprinted before and after it (issue 37).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_RULES, RULES_AWAITING_MERGE, type AccessRule, type Expected } from "./access-rules.ts";
import { ACTORS, buildFixtures, type Actor, type Fixtures } from "./fixtures.ts";
import { routeTable } from "../server/test/route-table.ts";
import { multipartBody, PNG_1PX } from "../server/routes/api/admin/test-helpers.ts";
import { changedTables, pauseJobRunners, snapshot, tableNames } from "./db-snapshot.ts";

let f: Fixtures;
let tables: string[];
beforeAll(async () => {
  f = await buildFixtures();
  tables = await tableNames(f.t.db);
});
afterAll(() => f.t.close());

const REFUSALS = new Set<Expected>([401, 403]);
/** An actor the rule refuses: 401/403, or 404 where another actor of the route is allowed (others'
 * private items answer 404, e.g. the image library). */
function refused(rule: AccessRule, actor: Actor): boolean {
  const mine = rule.expect[actor];
  if (REFUSALS.has(mine)) return true;
  return mine === 404 && ACTORS.some((a) => rule.expect[a] !== 404 && !REFUSALS.has(rule.expect[a]));
}
const someoneRefused = (rule: AccessRule) => ACTORS.some((a) => refused(rule, a));

/** The answer, and for a refused write the tables it changed (none, or the refusal leaked). */
async function call(key: string, rule: AccessRule, actor: Actor): Promise<{ statusCode: number; changed: string[] }> {
  const [method, pattern] = key.split(" ");
  const url = rule.path ? await rule.path(f) : pattern;
  if (/\/:\w/.test(url)) throw new Error(`${key}: the rule must fill the path parameters (path: …)`);
  let options: Parameters<Fixtures["request"]>[1];
  if (rule.multipart) {
    const { body, contentType } = multipartBody("file", "a.png", PNG_1PX);
    options = { method: method as "POST", url, payload: body, headers: { "content-type": contentType } };
  } else {
    const body = rule.body ? await rule.body(f) : undefined;
    options = { method: method as "GET", url, ...(body !== undefined ? { payload: body as object } : {}) };
  }
  const write = method !== "GET" && method !== "HEAD";
  if (!write || !refused(rule, actor)) return { statusCode: (await f.request(actor, options, rule.freshSession)).statusCode, changed: [] };
  const resume = await pauseJobRunners(f.t.app);
  try {
    const before = await snapshot(f.t.db, tables);
    const res = await f.request(actor, options, rule.freshSession);
    return { statusCode: res.statusCode, changed: changedTables(before, await snapshot(f.t.db, tables)) };
  } finally {
    resume();
  }
}

/** "allowed": neither refused nor broken; where the rule refuses someone, also not a 404 — the
 * allowed actor must reach the very resource the others were refused. */
function check(rule: AccessRule, expected: Expected, status: number): boolean {
  if (expected === "allowed") return status !== 401 && status !== 403 && status < 500 && !(status === 404 && someoneRefused(rule));
  return status === expected;
}

describe("authorization matrix", () => {
  it("every route has a rule, and every rule a route", () => {
    const registered = routeTable(f.t.app).map((r) => `${r.method} ${r.url}`);
    expect(registered.length).toBeGreaterThan(90);
    const missing = registered.filter((r) => !(r in ACCESS_RULES));
    const stale = Object.keys(ACCESS_RULES).filter((k) => !registered.includes(k) && !RULES_AWAITING_MERGE.has(k));
    expect(missing, "routes without a rule in security/access-rules.ts").toEqual([]);
    expect(stale, "rules for routes that no longer exist").toEqual([]);
  });

  for (const [key, rule] of Object.entries(ACCESS_RULES)) {
    it(key, async (ctx) => {
      if (RULES_AWAITING_MERGE.has(key) && !routeTable(f.t.app).some((r) => `${r.method} ${r.url}` === key)) return ctx.skip();
      const got: Record<string, number> = {};
      const leaks: string[] = [];
      for (const actor of ACTORS) {
        const { statusCode, changed } = await call(key, rule, actor);
        got[actor] = statusCode;
        if (changed.length > 0) leaks.push(`${actor} (${statusCode}) changed ${changed.join(", ")}`);
      }
      const wrong = ACTORS.filter((a) => !check(rule, rule.expect[a], got[a]));
      expect(wrong.map((a) => `${a}: expected ${rule.expect[a]}, got ${got[a]}`)).toEqual([]);
      expect(leaks, "a refused write changed the database").toEqual([]);
      // "anyone" routes must not tell actors apart by status
      if (ACTORS.every((a) => rule.expect[a] === "allowed")) expect(new Set(Object.values(got)).size, JSON.stringify(got)).toBe(1);
    });
  }
});
