// Everything done to an uploaded file before it is stored, from its bytes alone: what it is (magic
// numbers), whether its declared unpacked size is sane (before any decompression), its family, style
// and scripts (fontkit), the sfnt the renderer registers (which must parse too) and the WOFF2 browsers
// load. Runs inside the font sandbox (font-sandbox.ts): a child process with a memory cap and a time limit.
import { HttpError } from "../../errors.ts";
import { checkDeclaredSize, FONT_SFNT_BYTES_MAX, unpacksTooLarge } from "./declared-size.ts";
import { parseFont, sniffFontFormat, type FontFormat, type ParsedFont } from "./parse-font.ts";
import { toSfnt, toWoff2 } from "./sfnt.ts";

export interface ReadFont {
  parsed: ParsedFont;
  /** TTF/OTF bytes for the renderer, and which of the two they are. */
  sfnt: Buffer;
  sfntFormat: FontFormat;
  woff2: Buffer;
}

export async function readFont(bytes: Buffer, sfntBytesMax = FONT_SFNT_BYTES_MAX): Promise<ReadFont> {
  const format = sniffFontFormat(bytes);
  if (!format) throw new HttpError(415, "designs:fonts.notAFont");
  checkDeclaredSize(bytes, format, sfntBytesMax);
  const parsed = parseFont(bytes);
  const sfnt = await toSfnt(bytes, parsed.format);
  if (sfnt.length > sfntBytesMax) throw unpacksTooLarge(sfntBytesMax);
  // The unpacked font must parse too (a WOFF2 whose inside is broken is not a font).
  const inner = parseFont(sfnt);
  const woff2 = await toWoff2(sfnt, bytes, parsed.format);
  return { parsed, sfnt, sfntFormat: inner.format, woff2 };
}
