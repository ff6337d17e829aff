// What must not leave (issue 22, findings 11, 12 and 14): the write-only SMTP password to a server it
// was not given for, a bulk job's stored sheet or report through the public image route, a reader's
// browser to another site from a Markdown page (off-site relative links, remote images), and a
// contact mail's Reply-To that is anything but the visitor's validated address.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { blobStore } from "../server/storage/blobs.ts";
import { isLoopbackHost, transportOptions } from "../server/mail/transport.ts";
import { renderMarkdown } from "../server/services/pages/legal.ts";
import { ACTORS, buildFixtures, type Fixtures } from "./fixtures.ts";
import { STRING_PAYLOADS } from "./corpus.ts";

let f: Fixtures;
beforeAll(async () => {
  f = await buildFixtures();
});
afterAll(() => f.t.close());

const ORIGIN = "https://bitaqa.invalid";

describe("SMTP password", () => {
  it("any change of host, port or user without the password drops it", async () => {
    const put = (payload: object) => f.request("admin", { method: "PUT", url: "/api/admin/mail/settings", payload });
    const base = { host: "smtp.ours.example", port: 587, user: "mailer" };
    const changes = fc.oneof(
      fc.domain().filter((h) => h.length <= 253 && h.toLowerCase() !== base.host).map((host) => ({ host })),
      fc.integer({ min: 1, max: 65535 }).filter((p) => p !== base.port).map((port) => ({ port })),
      fc.string({ minLength: 1, maxLength: 40 }).filter((u) => u.trim() !== "" && u.trim() !== base.user).map((user) => ({ user })),
    );
    await fc.assert(
      fc.asyncProperty(changes, async (change) => {
        expect((await put({ ...base, password: "the-secret" })).json().hasPassword).toBe(true);
        const after = await put({ ...base, ...change, password: "********" });
        expect(after.statusCode).toBe(200);
        expect(after.json()).toMatchObject({ hasPassword: false, passwordCleared: true });
        expect(after.body).not.toContain("the-secret");
      }),
      { numRuns: 40 },
    );
  });

  it("only a whole loopback name skips certificate checks and STARTTLS", () => {
    const suffix = fc.stringMatching(/^[a-z0-9.-]{1,30}$/);
    fc.assert(fc.property(fc.constantFrom("localhost", "127.0.0.1", "::1"), suffix, (local, tail) => {
      const host = `${local}${tail.startsWith(".") ? tail : `.${tail}`}`;
      if (host.replace(/\.$/, "") === local) return true;
      const options = transportOptions({ host, port: 587, secure: false, user: "u", password: "p", from: "" });
      return !isLoopbackHost(host) && options.requireTLS === true && options.tls?.rejectUnauthorized === true;
    }), { numRuns: 500 });
  });
});

describe("GET /api/uploads/{id}", () => {
  it("answers 404 to every actor for any stored blob that is not an image", async () => {
    const kinds = ["text/csv", "text/csv; charset=utf-8", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "application/zip", "application/pdf", "image/svg+xml"];
    for (const type of kinds) {
      const id = await blobStore(f.t.db).put(Buffer.from(`name,email\nSecret Person,secret.person@people.test\n${type}`), type, null);
      for (const actor of ACTORS) {
        const res = await f.request(actor, { method: "GET", url: `/api/uploads/${id}` });
        expect(res.statusCode, `${type} as ${actor}`).toBe(404);
        expect(res.body).not.toContain("secret.person");
      }
    }
    expect((await f.request("visitor", { method: "GET", url: `/api/uploads/${f.ids.upload}` })).statusCode).toBe(200);
  });
});

describe("Markdown pages", () => {
  const target = fc.oneof(
    fc.string({ unit: fc.constantFrom("/", "\\", "%", "0", "9", "2", "F", "5", "C", "\t", ".", ":", "@", "e", "v", "i", "l", "?", "#", "h", "t", "p", "s"), maxLength: 24 }),
    fc.webUrl().map((u) => u.replace(/^https?:/, "")),
    fc.constantFrom("//evil.example", "/\\evil.example", "/%2F/evil.example", "https://evil.example/x.png"),
  );

  it("every link stays on this site unless it is an absolute http(s) or mailto link; images only from this site", () => {
    fc.assert(fc.property(target, (url) => {
      const html = renderMarkdown(`[link](${url}) ![img](${url})`);
      for (const [, href] of html.matchAll(/href="([^"]*)"/g)) {
        const decoded = href.replaceAll("&amp;", "&");
        if (/^(https?:\/\/|mailto:)/i.test(decoded)) continue;
        if (new URL(decoded, `${ORIGIN}/privacy`).origin !== ORIGIN || decoded.startsWith("//")) return false;
      }
      for (const [, src] of html.matchAll(/<img src="([^"]*)"/g)) {
        if (!src.startsWith("/") || src.startsWith("//") || new URL(src.replaceAll("&amp;", "&"), ORIGIN).origin !== ORIGIN) return false;
      }
      return true;
    }), { numRuns: 3000 });
  });

  it("the page an admin saves comes out without off-site relative links or remote images", async () => {
    const en = "[a](//evil.example) [b](/\\evil.example) ![c](https://evil.example/t.png) [ok](/contact)";
    const body = { privacy: { ar: "", en, fr: "" }, terms: { ar: "", en: "", fr: "" } };
    expect((await f.request("user", { method: "PUT", url: "/api/admin/pages", payload: body })).statusCode).toBe(403);
    expect((await f.request("admin", { method: "PUT", url: "/api/admin/pages", payload: body })).statusCode).toBe(200);
    const html = (await f.request("visitor", { method: "GET", url: "/api/pages/privacy", headers: { cookie: "locale=en" } })).json().html as string;
    expect(html).not.toMatch(/href="\/\/|href="\/\\|<img/);
    expect(html).toContain('href="/contact"');
  });
});

describe("contact Reply-To", () => {
  it("is the visitor's validated address; hostile addresses are refused and store nothing", async () => {
    const count = async () => (await f.t.db.selectFrom("contact_messages").select("id").execute()).length;
    const before = await count();
    const headerBreaks = ["a@visitor.test\r\nBcc: all@victims.test", "a@visitor.test\nReply-To: x@evil.test", "Nour <a@visitor.test>", "a@visitor.test, b@evil.test"];
    for (const hostile of [...STRING_PAYLOADS, ...headerBreaks]) {
      const res = await f.request("visitor", { method: "POST", url: "/api/contact", payload: { name: "N", email: hostile, message: "a message long enough" } });
      expect(res.statusCode, JSON.stringify(hostile).slice(0, 80)).toBe(400);
    }
    expect(await count()).toBe(before);
    const ok = await f.request("visitor", { method: "POST", url: "/api/contact", payload: { name: "Nour", email: "nour@visitor.test", message: "a message long enough" } });
    expect(ok.statusCode).toBe(201);
    const rows = await f.t.db.selectFrom("mail_messages").select(["reply_to"]).where("kind", "=", "contact").execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.reply_to))).toEqual(new Set(["nour@visitor.test"]));
  });
});
