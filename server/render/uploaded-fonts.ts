// Uploaded brand fonts in the server renderer. A render job names the uploaded faces its design needs
// by the hash of their TTF/OTF bytes (`key`); the bytes ride along only to a thread that has not got
// them yet (pool.ts keeps track per worker), and each thread registers a face with Skia once, lazily,
// before drawing the first design that needs it: under drawnFamily(family), a name no bundled family
// can have, and with the file's own family names replaced by that one (font-name-table.ts).
import { GlobalFonts } from "@napi-rs/canvas";
import { drawnFamily, isBundledFamily } from "../../shared/design/fonts.ts";
import { withFamilyName } from "./font-name-table.ts";

export interface RenderFont {
  family: string;
  /** SHA-256 (base64url) of the sfnt bytes: the blob id. */
  key: string;
  /** The TTF/OTF; omitted when the receiving thread has registered `key` already. */
  bytes?: Uint8Array;
}

const registered = new Set<string>();

/** Registers the job's faces this thread lacks; answers how many were registered now. */
export function registerJobFonts(fonts: readonly RenderFont[] | undefined): number {
  let count = 0;
  for (const f of fonts ?? []) {
    if (registered.has(f.key) || !f.bytes || f.bytes.length === 0) continue;
    registered.add(f.key);
    // Under drawnFamily, with the file's own family names replaced by it: Skia registers those too, so
    // an upload whose file says "Cairo" would otherwise draw every card's Cairo.
    const name = drawnFamily(f.family);
    let bytes: Buffer;
    try {
      bytes = withFamilyName(f.bytes, name);
    } catch {
      continue; // not an sfnt we can read: the text draws with the fallback family, as an unknown family does
    }
    // A face Skia cannot read draws with the fallback family too: never a crash.
    if (GlobalFonts.register(bytes, name)) count++;
  }
  return count;
}

export function isFontRegistered(key: string): boolean {
  return registered.has(key);
}

/**
 * Families a raw (unmigrated) design names that are not bundled: read straight from its text layers,
 * so a route can look them up before the render without parsing the whole design.
 */
export function rawUploadedFamilies(design: unknown): string[] {
  const layers = (design as { layers?: unknown } | null)?.layers;
  if (!Array.isArray(layers)) return [];
  const out = new Set<string>();
  for (const l of layers as { type?: unknown; props?: { fontFamily?: unknown } }[]) {
    const family = l?.type === "text" ? l.props?.fontFamily : undefined;
    if (typeof family === "string" && !isBundledFamily(family)) out.add(family);
  }
  return [...out];
}
