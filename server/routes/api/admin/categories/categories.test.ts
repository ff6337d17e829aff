// Admin categories: create, rename, reorder, hide, delete (blocked while templates remain, or moved).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie } from "../../../../test/factories.ts";
import { buildTemplate } from "../../../../test/content-factories.ts";

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await buildTestApp();
  cookie = await adminCookie(t.db);
});
afterAll(() => t.close());

const api = (method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, "accept-language": "en" }, ...(payload ? { payload } : {}) });

describe("admin categories", () => {
  it("lists every category with its template count, paginated", async () => {
    await buildTemplate(t.db, { kind: "card", category: "eid" });
    const res = await api("GET", "/api/admin/categories?kind=card&pageSize=2");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(4);
    expect(body.items).toHaveLength(2);
    const all = (await api("GET", "/api/admin/categories?kind=card")).json().items;
    expect(all.find((c: { slug: string }) => c.slug === "eid").templates).toBe(1);
    expect(all.map((c: { order: number }) => c.order)).toEqual([0, 1, 2, 3]);
  });

  it("creates, renames and hides a category; hidden ones leave the public list", async () => {
    const created = await api("POST", "/api/admin/categories", { kind: "card", slug: "graduation", name: { ar: "تخرج", en: "Graduation" } });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect(created.json().name).toEqual({ ar: "تخرج", en: "Graduation", fr: "تخرج" });
    expect((await api("POST", "/api/admin/categories", { kind: "card", slug: "graduation", name: { ar: "x" } })).statusCode).toBe(409);
    expect((await api("POST", "/api/admin/categories", { kind: "card", slug: "Bad Slug", name: { ar: "x" } })).statusCode).toBe(400);

    const renamed = await api("PATCH", `/api/admin/categories/${id}`, { name: { ar: "تخرّج", en: "Graduation", fr: "Remise de diplômes" } });
    expect(renamed.json().name.fr).toBe("Remise de diplômes");
    let pub = (await t.app.inject({ method: "GET", url: "/api/categories?kind=card" })).json();
    expect(pub.some((c: { slug: string }) => c.slug === "graduation")).toBe(true);
    await api("PATCH", `/api/admin/categories/${id}`, { hidden: true });
    pub = (await t.app.inject({ method: "GET", url: "/api/categories?kind=card" })).json();
    expect(pub.some((c: { slug: string }) => c.slug === "graduation")).toBe(false);
  });

  it("reorders the categories of one kind", async () => {
    const items = (await api("GET", "/api/admin/categories?kind=certificate")).json().items as { id: string; slug: string }[];
    const reversed = items.map((c) => c.id).reverse();
    expect((await api("PUT", "/api/admin/categories/order", { kind: "certificate", ids: reversed })).statusCode).toBe(204);
    const pub = (await t.app.inject({ method: "GET", url: "/api/categories?kind=certificate" })).json() as { id: string }[];
    expect(pub.map((c) => c.id)).toEqual(reversed);
    // ids of another kind are refused
    const card = (await api("GET", "/api/admin/categories?kind=card")).json().items[0].id;
    expect((await api("PUT", "/api/admin/categories/order", { kind: "certificate", ids: [card] })).statusCode).toBe(400);
  });

  it("refuses to delete a category with templates unless they are moved to one of the same kind", async () => {
    const cats = (await api("GET", "/api/admin/categories?pageSize=100")).json().items as { id: string; slug: string; kind: string }[];
    const wedding = cats.find((c) => c.slug === "wedding")!;
    const birthday = cats.find((c) => c.slug === "birthday")!;
    const training = cats.find((c) => c.slug === "training")!;
    const tpl = await buildTemplate(t.db, { kind: "card", category: "wedding" });

    const blocked = await api("DELETE", `/api/admin/categories/${wedding.id}`);
    expect(blocked.statusCode).toBe(409);
    expect(blocked.json().code).toBe("categoryHasTemplates");
    expect((await api("DELETE", `/api/admin/categories/${wedding.id}?moveTo=${training.id}`)).statusCode).toBe(400);

    expect((await api("DELETE", `/api/admin/categories/${wedding.id}?moveTo=${birthday.id}`)).statusCode).toBe(204);
    const moved = await t.db.selectFrom("templates").select("category_id").where("id", "=", tpl.id).executeTakeFirstOrThrow();
    expect(moved.category_id).toBe(birthday.id);
    expect((await api("GET", `/api/admin/categories/${wedding.id}`)).statusCode).toBe(404);
  });
});
