// whoMayCreate / checkMayIssue against the stored setting: every issuer kind under every rule, and
// the recipient e-mail that only a vouched-for issuer may have sent. The routes call checkMayIssue
// before they store anything (certificates.test.ts, trusted-issuers.test.ts check that through the
// app); here each decision is checked on its own, so a changed rule cannot hide behind another one.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { IssuedBy } from "../../shared/certificates/issuer-statement.ts";
import type { DbHandle } from "../db/index.ts";
import { putSetting } from "../settings/store.ts";
import { createTestDb } from "../test/app.ts";
import { checkMayIssue, whoMayCreate, type WhoMayCreate } from "./certificate-issuing.ts";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.destroy());
beforeEach(() => handle.db.deleteFrom("settings").execute());

const rule = (whoMayCreate: unknown) => putSetting(handle.db, "certificates", { whoMayCreate });
const issue = (issuedBy: IssuedBy, recipientEmail?: string | null) => checkMayIssue(handle.db, { issuedBy }, { recipientEmail });
const VOUCHED: IssuedBy[] = ["admin", "apiToken", "bulk", "verifiedIssuer"];

describe("whoMayCreate", () => {
  it("answers the stored rule, and 'anyone' when none or an unknown one is stored", async () => {
    expect(await whoMayCreate(handle.db)).toBe("anyone");
    for (const value of ["signedIn", "verifiedIssuers", "anyone"] satisfies WhoMayCreate[]) {
      await rule(value);
      expect(await whoMayCreate(handle.db)).toBe(value);
    }
    for (const value of ["everyone", "", null, 1]) {
      await rule(value);
      expect(await whoMayCreate(handle.db)).toBe("anyone");
    }
  });
});

describe("checkMayIssue", () => {
  it("'anyone': every issuer may create (without a recipient e-mail)", async () => {
    await rule("anyone");
    for (const who of ["visitor", "user", ...VOUCHED] satisfies IssuedBy[]) await expect(issue(who)).resolves.toBeUndefined();
  });

  it("'signedIn': a visitor is refused with 401 createSignedIn, a signed-in user may create", async () => {
    await rule("signedIn");
    await expect(issue("visitor")).rejects.toMatchObject({ statusCode: 401, messageKey: "certificates:createSignedIn", code: "createSignedIn" });
    await expect(issue("user")).resolves.toBeUndefined();
    for (const who of VOUCHED) await expect(issue(who)).resolves.toBeUndefined();
  });

  it("'verifiedIssuers': a visitor and a plain user are refused with 403 createVerifiedOnly, the vouched-for issuers may create", async () => {
    await rule("verifiedIssuers");
    for (const who of ["visitor", "user"] satisfies IssuedBy[]) {
      await expect(issue(who)).rejects.toMatchObject({ statusCode: 403, messageKey: "certificates:createVerifiedOnly", code: "createVerifiedOnly" });
    }
    for (const who of VOUCHED) await expect(issue(who)).resolves.toBeUndefined();
  });

  it("a recipient e-mail from an issuer nobody vouches for: 403 recipientEmailNotAllowed, on the field", async () => {
    await rule("anyone");
    for (const who of ["visitor", "user"] satisfies IssuedBy[]) {
      await expect(issue(who, "someone@example.com")).rejects.toMatchObject({
        statusCode: 403,
        messageKey: "certificates:recipientEmailNotAllowed",
        fields: { recipientEmail: "certificates:recipientEmailNotAllowed" },
      });
    }
    for (const who of VOUCHED) await expect(issue(who, "someone@example.com")).resolves.toBeUndefined();
  });

  it("an empty, blank or missing recipient e-mail is no e-mail: allowed for anyone", async () => {
    await rule("anyone");
    for (const email of ["", "   ", null, undefined]) await expect(issue("visitor", email)).resolves.toBeUndefined();
  });
});
