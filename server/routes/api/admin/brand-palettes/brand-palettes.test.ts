// Brand palettes: admins replace the list (validated, translated errors, nothing stored on bad input);
// users and visitors may read it but never change it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../../../test/app.ts";
import { adminCookie, signedInUser } from "../../../../test/factories.ts";

let t: TestApp;
let admin: string;
let user: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await adminCookie(t.db);
  user = (await signedInUser(t.db)).cookie;
});
afterAll(() => t.close());

const put = (cookie: string | undefined, payload: unknown, lang = "en") =>
  t.app.inject({ method: "PUT", url: "/api/admin/brand-palettes", headers: { ...(cookie ? { cookie } : {}), "accept-language": lang }, payload: payload as object });
const read = async () => (await t.app.inject({ method: "GET", url: "/api/brand-palettes" })).json();
const good = { palettes: [{ id: "main", name: "Ministry", colors: [{ name: "Teal", color: "#0F766E" }, { name: "ذهبي", color: "#c7a25a" }] }] };

describe("brand palettes", () => {
  it("starts empty; an admin stores palettes that every editor then reads (colours normalised to lower case)", async () => {
    expect(await read()).toEqual({ palettes: [] });
    const res = await put(admin, good);
    expect(res.statusCode).toBe(200);
    const expected = { palettes: [{ id: "main", name: "Ministry", colors: [{ name: "Teal", color: "#0f766e" }, { name: "ذهبي", color: "#c7a25a" }] }] };
    expect(res.json()).toEqual(expected);
    expect(await read()).toEqual(expected);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/brand-palettes", headers: { cookie: admin } })).json()).toEqual(expected);
  });

  it("refuses users (403) and visitors (401) and changes nothing", async () => {
    const before = await read();
    expect((await put(user, { palettes: [] })).statusCode).toBe(403);
    expect((await put(undefined, { palettes: [] })).statusCode).toBe(401);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/brand-palettes", headers: { cookie: user } })).statusCode).toBe(403);
    expect(await read()).toEqual(before);
  });

  it("answers bad input with a translated 400 naming the field, and keeps the stored palettes", async () => {
    const before = await read();
    const badColor = await put(admin, { palettes: [{ id: "x", name: "X", colors: [{ name: "Red", color: "red; background:url(x)" }] }] });
    expect(badColor.statusCode).toBe(400);
    expect(badColor.json().fields["palettes.0.colors.0.color"]).toBe("Write the colour as #RRGGBB (e.g. #0f766e)");
    const ar = await put(admin, { palettes: [{ id: "x", name: "X", colors: [{ name: "Red", color: "#12" }] }] }, "ar");
    expect(ar.json().fields["palettes.0.colors.0.color"]).toMatch(/RRGGBB/);
    expect(ar.json().fields["palettes.0.colors.0.color"]).toMatch(/[\u0600-\u06ff]/);
    expect((await put(admin, { palettes: [{ id: "x", name: "", colors: [] }] })).json().fields["palettes.0.name"]).toBe("This field is required");
    expect((await put(admin, { palettes: [{ id: "a", name: "A", colors: [] }, { id: "a", name: "B", colors: [] }] })).statusCode).toBe(400);
    expect((await put(admin, { palettes: Array.from({ length: 21 }, (_, i) => ({ id: `p${i}`, name: "P", colors: [] })) })).statusCode).toBe(400);
    expect((await put(admin, { palettes: [{ id: "x", name: "X", colors: Array.from({ length: 25 }, () => ({ name: "C", color: "#000000" })) }] })).statusCode).toBe(400);
    expect((await put(admin, [1, 2])).statusCode).toBe(400);
    expect(await read()).toEqual(before);
  });
});
