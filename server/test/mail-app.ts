// A test app whose outgoing mail goes to a real SMTP server on loopback (server/test/smtp.ts), for
// the tests that read what was sent. Apart from smtp.ts so that the browser tests can start an SMTP
// server without loading the app.
import type { Config } from "../config.ts";
import { buildTestApp, testConfig, type TestApp } from "./app.ts";
import { startTestSmtp, type TestSmtp } from "./smtp.ts";

/** The app (mail to 127.0.0.1:smtp.port, then these settings) and its SMTP server; close() stops both. */
export async function buildTestAppWithSmtp(mail: Partial<Config["mail"]> = {}): Promise<TestApp & { smtp: TestSmtp }> {
  const smtp = await startTestSmtp();
  const t = await buildTestApp({ mail: { ...testConfig().mail, host: "127.0.0.1", port: smtp.port, ...mail } }).catch(async (err: unknown) => {
    await smtp.close();
    throw err;
  });
  return {
    ...t,
    smtp,
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}
