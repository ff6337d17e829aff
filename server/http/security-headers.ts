// Security headers of every answer, computed once at start instead of per request (the helmet
// plugin rebuilt them, with two random CSP nonces, for every request including JSON and /healthz).
// The values are what @fastify/helmet sent with our options (security-headers.test.ts compares).
// HTML pages alone get a CSP with nonces (pageCspNonces): Radix inserts one <style> element.
import { randomBytes } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Config } from "../config.ts";
import { contentSecurityPolicy } from "./csp.ts";

function cspHeader(directives: Record<string, string[]>, nonces?: { script: string; style: string }): string {
  return Object.entries(directives)
    .map(([name, values]) => {
      const all = nonces && name === "script-src" ? [...values, `'nonce-${nonces.script}'`] : nonces && name === "style-src" ? [...values, `'nonce-${nonces.style}'`] : values;
      return all.length ? `${name} ${all.join(" ")}` : name;
    })
    .join(";");
}

export function securityHeaders(config: Pick<Config, "publicUrl">): Record<string, string> {
  return {
    "content-security-policy": cspHeader(contentSecurityPolicy(config)),
    "cross-origin-opener-policy": "same-origin",
    "cross-origin-resource-policy": "same-origin",
    "origin-agent-cluster": "?1",
    "referrer-policy": "no-referrer",
    ...(config.publicUrl.startsWith("https:") ? { "strict-transport-security": `max-age=${180 * 24 * 3600}; includeSubDomains` } : {}),
    "x-content-type-options": "nosniff",
    "x-dns-prefetch-control": "off",
    "x-download-options": "noopen",
    "x-frame-options": "SAMEORIGIN",
    "x-permitted-cross-domain-policies": "none",
    "x-xss-protection": "0",
  };
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = Object.entries(securityHeaders(app.config));
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of headers) reply.header(name, value);
    done();
  });
}

/** Gives an HTML answer its own CSP nonces (script and style), sets the header, answers them. */
export function pageCspNonces(reply: FastifyReply): { script: string; style: string } {
  const nonces = { script: randomBytes(16).toString("hex"), style: randomBytes(16).toString("hex") };
  reply.header("content-security-policy", cspHeader(contentSecurityPolicy(reply.server.config), nonces));
  return nonces;
}
