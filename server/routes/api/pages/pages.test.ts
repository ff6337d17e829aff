// Privacy/terms (default text per language, an admin's Markdown rendered without raw HTML) and the
// contact form (stored, mailed to admins, honeypot, field errors, rate limit).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp } from "../../../test/app.ts";
import { adminCookie, signedInUser } from "../../../test/factories.ts";
import { type TestSmtp } from "../../../test/smtp.ts";
import { buildTestAppWithSmtp } from "../../../test/mail-app.ts";

let t: TestApp & { smtp: TestSmtp };
let smtp: TestSmtp;
let admin: string;
beforeAll(async () => {
  t = await buildTestAppWithSmtp();
  smtp = t.smtp;
  admin = await adminCookie(t.db);
});
afterAll(() => t?.close());

describe("GET /api/pages/{slug}", () => {
  it("answers the default text in the request's language, naming what is stored", async () => {
    const ar = (await t.app.inject({ method: "GET", url: "/api/pages/privacy", headers: { cookie: "locale=ar" } })).json();
    const en = (await t.app.inject({ method: "GET", url: "/api/pages/privacy", headers: { cookie: "locale=en" } })).json();
    expect(ar).toMatchObject({ slug: "privacy", isDefault: true });
    expect(ar.html).toContain("<h1>الخصوصية</h1>");
    expect(en.html).toContain("scrypt");
    expect(en.html).toContain("<strong>Bitaqa</strong>");
    expect((await t.app.inject({ method: "GET", url: "/api/pages/terms", headers: { cookie: "locale=fr" } })).json().html).toContain("Conditions d");
    expect((await t.app.inject({ method: "GET", url: "/api/pages/secrets" })).statusCode).toBe(404);
  });

  it("renders an admin's Markdown safely: no raw HTML, no javascript: links", async () => {
    const { cookie } = await signedInUser(t.db);
    const body = { privacy: { ar: "", en: "# Ours\n\n<script>alert(1)</script> <img src=x onerror=alert(1)>\n\n[bad](javascript:alert(1)) [good](https://example.org)", fr: "" }, terms: { ar: "", en: "", fr: "" } };
    expect((await t.app.inject({ method: "PUT", url: "/api/admin/pages", headers: { cookie }, payload: body })).statusCode).toBe(403);
    expect((await t.app.inject({ method: "PUT", url: "/api/admin/pages", headers: { cookie: admin }, payload: body })).statusCode).toBe(200);
    const page = (await t.app.inject({ method: "GET", url: "/api/pages/privacy", headers: { cookie: "locale=en" } })).json();
    expect(page.isDefault).toBe(false);
    expect(page.html).toContain("<h1>Ours</h1>");
    expect(page.html).not.toMatch(/<script|<img|href="javascript/i);
    expect(page.html).toContain("&lt;script&gt;");
    expect(page.html).toContain('<a href="https://example.org" rel="nofollow noopener noreferrer">good</a>');
    // The other languages keep their defaults.
    expect((await t.app.inject({ method: "GET", url: "/api/pages/privacy", headers: { cookie: "locale=fr" } })).json().isDefault).toBe(true);
    const tooLong = await t.app.inject({ method: "PUT", url: "/api/admin/pages", headers: { cookie: admin }, payload: { ...body, terms: { ar: "x".repeat(20_001) } } });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe("POST /api/contact", () => {
  it("stores the message, e-mails the admins and lists it for them", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/contact", payload: { name: "Huda", email: "huda@visitor.test", message: "Can I issue 500 certificates at once?", website: "" } });
    expect(res.statusCode).toBe(201);
    await smtp.waitFor(1);
    const mail = smtp.received.find((m) => String(m.subject).includes("Huda"))!;
    expect(mail.to && !Array.isArray(mail.to) && mail.to.value[0].address).toBe("admin@example.com");
    expect(mail.text).toContain("> Can I issue 500 certificates at once?");
    const list = await t.app.inject({ method: "GET", url: "/api/admin/pages/contact-messages", headers: { cookie: admin } });
    expect(list.json().items[0]).toMatchObject({ name: "Huda", email: "huda@visitor.test" });
    const { cookie } = await signedInUser(t.db);
    expect((await t.app.inject({ method: "GET", url: "/api/admin/pages/contact-messages", headers: { cookie } })).statusCode).toBe(403);
  });

  it("answers field errors, and swallows what a robot fills into the honeypot", async () => {
    const bad = await t.app.inject({ method: "POST", url: "/api/contact", headers: { cookie: "locale=en" }, payload: { name: "", email: "nope", message: "hi" } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(["email", "message", "name"]);
    const before = await t.db.selectFrom("contact_messages").select("id").execute();
    const bot = await t.app.inject({ method: "POST", url: "/api/contact", payload: { name: "Bot", email: "bot@spam.test", message: "Buy cheap things now!!", website: "http://spam.test" } });
    expect(bot.statusCode).toBe(201);
    expect(await t.db.selectFrom("contact_messages").select("id").execute()).toHaveLength(before.length);
  });

  it("is rate-limited per client", async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await t.app.inject({ method: "POST", url: "/api/contact", remoteAddress: "10.9.9.9", payload: { name: "N", email: "n@x.test", message: "a message long enough" } })).statusCode);
    }
    expect(codes.at(-1)).toBe(429);
  });
});
