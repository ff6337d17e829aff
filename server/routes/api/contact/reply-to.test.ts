// A contact message e-mailed to the admins answers its sender (issue 22, finding 14): Reply-To is the
// visitor's validated address; an address carrying a header break is refused and changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp } from "../../../test/app.ts";
import { type TestSmtp } from "../../../test/smtp.ts";
import { buildTestAppWithSmtp } from "../../../test/mail-app.ts";

let t: TestApp & { smtp: TestSmtp };
let smtp: TestSmtp;
beforeAll(async () => {
  t = await buildTestAppWithSmtp({ from: "no-reply@bitaqa.test" });
  smtp = t.smtp;
});
afterAll(() => t?.close());

describe("POST /api/contact e-mail", () => {
  it("sets Reply-To to the visitor's address, From stays ours", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/contact", payload: { name: "Rania", email: "rania@visitor.test", message: "Please call me back about the certificates." } });
    expect(res.statusCode).toBe(201);
    await smtp.waitFor(1);
    const mail = smtp.received.find((m) => String(m.subject).includes("Rania"))!;
    expect(mail.replyTo?.value.map((a) => a.address)).toEqual(["rania@visitor.test"]);
    expect(mail.from?.value[0].address).toBe("no-reply@bitaqa.test");
    const row = await t.db.selectFrom("mail_messages").select(["reply_to"]).where("kind", "=", "contact").executeTakeFirstOrThrow();
    expect(row.reply_to).toBe("rania@visitor.test");
  });

  it("refuses an address with a header break, storing and sending nothing", async () => {
    const before = (await t.db.selectFrom("mail_messages").select("id").execute()).length;
    for (const email of ["a@visitor.test\r\nBcc: all@victims.test", "a@visitor.test\nReply-To: x@evil.test", "Name <a@visitor.test>"]) {
      const res = await t.app.inject({ method: "POST", url: "/api/contact", headers: { cookie: "locale=en" }, payload: { name: "N", email, message: "a message long enough" } });
      expect(res.statusCode, email).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(["email"]);
    }
    expect(await t.db.selectFrom("mail_messages").select("id").execute()).toHaveLength(before);
  });

  it("other messages have no Reply-To", async () => {
    const row = await t.db.selectFrom("users").select("email").where("role", "=", "admin").executeTakeFirstOrThrow();
    await t.app.inject({ method: "POST", url: "/api/password/forgot", payload: { email: row.email } });
    // The reset e-mail is written by a background job (the request does the same work for every address).
    const deadline = Date.now() + 15_000;
    let reset: { reply_to: string | null } | undefined;
    while (!reset && Date.now() < deadline) {
      reset = await t.db.selectFrom("mail_messages").select(["reply_to"]).where("kind", "!=", "contact").executeTakeFirst();
      if (!reset) await new Promise((r) => setTimeout(r, 100));
    }
    expect(reset).toBeDefined();
    expect(reset!.reply_to).toBeNull();
  });
});
