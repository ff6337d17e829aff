// The font sandbox's child process (started by font-sandbox.ts under a memory cap): reads one file
// sent over IPC and answers the result, or the refusal as { status, key, params }; then exits.
import { HttpError } from "../../http/errors.ts";
import type { FontFormat, ParsedFont } from "./parse-font.ts";
import { readFont } from "./read-font.ts";

export interface SandboxRequest {
  bytes: Uint8Array;
  sfntBytesMax: number;
}
export type SandboxAnswer =
  | { ok: true; parsed: ParsedFont; sfnt: Uint8Array; sfntFormat: FontFormat; woff2: Uint8Array }
  | { ok: false; status: number; key: string; params: Record<string, string | number> };

function answer(message: SandboxAnswer): void {
  process.send!(message, () => process.exit(0));
}

// The server went away (or killed us): nobody waits for the answer.
process.on("disconnect", () => process.exit(1));

process.once("message", (request: SandboxRequest) => {
  const bytes = Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength);
  readFont(bytes, request.sfntBytesMax).then(
    (read) => answer({ ok: true, ...read }),
    (err: unknown) => {
      // Anything but a refusal of ours (e.g. "Array buffer allocation failed" at the memory cap) is not a font we can read.
      if (err instanceof HttpError) answer({ ok: false, status: err.statusCode, key: err.messageKey, params: err.params });
      else answer({ ok: false, status: 415, key: "designs:fonts.notAFont", params: {} });
    },
  );
});
