// Rendered outputs are cached by a hash of everything that determines the bytes.
// NOTE: all state must live in the database eventually. OutputCache is the seam for that: the lead
// backs it with a DB table (key PRIMARY KEY, content_type, bytes BLOB/bytea, size, last_used_at,
// evicting by last_used_at). MemoryOutputCache is the interim in-process LRU.
import { createHash } from "node:crypto";
import type { DesignValues } from "../../shared/design/schema.ts";
import type { OutputFormat } from "./output.ts";

export interface CachedOutput {
  bytes: Uint8Array;
  contentType: string;
}

export interface OutputCache {
  get(key: string): Promise<CachedOutput | undefined>;
  set(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
}

/** Bump when drawing changes in a way that alters output for the same inputs (invalidates every cache entry). */
export const RENDERER_VERSION = 1;

/** JSON with sorted object keys, so equal documents hash equally whatever their key order. */
export function stableStringify(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export function outputCacheKey(input: { design: unknown; values?: DesignValues; format: OutputFormat; width?: number; quality?: number; fonts?: { key: string }[]; preset?: string }): string {
  const material = stableStringify({
    r: RENDERER_VERSION,
    d: input.design,
    v: input.values ?? {},
    f: input.format,
    w: input.width ?? null,
    q: input.quality ?? null,
    // Uploaded faces by content hash (absent when none, so keys of bundled-only designs stay as they were).
    fo: input.fonts?.length ? input.fonts.map((f) => f.key).sort() : undefined,
    // The video's social format (absent for every other output: their keys stay as they were).
    p: input.preset,
  });
  return createHash("sha256").update(material).digest("hex");
}

export class MemoryOutputCache implements OutputCache {
  private entries = new Map<string, CachedOutput>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  async get(key: string): Promise<CachedOutput | undefined> {
    const hit = this.entries.get(key);
    if (hit) {
      // Map keeps insertion order: re-insert to mark as most recently used.
      this.entries.delete(key);
      this.entries.set(key, hit);
    }
    return hit;
  }

  async set(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    if (bytes.byteLength > this.maxBytes) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.bytes.byteLength;
      this.entries.delete(key);
    }
    this.entries.set(key, { bytes, contentType });
    this.bytes += bytes.byteLength;
    for (const [k, v] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= v.bytes.byteLength;
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
