// Authorization matrix: every route of the built app × {visitor, user, other user, admin} → the
// status its rule in access-rules.ts expects. A route without a rule fails ("every route has a rule").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_RULES, RULES_AWAITING_MERGE, type AccessRule, type Expected } from "./access-rules.ts";
import { ACTORS, buildFixtures, type Actor, type Fixtures } from "./fixtures.ts";
import { routeTable } from "../server/test/route-table.ts";
import { multipartBody, PNG_1PX } from "../server/routes/api/admin/test-helpers.ts";

let f: Fixtures;
beforeAll(async () => {
  f = await buildFixtures();
});
afterAll(() => f.t.close());

async function call(key: string, rule: AccessRule, actor: Actor) {
  const [method, pattern] = key.split(" ");
  const url = rule.path ? await rule.path(f) : pattern;
  if (/\/:\w/.test(url)) throw new Error(`${key}: the rule must fill the path parameters (path: …)`);
  if (rule.multipart) {
    const { body, contentType } = multipartBody("file", "a.png", PNG_1PX);
    return f.request(actor, { method: method as "POST", url, payload: body, headers: { "content-type": contentType } }, rule.freshSession);
  }
  const body = rule.body ? await rule.body(f) : undefined;
  return f.request(actor, { method: method as "GET", url, ...(body !== undefined ? { payload: body as object } : {}) }, rule.freshSession);
}

function check(expected: Expected, status: number): boolean {
  if (expected === "allowed") return status !== 401 && status !== 403 && status < 500;
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
      for (const actor of ACTORS) got[actor] = (await call(key, rule, actor)).statusCode;
      const wrong = ACTORS.filter((a) => !check(rule.expect[a], got[a]));
      expect(wrong.map((a) => `${a}: expected ${rule.expect[a]}, got ${got[a]}`)).toEqual([]);
      // "anyone" routes must not tell actors apart by status
      if (ACTORS.every((a) => rule.expect[a] === "allowed")) expect(new Set(Object.values(got)).size, JSON.stringify(got)).toBe(1);
    });
  }
});
