// nodemailer SMTP transports, one pooled transport per distinct settings (an admin's change makes a
// new one; the old one is closed). Closed with the app.
import nodemailer, { type Transporter } from "nodemailer";
import type { SmtpSettings } from "./settings.ts";

const transports = new Map<string, Transporter>();

export function smtpTransport(s: SmtpSettings): Transporter {
  const key = JSON.stringify([s.host, s.port, s.secure, s.user, s.password]);
  const hit = transports.get(key);
  if (hit) return hit;
  for (const [k, old] of transports) {
    old.close();
    transports.delete(k);
  }
  const transport = nodemailer.createTransport({
    host: s.host,
    port: s.port,
    secure: s.secure,
    auth: s.user ? { user: s.user, pass: s.password } : undefined,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    // A loopback/test server may use a self-signed certificate; anything else must be valid.
    tls: { rejectUnauthorized: !/^(localhost|127\.|::1)/.test(s.host) },
  });
  transports.set(key, transport);
  return transport;
}

export function closeTransports(): void {
  for (const t of transports.values()) t.close();
  transports.clear();
}
