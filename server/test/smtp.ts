// A real SMTP server (smtp-server) on loopback for tests: every accepted message is parsed
// (mailparser) and kept; `respond` decides per message whether to accept it or answer an SMTP error.
import { SMTPServer } from "smtp-server";
import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";

export interface TestSmtp {
  port: number;
  received: ParsedMail[];
  /** Answers null (accept) or an SMTP error code with its text, per incoming message. */
  respond: (index: number, to: string[]) => { code: number; text: string } | null;
  /** how many DATA commands arrived (accepted or not) */
  attempts: number;
  /** connection errors other than a peer's reset (which the crash tests cause on purpose) */
  errors: Error[];
  waitFor(count: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const state: TestSmtp = {
    port: 0,
    received: [],
    respond: () => null,
    attempts: 0,
    errors: [],
    async waitFor(count, timeoutMs = 15_000) {
      const until = Date.now() + timeoutMs;
      while (state.received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} messages, got ${state.received.length}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: async () => undefined,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    size: 20 * 1024 * 1024,
    onData(stream, session, callback) {
      const index = state.attempts++;
      simpleParser(stream)
        .then((mail) => {
          const answer = state.respond(index, session.envelope.rcptTo.map((r) => r.address));
          if (answer) {
            const err = Object.assign(new Error(answer.text), { responseCode: answer.code });
            callback(err);
            return;
          }
          state.received.push(mail);
          callback();
        })
        .catch((err: Error) => callback(err));
    },
  });
  // A sender killed mid-session (the crash tests kill -9 instances) resets its connection: that is the
  // scenario under test, not a failure of the test server.
  server.on("error", (err: NodeJS.ErrnoException) => {
    if (err.code !== "ECONNRESET" && err.code !== "EPIPE") state.errors.push(err);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.port = (server.server.address() as AddressInfo).port;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}
