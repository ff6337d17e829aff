// requireUser / requireAdmin / currentUser on a bare app: a refused request never reaches the
// handler (its side effect is counted), and the refusal is the right one (401 signed out, 403 a user).
// Each test builds its own app so that Stryker attributes the guard's code to it (docs/testing.md).
import { afterEach, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import type { UsersTable } from "../db/schema.ts";
import { guardApp } from "../test/guard-app.ts";
import { currentUser, requireAdmin, requireUser } from "./auth.ts";

const person = (role: UsersTable["role"]): UsersTable => ({
  id: `id-${role}`,
  name: role,
  username: role,
  email: `${role}@example.com`,
  password_hash: "x",
  role,
  active: 1,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
});

let app: FastifyInstance | undefined;
afterEach(() => app?.close());

/** POST /user-thing (requireUser) and /admin-thing (requireAdmin); each run of a handler is counted. */
async function guarded(user?: UsersTable) {
  const runs = { user: 0, admin: 0 };
  app = await guardApp(
    (a) => {
      a.post("/user-thing", { preHandler: requireUser }, async (request) => {
        runs.user++;
        return { id: currentUser(request).id };
      });
      a.post("/admin-thing", { preHandler: requireAdmin }, async (request) => {
        runs.admin++;
        return { id: currentUser(request).id };
      });
    },
    { user },
  );
  return { app, runs };
}

describe("requireUser", () => {
  it("refuses a signed-out request with 401 before the handler runs", async () => {
    const { app, runs } = await guarded();
    const res = await app.inject({ method: "POST", url: "/user-thing" });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("unauthorized");
    expect(runs.user).toBe(0);
  });

  it("lets a signed-in user through to the handler, which sees that user", async () => {
    const { app, runs } = await guarded(person("user"));
    const res = await app.inject({ method: "POST", url: "/user-thing" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: "id-user" });
    expect(runs.user).toBe(1);
  });
});

describe("requireAdmin", () => {
  it("refuses a signed-out request with 401 (not 403, not a crash) before the handler runs", async () => {
    const { app, runs } = await guarded();
    const res = await app.inject({ method: "POST", url: "/admin-thing" });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("unauthorized");
    expect(runs.admin).toBe(0);
  });

  it("refuses a signed-in user who is not an admin with 403 before the handler runs", async () => {
    const { app, runs } = await guarded(person("user"));
    const res = await app.inject({ method: "POST", url: "/admin-thing" });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe("forbidden");
    expect(runs.admin).toBe(0);
  });

  it("lets an admin through", async () => {
    const { app, runs } = await guarded(person("admin"));
    const res = await app.inject({ method: "POST", url: "/admin-thing" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: "id-admin" });
    expect(runs.admin).toBe(1);
  });
});

describe("currentUser", () => {
  it("throws 401 where no user is signed in (a handler that forgot its preHandler stays closed)", async () => {
    let reached = false;
    app = await guardApp((a) => {
      a.post("/unguarded", async (request) => {
        const user = currentUser(request);
        reached = true;
        return { id: user.id };
      });
    });
    const res = await app.inject({ method: "POST", url: "/unguarded" });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe("unauthorized");
    expect(reached).toBe(false);
  });
});
