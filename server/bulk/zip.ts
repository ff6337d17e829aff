// Streaming ZIP writer for bulk results (PDFs + report CSV). Entries are written as they are
// added, so the job never holds the whole archive in memory; pipe `stream` to a file, the blob
// store or the HTTP reply. Names are sanitised and stay UTF-8 (yazl sets the UTF-8 name flag),
// so Arabic recipient names survive in Windows Explorer, macOS and `unzip`.
import { Readable } from "node:stream";
import yazl from "yazl";

export interface ZipWriter {
  /** The archive bytes; readable from the start, ends after finish(). */
  readonly stream: Readable;
  /** Adds a file; returns the entry name actually used (sanitised, de-duplicated). */
  /** `store: true` keeps the entry uncompressed whatever its type (so the archive's length is known). */
  addBuffer(name: string, bytes: Uint8Array, options?: { store?: boolean }): string;
  addText(name: string, text: string): string;
  addStream(name: string, content: Readable): string;
  /** Adds a file of known size whose bytes are fetched only when the archive reaches it. */
  addLazy(name: string, size: number, open: () => Promise<Uint8Array>): string;
  /** No more entries; returns `stream`. `onSize` receives the archive's exact length in bytes when
   * every entry's size is known and none is compressed (e.g. only stored PDFs), else -1. */
  finish(onSize?: (bytes: number) => void): Readable;
}

// Already-compressed formats are stored, saving CPU on a shared 2-core box for ~no size.
const STORED = /\.(pdf|png|jpe?g|webp|gif|zip|xlsx)$/i;
const MAX_SEGMENT_CHARS = 100;

export function createZipStream(options: { mtime?: Date } = {}): ZipWriter {
  const zip = new yazl.ZipFile();
  const used = new Set<string>();
  const mtime = options.mtime ?? new Date();
  let finished = false;
  let centralDirectoryBytes = 0;

  const entryName = (raw: string): string => {
    if (finished) throw new Error("zip already finished");
    const name = uniqueName(sanitizeZipPath(raw), used);
    used.add(name.toLowerCase());
    centralDirectoryBytes += CENTRAL_RECORD_BYTES + Buffer.byteLength(name, "utf8");
    return name;
  };
  const entryOptions = (name: string, store = false) => ({ mtime, compress: !store && !STORED.test(name) });

  return {
    stream: zip.outputStream as unknown as Readable,
    addBuffer(name, bytes, options) {
      const entry = entryName(name);
      zip.addBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), entry, entryOptions(entry, options?.store));
      return entry;
    },
    addText(name, text) {
      const entry = entryName(name);
      zip.addBuffer(Buffer.from(text, "utf8"), entry, entryOptions(entry));
      return entry;
    },
    addStream(name, content) {
      const entry = entryName(name);
      zip.addReadStream(content, entry, entryOptions(entry));
      return entry;
    },
    addLazy(name, size, open) {
      const entry = entryName(name);
      zip.addReadStreamLazy(entry, { ...entryOptions(entry), size }, (cb) => {
        open().then(
          (bytes) => cb(null, Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)])),
          (err: unknown) => cb(err, Readable.from([])),
        );
      });
      return entry;
    },
    finish(onSize) {
      if (!finished) {
        finished = true;
        // yazl passes the computed length to this callback (its typings omit the argument).
        if (onSize) (zip.end as unknown as (cb: (total: number) => void) => void).call(zip, (total: number) => onSize(exactSize(total, used.size, centralDirectoryBytes)));
        else zip.end();
      }
      return zip.outputStream as unknown as Readable;
    },
  };
}

// yazl's central directory record: 46 fixed bytes + the UTF-8 name + its 9-byte timestamp extra field.
const CENTRAL_RECORD_BYTES = 46 + 9;
const ZIP64_END_BYTES = 56 + 20; // ZIP64 end-of-central-directory record + locator

/**
 * yazl's predicted length, corrected: it predicts the ZIP64 end records once the central directory
 * reaches 64 KB (about 600 entries with Arabic names), while it writes them only when the directory
 * or its offset reaches 4 GB or there are 65,535 entries — 76 bytes too many, a wrong Content-Length.
 */
function exactSize(predicted: number, entries: number, centralDirectoryBytes: number): number {
  if (predicted < 0) return predicted;
  if (predicted >= 0xffffffff) return -1; // ZIP64 territory: not worth predicting
  const predictedZip64 = entries >= 0xffff || centralDirectoryBytes >= 0xffff;
  const writtenZip64 = entries >= 0xffff;
  return predictedZip64 && !writtenZip64 ? predicted - ZIP64_END_BYTES : predicted;
}

// C0 controls are exactly what must go, hence the control characters in the pattern.
// eslint-disable-next-line no-control-regex
const BIDI_AND_CONTROL = /[\u0000-\u001f\u007f\u200e\u200f\u061c\u202a-\u202e\u2066-\u2069]/g;
const WINDOWS_FORBIDDEN = /[<>:"|?*]/g;
const WINDOWS_RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

/**
 * A safe relative entry path: no absolute paths, drive letters, `..` or `.` segments, control or
 * bidi-override characters (a RLO could disguise "fdp.exe"), Windows-forbidden characters or
 * reserved names; segments capped at 100 characters keeping the extension. Arabic stays as is.
 */
export function sanitizeZipPath(raw: string): string {
  const segments = raw
    .normalize("NFC")
    .replace(/\\/g, "/")
    .split("/")
    .map((segment) =>
      segment
        .replace(BIDI_AND_CONTROL, "")
        .replace(WINDOWS_FORBIDDEN, "_")
        .trim()
        .replace(/[. ]+$/, ""),
    )
    .filter((segment) => segment !== "" && !/^\.+$/.test(segment))
    .map((segment) => (WINDOWS_RESERVED.test(segment) ? `_${segment}` : shorten(segment)));
  return segments.length ? segments.join("/") : "file";
}

function shorten(segment: string): string {
  const chars = Array.from(segment); // code points, so a surrogate pair is never split
  if (chars.length <= MAX_SEGMENT_CHARS) return segment;
  const dot = segment.lastIndexOf(".");
  const ext = dot > 0 && segment.length - dot <= 10 ? segment.slice(dot) : "";
  return Array.from(segment.slice(0, segment.length - ext.length)).slice(0, MAX_SEGMENT_CHARS - ext.length).join("") + ext;
}

function uniqueName(name: string, used: ReadonlySet<string>): string {
  if (!used.has(name.toLowerCase())) return name;
  const slash = name.lastIndexOf("/");
  const dot = name.lastIndexOf(".");
  const cut = dot > slash + 1 ? dot : name.length;
  for (let n = 2; ; n++) {
    const candidate = `${name.slice(0, cut)} (${n})${name.slice(cut)}`;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
