// nodemailer SMTP transports, one pooled transport per distinct settings (an admin's change makes a
// new one; the old one is closed). Closed with the app.
import nodemailer, { type Transporter } from "nodemailer";
import type SMTPPool from "nodemailer/lib/smtp-pool/index.js";
import type { SmtpSettings } from "./settings.ts";

const transports = new Map<string, Transporter>();

/**
 * A host on this machine (the whole name, not a prefix: "localhost.evil.example" is someone else's).
 * Only such a host may use a self-signed certificate or talk without TLS — a test or relay server.
 */
export function isLoopbackHost(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/\.$/, "");
  return h === "localhost" || h === "::1" || h === "[::1]" || /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(h);
}

/** nodemailer options for these settings: remote servers must offer valid TLS before the password goes out. */
export function transportOptions(s: SmtpSettings): SMTPPool.Options {
  const loopback = isLoopbackHost(s.host);
  return {
    host: s.host,
    port: s.port,
    secure: s.secure,
    // Without implicit TLS, STARTTLS is required: a server (or a man in the middle) that does not offer
    // it never sees the credentials or the messages in clear.
    requireTLS: !s.secure && !loopback,
    auth: s.user ? { user: s.user, pass: s.password } : undefined,
    pool: true,
    maxConnections: 2,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
    // A loopback/test server may use a self-signed certificate; anything else must be valid.
    tls: { rejectUnauthorized: !loopback },
  };
}

export function smtpTransport(s: SmtpSettings): Transporter {
  const key = JSON.stringify([s.host, s.port, s.secure, s.user, s.password]);
  const hit = transports.get(key);
  if (hit) return hit;
  for (const [k, old] of transports) {
    old.close();
    transports.delete(k);
  }
  const transport = nodemailer.createTransport(transportOptions(s));
  transports.set(key, transport);
  return transport;
}

export function closeTransports(): void {
  for (const t of transports.values()) t.close();
  transports.clear();
}
