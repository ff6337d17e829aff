// POST /api/log-client-error and GET /api/admin/client-errors (first admin route).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIMITS } from "../../../../../shared/limits.ts";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie, signedInUser } from "../../../../test/factories.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    rateLimits: {
      loginPerIp: { max: 100, windowMs: 60_000 },
      loginFailuresPerUsername: { max: 100, windowMs: 60_000 },
      register: { max: 100, windowMs: 60_000 },
      clientErrors: { max: 5, windowMs: 60_000 },
      uploads: { max: 100, windowMs: 60_000 },
    },
  });
});
afterAll(() => t.close());

const report = (payload: unknown, remoteAddress = "127.0.0.1") =>
  t.app.inject({ method: "POST", url: "/api/log-client-error", payload: payload as object, remoteAddress });

describe("POST /api/log-client-error", () => {
  it("stores a report (204), truncating long fields", async () => {
    const res = await report({ message: "x".repeat(LIMITS.clientErrorFieldMax + 500), name: "TypeError", stack: "at a()", url: "http://localhost:3000/", timestamp: "2026-01-01T00:00:00Z" });
    expect(res.statusCode).toBe(204);
    const row = await t.db.selectFrom("client_errors").selectAll().executeTakeFirstOrThrow();
    expect(row.message.length).toBe(LIMITS.clientErrorFieldMax);
    expect(row.name).toBe("TypeError");
    expect(row.ip_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(row.ip_hash).not.toContain("127.0.0.1");
  });

  it("refuses bodies over ~64 KB with 413", async () => {
    const res = await report({ message: "y".repeat(70 * 1024) }, "10.0.0.2");
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe("payloadTooLarge");
  });

  it("is rate-limited per IP", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await report({ message: `e${i}` }, "10.0.0.3")).statusCode);
    expect(statuses).toEqual([204, 204, 204, 204, 204, 429]);
  });
});

describe("GET /api/admin/client-errors", () => {
  it("answers 401 to visitors and 403 to users", async () => {
    expect((await t.app.inject({ method: "GET", url: "/api/admin/client-errors" })).statusCode).toBe(401);
    const { cookie } = await signedInUser(t.db);
    const res = await t.app.inject({ method: "GET", url: "/api/admin/client-errors", headers: { cookie, "accept-language": "en" } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("You are not authorized to access this page");
  });

  it("lists reports newest first, paginated, for admins", async () => {
    const cookie = await adminCookie(t.db);
    const res = await t.app.inject({ method: "GET", url: "/api/admin/client-errors?page=1&pageSize=2", headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBeGreaterThanOrEqual(6);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(2);
    expect(body.items).toHaveLength(2);
    expect(body.items[0].createdAt >= body.items[1].createdAt).toBe(true);
    expect(body.items[0]).toHaveProperty("message");
  });

  it("rejects pageSize over the limit", async () => {
    const cookie = await adminCookie(t.db);
    const res = await t.app.inject({ method: "GET", url: "/api/admin/client-errors?pageSize=1000", headers: { cookie } });
    expect(res.statusCode).toBe(400);
  });

  it("stops answering an admin who was deactivated", async () => {
    const { user, cookie } = await signedInUser(t.db, { role: "admin" });
    expect((await t.app.inject({ method: "GET", url: "/api/admin/client-errors", headers: { cookie } })).statusCode).toBe(200);
    await t.db.updateTable("users").set({ active: 0 }).where("id", "=", user.id).execute();
    expect((await t.app.inject({ method: "GET", url: "/api/admin/client-errors", headers: { cookie } })).statusCode).toBe(401);
  });
});
