// Reading what the test SMTP server received: the newest message to an address, and a link in it.
import { expect } from "vitest";
import type { ParsedMail } from "mailparser";
import type { TestSmtp } from "./smtp.ts";

const addressOf = (m: ParsedMail) => (m.to && !Array.isArray(m.to) ? m.to.value[0]?.address : undefined);

export function mailsTo(smtp: TestSmtp, address: string, subject?: string): ParsedMail[] {
  return smtp.received.filter((m) => addressOf(m) === address && (subject === undefined || m.subject === subject));
}

/** Waits for the `count`-th message to `address` (optionally with this subject) and answers it. */
export async function nthMailTo(smtp: TestSmtp, address: string, count = 1, subject?: string, timeoutMs = 15_000): Promise<ParsedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = mailsTo(smtp, address, subject);
    if (found.length >= count) return found[count - 1];
    if (Date.now() > until) throw new Error(`expected ${count} mails to ${address}, got ${found.length}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The token of the link to `path` in the message (HTML and plain text carry the same link). */
export function tokenIn(mail: ParsedMail, path: string, origin = "http://localhost:3000"): string {
  const m = new RegExp(`${origin}${path}\\?token=([A-Za-z0-9_-]+)`).exec(String(mail.html));
  if (!m) throw new Error(`no ${path} link in "${mail.subject}"`);
  expect(mail.text).toContain(m[0]);
  return m[1];
}
