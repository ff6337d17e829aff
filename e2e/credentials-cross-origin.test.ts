// Issue 33 §1: a page on another origin (a second http server on 127.0.0.1/localhost) reads a
// credential the way an LMS or a browser verifier does — fetch credential.json, POST it to
// /vc-api/credentials/verify, read its status list — and all succeed; a session-bound route
// still refuses (the browser blocks the answer: no ACAO).
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { useBrowser, watchProblems } from "./browser.ts";
import { adminApi } from "./issue-certificates.ts";

const baseUrl = inject("baseUrl");
const browser = useBrowser();
let other: http.Server;
let otherUrl: string;
let certificateId = "";

beforeAll(async () => {
  certificateId = await (await adminApi()).issue("Layla Khaled", "Professional project management");

  other = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end("<!doctype html><html><head><title>LMS</title></head><body><h1>Verifier</h1></body></html>");
  });
  await new Promise<void>((resolve) => other.listen(0, resolve));
  const host = new URL(baseUrl).hostname === "localhost" ? "127.0.0.1" : "localhost";
  otherUrl = `http://${host}:${(other.address() as AddressInfo).port}`;
  expect(new URL(otherUrl).origin).not.toBe(new URL(baseUrl).origin);
});
afterAll(async () => {
  other?.close();
});

type Outcome = { ok: true; status: number; body: unknown } | { ok: false; error: string };

describe("credentials read from another site", () => {
  it("fetches credential.json, verifies it with POST, reads its status list; a session route refuses", async () => {
    const context = await browser().newContext();
    const page = await context.newPage();
    const problems = watchProblems(page);
    await page.goto(otherUrl);
    // The page's own scripts run these fetches (page.evaluate runs in the other origin's page).
    const run = (url: string, init?: RequestInit) =>
      page.evaluate<Outcome, { url: string; init?: RequestInit }>(async ({ url, init }) => {
        try {
          const res = await fetch(url, init);
          return { ok: true, status: res.status, body: await res.json() };
        } catch (error) {
          return { ok: false, error: String(error) };
        }
      }, { url, init });

    const credentialUrl = `${baseUrl}/api/certificates/${certificateId}/credential.json`;
    const credential = await run(credentialUrl);
    expect(credential).toMatchObject({ ok: true, status: 200 });
    const vc = (credential as { body: { id: string; credentialStatus: { statusListCredential: string } } }).body;
    expect(vc.id).toContain(`/api/certificates/${certificateId}/credential.json`);

    const verified = await run(`${baseUrl}/vc-api/credentials/verify`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ verifiableCredential: vc }),
    });
    expect(verified).toMatchObject({ ok: true, status: 200, body: { verified: true } });

    // The status list is named by its absolute public URL; the test server answers on baseUrl.
    const statusPath = new URL(vc.credentialStatus.statusListCredential).pathname;
    const status = await run(`${baseUrl}${statusPath}`);
    expect(status).toMatchObject({ ok: true, status: 200 });
    expect(problems).toEqual([]);

    // Session-bound: the browser refuses to hand the answer (or the preflight) to the other site.
    const user = await run(`${baseUrl}/api/user`, { credentials: "include" });
    expect(user.ok).toBe(false);
    const profile = await run(`${baseUrl}/api/user/profile`, { method: "PUT", credentials: "include", headers: { "content-type": "application/json" }, body: "{}" });
    expect(profile.ok).toBe(false);
    await context.close();
  });
});
