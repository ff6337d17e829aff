// Compression for answers sent outside a route (the pages, from the not-found handler), which
// @fastify/compress's per-route hooks do not reach. Same choices: brotli (quality 4) or gzip.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

const THRESHOLD = 1024;

function pick(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  if (!acceptEncoding) return undefined;
  const offered = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const br = offered.get("br") ?? 0;
  const gzip = offered.get("gzip") ?? offered.get("*") ?? 0;
  if (br > 0 && br >= gzip) return "br";
  return gzip > 0 ? "gzip" : undefined;
}

/** Sends a text body, compressed when the client accepts it and it is worth it. */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string, vary: string[] = []): FastifyReply {
  reply.header("vary", [...vary, "Accept-Encoding"].join(", "));
  const bytes = Buffer.from(body);
  const encoding = bytes.length >= THRESHOLD ? pick(request.headers["accept-encoding"]) : undefined;
  if (!encoding) return reply.send(body);
  const out = encoding === "br" ? brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }) : gzipSync(bytes, { level: 6 });
  return reply.header("content-encoding", encoding).header("content-length", out.length).send(out);
}
