// Issue 37 item 9: an e-mail link's token works once even when it is used several times at once (a
// double-click, a mail scanner and the person, an attacker racing the owner) — not only one use after
// another. N simultaneous uses through the routes: exactly one succeeds, and what it did is what stays.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../test/app.ts";
import { buildUser } from "../../test/factories.ts";
import { verifyPassword } from "../users/password.ts";
import { createEmailToken } from "./tokens.ts";

const AT_ONCE = 6;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t?.close());

/** Each use from an address of its own, so only the token decides. */
const post = (url: string, payload: object, i: number) => t.app.inject({ method: "POST", url, remoteAddress: `10.38.0.${i + 1}`, payload });

describe("an e-mail token used several times at once", () => {
  it(`password reset, ${AT_ONCE} new passwords at once: one is set, the others are refused`, async () => {
    const user = await buildUser(t.db);
    const token = await createEmailToken(t.db, user.id, "reset", user.email);
    const passwords = Array.from({ length: AT_ONCE }, (_, i) => `new-password-${i}-xyz`);
    const answers = await Promise.all(passwords.map((password, i) => post("/api/password/reset", { token, password, confirmPassword: password }, i)));
    const winners = answers.flatMap((r, i) => (r.statusCode === 200 ? [i] : []));
    expect(winners).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode !== 200).map((r) => r.json().code)).toEqual(Array(AT_ONCE - 1).fill("mail:tokenInvalid"));
    // the password that stays is the winner's
    const { password_hash } = await t.db.selectFrom("users").select("password_hash").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(await verifyPassword(passwords[winners[0]], password_hash)).toBe(true);
    const resets = await t.db.selectFrom("activity").select("id").where("actor_id", "=", user.id).where("action", "=", "user.password.reset").execute();
    expect(resets).toHaveLength(1);
  });

  it(`address verification, ${AT_ONCE} uses at once: one succeeds`, async () => {
    const user = await buildUser(t.db);
    await t.db.updateTable("users").set({ email_verified_at: null }).where("id", "=", user.id).execute();
    const token = await createEmailToken(t.db, user.id, "verify", user.email);
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, (_, i) => post("/api/user/verify-email", { token }, i)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400)).toHaveLength(AT_ONCE - 1);
    const row = await t.db.selectFrom("users").select("email_verified_at").where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.email_verified_at).not.toBeNull();
  });
});
