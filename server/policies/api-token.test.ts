// requireApiToken / apiTokenOf on a bare app with a real database: a refused call never reaches the
// handler and leaves the token unused (last_used_at), the per-token limit lets exactly
// API_TOKEN_LIMIT.max calls through a minute, and each refusal answers its own code and challenge.
// Each test builds its own app so that Stryker attributes the guard's code to it (docs/testing.md).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyInstance } from "fastify";
import type { ApiTokenScope } from "../../shared/api/vc.ts";
import type { DbHandle } from "../db/index.ts";
import { createApiToken, revokeApiToken } from "../services/api-tokens/tokens.ts";
import { createTestDb } from "../test/app.ts";
import { buildUser } from "../test/factories.ts";
import { guardApp } from "../test/guard-app.ts";
import { API_TOKEN_LIMIT, apiTokenOf, requireApiToken } from "./api-token.ts";

const CHALLENGE = 'Bearer realm="bitaqa"';
let handle: DbHandle;
let adminId: string;
beforeAll(async () => {
  handle = await createTestDb();
  adminId = (await buildUser(handle.db, { role: "admin" })).id;
});
afterAll(() => handle.destroy());

let app: FastifyInstance | undefined;
afterEach(async () => {
  vi.useRealTimers();
  await app?.close();
});

/** POST /issue guarded by the "certificates:issue" scope; the handler counts its runs and answers the token it was given. */
async function issuing() {
  const runs: string[] = [];
  app = await guardApp(
    (a) => {
      a.post("/issue", { preHandler: requireApiToken("certificates:issue") }, async (request) => {
        const token = apiTokenOf(request);
        runs.push(token.id);
        return { tokenId: token.id, name: token.name };
      });
    },
    { db: handle.db },
  );
  return { app, runs };
}

const newToken = async (scopes: ApiTokenScope[] = ["certificates:issue"]) => (await createApiToken(handle.db, { name: "integration", scopes, createdBy: adminId }));
const lastUsed = async (id: string) => (await handle.db.selectFrom("api_tokens").select("last_used_at").where("id", "=", id).executeTakeFirstOrThrow()).last_used_at;
const call = (a: FastifyInstance, authorization?: string) => a.inject({ method: "POST", url: "/issue", headers: authorization === undefined ? {} : { authorization } });

describe("requireApiToken refuses", () => {
  it.each([
    ["no Authorization header", undefined],
    ["another scheme", "Basic dXNlcjpwYXNz"],
    ["a token after other text", "xBearer TOKEN"],
    ["the scheme with no token", "Bearer "],
    ["the scheme run into the token", "BearerTOKEN"],
    ["more than one word after the scheme", "Bearer TOKEN TOKEN"],
  ])("%s: 401 apiTokenMissing with a Bearer challenge, nothing run, token unused", async (_label, header) => {
    const { token, apiToken } = await newToken();
    const { app, runs } = await issuing();
    const res = await call(app, header?.replaceAll("TOKEN", token));
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("apiTokenMissing");
    expect(res.headers["www-authenticate"]).toBe(CHALLENGE);
    expect(runs).toEqual([]);
    expect(await lastUsed(apiToken.id)).toBeNull();
  });

  it("an unknown or revoked token: 401 apiTokenInvalid, nothing run, the revoked token stays unused", async () => {
    const { token, apiToken } = await newToken();
    await revokeApiToken(handle.db, apiToken.id);
    const { app, runs } = await issuing();
    for (const presented of [token, `bq_${"A".repeat(43)}`]) {
      const res = await call(app, `Bearer ${presented}`);
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe("apiTokenInvalid");
      expect(res.headers["www-authenticate"]).toBe(CHALLENGE);
    }
    expect(runs).toEqual([]);
    expect(await lastUsed(apiToken.id)).toBeNull();
  });

  it("a live token without the route's scope: 403 apiTokenScope (no challenge), nothing run, token unused", async () => {
    const { token, apiToken } = await newToken(["credentials:issue"]);
    const { app, runs } = await issuing();
    const res = await call(app, `Bearer ${token}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("apiTokenScope");
    expect(res.headers["www-authenticate"]).toBeUndefined();
    expect(runs).toEqual([]);
    expect(await lastUsed(apiToken.id)).toBeNull();
  });
});

describe("requireApiToken lets a live token with the scope through", () => {
  it.each([
    ["Bearer TOKEN"],
    ["bearer TOKEN"],
    ["Bearer   TOKEN"],
    ["Bearer TOKEN  "],
  ])("%j: the handler runs once with that token, which is marked used", async (header) => {
    const { token, apiToken } = await newToken();
    const { app, runs } = await issuing();
    const res = await call(app, header.replace("TOKEN", token));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ tokenId: apiToken.id, name: "integration" });
    expect(runs).toEqual([apiToken.id]);
    expect(await lastUsed(apiToken.id)).not.toBeNull();
  });
});

describe("the per-token limit", () => {
  it(`lets ${API_TOKEN_LIMIT.max} calls a minute through, then 429 with the seconds left; another token is not held back`, async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-01T10:00:00.000Z"));
    const busy = await newToken();
    const other = await newToken();
    const { app, runs } = await issuing();
    for (let i = 0; i < API_TOKEN_LIMIT.max; i++) expect((await call(app, `Bearer ${busy.token}`)).statusCode).toBe(200);
    const usedAt = await lastUsed(busy.apiToken.id);
    vi.setSystemTime(new Date("2026-03-01T10:00:00.400Z")); // 59.6 s left in the window
    const refused = await call(app, `Bearer ${busy.token}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("rateLimited");
    expect(refused.headers["retry-after"]).toBe("60");
    expect(runs.length).toBe(API_TOKEN_LIMIT.max); // the refused call did not run
    expect(await lastUsed(busy.apiToken.id)).toBe(usedAt);

    expect((await call(app, `Bearer ${other.token}`)).statusCode).toBe(200);
    expect(runs.at(-1)).toBe(other.apiToken.id);
  });
});

describe("apiTokenOf", () => {
  it("throws 401 apiTokenMissing in a handler the guard did not run for", async () => {
    let reached = false;
    app = await guardApp(
      (a) => {
        a.post("/unguarded", async (request) => {
          apiTokenOf(request);
          reached = true;
          return {};
        });
      },
      { db: handle.db },
    );
    const res = await app.inject({ method: "POST", url: "/unguarded" });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("apiTokenMissing");
    expect(reached).toBe(false);
  });
});
