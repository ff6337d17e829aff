// Property tests (fast-check): the redirect check end to end through the OIDC start route, the
// certificate code format, the input schemas (never throw, and what passes keeps the limits),
// arbitrary JSON through the public write routes, and the CSV report's neutralisation.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { parse as parseCsv } from "csv-parse/sync";
import { safeRedirect } from "../shared/http/safe-redirect.ts";
import { CODE_ALPHABET, CODE_LENGTH, formatCode, generateCode, parseCode } from "../shared/certificates/code.ts";
import { changePasswordInput, loginInput, profileInput, registerInput } from "../shared/api/account.ts";
import { createCardInput, updateCardInput } from "../shared/api/cards.ts";
import { issueCertificateInput } from "../shared/api/certificates.ts";
import { adminSeoInput, createCategoryInput, updateUserInput } from "../shared/api/admin.ts";
import { LIMITS } from "../shared/limits.ts";
import { toCsv } from "../server/bulk/csvExport.ts";
import { buildFixtures, type Fixtures } from "./fixtures.ts";

let f: Fixtures;
beforeAll(async () => {
  f = await buildFixtures();
});
afterAll(() => f.t.close());

const ORIGIN = "https://bitaqa.invalid";
const hostileUrlText = fc.oneof(
  fc.string({ unit: fc.constantFrom("/", "\\", "%", "0", "9", "2", "F", "5", "C", "\t", " ", ".", ":", "@", "e", "v", "i", "l", "?", "#"), maxLength: 20 }),
  fc.webUrl().map((u) => u.replace(/^https?:/, "")),
  fc.string({ maxLength: 40 }),
);

describe("redirect check", () => {
  it("the shared function only answers paths on our origin", () => {
    fc.assert(fc.property(hostileUrlText, (value) => {
      const out = safeRedirect(value);
      return out.startsWith("/") && !out.startsWith("//") && new URL(out, ORIGIN).origin === ORIGIN;
    }), { numRuns: 2000 });
  });

  it("the server (OIDC flow) and the web app use this very function", async () => {
    const server = await import("../server/services/oauth/flow-cookie.ts");
    const web = await import("../web/lib/session.ts");
    expect(server.safeRedirect).toBe(safeRedirect);
    fc.assert(fc.property(hostileUrlText, (value) => web.safeRedirect(value) === safeRedirect(value)), { numRuns: 500 });
  });
});

describe("certificate code format", () => {
  it("every generated code parses back to itself, in any case, spacing and dash style", () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 14, maxLength: 14 }), fc.constantFrom("", " ", "-", "—"), fc.boolean(), (bytes, sep, lower) => {
      const code = generateCode(() => bytes);
      const normalized = code.replace(/-/g, "");
      expect(normalized).toHaveLength(CODE_LENGTH);
      const typed = formatCode(normalized).replace(/-/g, sep);
      const parsed = parseCode(lower ? typed.toLowerCase() : typed);
      expect(parsed).toEqual({ ok: true, normalized });
    }));
  });

  it("any single mistyped symbol is caught by the check symbol", () => {
    fc.assert(fc.property(fc.uint8Array({ minLength: 14, maxLength: 14 }), fc.nat(CODE_LENGTH - 1), fc.nat(31), (bytes, at, symbol) => {
      const normalized = generateCode(() => bytes).replace(/-/g, "");
      const replacement = CODE_ALPHABET[symbol];
      fc.pre(replacement !== normalized[at]);
      const typo = normalized.slice(0, at) + replacement + normalized.slice(at + 1);
      expect(parseCode(typo).ok).toBe(false);
    }));
  });

  it("parsing arbitrary text never throws and only accepts the code alphabet", () => {
    fc.assert(fc.property(fc.string({ maxLength: 40 }), (text) => {
      const parsed = parseCode(text);
      if (parsed.ok) expect(parsed.normalized).toMatch(new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`));
    }), { numRuns: 3000 });
  });
});

describe("input schemas", () => {
  const schemas = { registerInput, loginInput, profileInput, changePasswordInput, createCardInput, updateCardInput, issueCertificateInput, adminSeoInput, createCategoryInput, updateUserInput };
  it("never throw on arbitrary input, including prototype keys", () => {
    const arbitrary = fc.oneof(fc.anything({ withObjectString: true, withNullPrototype: true }), fc.json().map((j) => JSON.parse(j)), fc.constant(JSON.parse('{"__proto__":{"admin":true}}')));
    for (const [name, schema] of Object.entries(schemas)) {
      fc.assert(fc.property(arbitrary, (input) => {
        expect(() => schema.safeParse(input), name).not.toThrow();
      }), { numRuns: 300 });
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it("what passes keeps the limits", () => {
    fc.assert(fc.property(fc.record({ name: fc.string({ maxLength: 150 }), username: fc.string({ maxLength: 40 }), email: fc.emailAddress(), password: fc.string({ maxLength: 140 }) }), (v) => {
      const r = registerInput.safeParse({ ...v, confirmPassword: v.password });
      if (!r.success) return;
      expect([...r.data.name].length).toBeLessThanOrEqual(LIMITS.nameMax);
      expect(r.data.username.length).toBeGreaterThanOrEqual(LIMITS.usernameMin);
      expect(r.data.username.length).toBeLessThanOrEqual(LIMITS.usernameMax);
      expect(r.data.password.length).toBeGreaterThanOrEqual(LIMITS.passwordMin);
      expect(r.data.password.length).toBeLessThanOrEqual(LIMITS.passwordMax);
    }), { numRuns: 2000 });
  });

  it("arbitrary JSON through the public write routes never answers 5xx", async () => {
    const routes = ["/api/register", "/api/login", "/api/cards", "/api/certificates", "/api/log-client-error", "/api/certificates/verify-credential", "/vc-api/credentials/verify"];
    await fc.assert(fc.asyncProperty(fc.constantFrom(...routes), fc.json({ maxDepth: 6 }), async (url, body) => {
      const res = await f.request("visitor", { method: "POST", url, payload: body, headers: { "content-type": "application/json" } });
      expect(res.statusCode, `${url} ${body.slice(0, 200)}`).toBeLessThan(500);
    }), { numRuns: 300 });
  });
});

describe("CSV report", () => {
  it("no cell a spreadsheet would run as a formula, and every value survives the round trip", () => {
    const cell = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("=cmd|' /C calc'!A0", "+1+1", "-2", "@SUM(A1)", "\t=1", "\r=1", "＝1", 'a"b,c;d\r\ne'));
    fc.assert(fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 6 }), (rows) => {
      const width = Math.max(...rows.map((r) => r.length));
      const square = rows.map((r) => [...r, ...Array(width - r.length).fill("")]);
      const parsed = parseCsv(toCsv(square).replace(/^\uFEFF/, ""), { relax_column_count: true }) as string[][];
      expect(parsed).toHaveLength(square.length);
      parsed.forEach((row, i) => row.forEach((value, j) => {
        expect(value).not.toMatch(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/);
        const original = square[i][j];
        expect(value === original || value === `'${original}`).toBe(true);
      }));
    }), { numRuns: 500 });
  });
});
