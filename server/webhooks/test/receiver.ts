// A real HTTP receiver on loopback for webhook tests: it checks every delivery's signature with the
// Standard Webhooks library (as any receiver would) and answers what the test scripts.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";

export interface Received {
  id: string;
  type: string;
  data: Record<string, unknown>;
  signatureValid: boolean;
  headers: http.IncomingHttpHeaders;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** the secret to verify with (set after registering the endpoint) */
  secret: string | null;
  /** status for the next answers, in order; then 204 */
  script: number[];
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const receiver: Receiver = { url: "", received: [], secret: null, script: [], close: async () => undefined };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let signatureValid = false;
      let parsed: { type?: string; data?: Record<string, unknown> } = {};
      try {
        parsed = receiver.secret ? (new Webhook(receiver.secret).verify(body, req.headers as Record<string, string>) as typeof parsed) : {};
        signatureValid = Boolean(receiver.secret);
      } catch {
        parsed = JSON.parse(body) as typeof parsed;
      }
      receiver.received.push({ id: String(req.headers["webhook-id"]), type: parsed.type ?? "", data: parsed.data ?? {}, signatureValid, headers: req.headers });
      const status = receiver.script.shift() ?? 204;
      res.writeHead(status, { "content-type": "text/plain" }).end(status >= 400 ? `error ${status}` : "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  receiver.close = () => new Promise((resolve) => server.close(() => resolve()));
  return receiver;
}

export async function waitUntil(check: () => boolean | Promise<boolean>, timeoutMs = 20_000, what = "condition"): Promise<void> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
