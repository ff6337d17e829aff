// Issue 37: several instances fail at the same endpoint at once, each reaching the failure count, and
// race to turn it off — only the one whose UPDATE … WHERE enabled = 1 changed the row may e-mail the
// admins (deliver.ts's last line). A loopback receiver holds every request until all ATTEMPTS have
// arrived, then answers 500 to all together, so the attempts go through their writes side by side.
//
// PostgreSQL only: there each attempt's statements run on their own pool connection and interleave.
// On SQLite (one connection, synchronous driver) an attempt's writes after its answer run as one chain
// of microtasks, and each answer arrives in its own socket callback, so the attempts run one after the
// other: the second always finds the endpoint off and the test could not fail there (tried: 0 of 30
// rounds sent a second e-mail with the check removed). Stryker runs this group on PostgreSQL when asked
// (MUTATION_TEST_DB=pg, stryker.vitest.config.mjs) so that this test can kill that mutant.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, testConfig, type TestApp } from "../test/app.ts";
import { disabledMails, insertDelivery, insertEndpoint, runAttempt } from "./test/delivery-rows.ts";

const onPg = process.env.TEST_DB === "pg";
const DISABLE_AFTER = 3;
/** Attempts racing per round: the test pool's connections (server/test/app.ts, poolMax 4). */
const ATTEMPTS = 4;
const ROUNDS = 10;
let t: TestApp;
let server: http.Server;
let url: string;
/** The requests held so far in this round; all are answered once ATTEMPTS have arrived. */
let held: http.ServerResponse[] = [];

beforeAll(async () => {
  if (!onPg) return;
  const base = testConfig().webhooks;
  t = await buildTestApp({ webhooks: { ...base, allowPrivate: true, retryScheduleMs: [1_000], disableAfterFailures: DISABLE_AFTER, disableAfterMs: 0 } });
  server = http.createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      held.push(res);
      if (held.length < ATTEMPTS) return;
      for (const r of held) r.writeHead(500).end("error 500");
      held = [];
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  await t?.close();
});

/** An endpoint one failure short of being turned off, failing for a second already. */
const failingEndpoint = () => insertEndpoint(t.db, { url, consecutive_failures: DISABLE_AFTER - 1, failing_since: new Date(Date.now() - 1000).toISOString() });

describe("instances failing at the same endpoint at once", () => {
  it.skipIf(!onPg)(`turn it off once and e-mail the admins once (${ROUNDS} rounds of ${ATTEMPTS} attempts)`, async () => {
    const mailsPerRound: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      await t.db.deleteFrom("mail_messages").execute();
      const ep = await failingEndpoint();
      const deliveries = await Promise.all(Array.from({ length: ATTEMPTS }, () => insertDelivery(t.db, ep)));
      const results = await Promise.all(deliveries.map((d) => runAttempt(t.app, d)));

      // every attempt was answered (500) and recorded: the race did happen
      expect(results).toEqual(Array(ATTEMPTS).fill({ rescheduleMs: 1_000 }));
      const endpoint = await t.db.selectFrom("webhook_endpoints").selectAll().where("id", "=", ep).executeTakeFirstOrThrow();
      expect(endpoint).toMatchObject({ consecutive_failures: DISABLE_AFTER - 1 + ATTEMPTS, enabled: 0, disabled_reason: "failures" });
      const mails = await disabledMails(t.db);
      mailsPerRound.push(mails.length);
    }
    // one admin (the seeded one), one e-mail each round
    expect(mailsPerRound).toEqual(Array(ROUNDS).fill(1));
  });
});
