// @napi-rs/canvas's PDFDocument.beginPage rounds the page size to whole points (A4 becomes 842×595).
// We write the exact size back into the MediaBox and shift the cross-reference offsets accordingly,
// so the file stays a valid PDF with a true A4 page (595.28×841.89 pt).
const MEDIA_BOX = /\/MediaBox \[0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)\]/g;

function fmt(n: number): string {
  return String(Math.round(n * 100) / 100);
}

export function setPdfPageSize(pdf: Uint8Array, width: number, height: number): Uint8Array {
  // latin1 maps bytes 1:1 to chars, so string offsets are byte offsets.
  let text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString("latin1");
  const edits: { at: number; delta: number }[] = [];
  let shift = 0;
  text = text.replace(MEDIA_BOX, (match, _w, _h, offset: number) => {
    const replacement = `/MediaBox [0 0 ${fmt(width)} ${fmt(height)}]`;
    edits.push({ at: offset + shift, delta: replacement.length - match.length });
    shift += replacement.length - match.length;
    return replacement;
  });
  if (edits.length === 0 || shift === 0) return pdf;
  const originalOffset = (pos: number) => {
    // Map an offset in the old file to the new one: add the deltas of every edit before it.
    let d = 0;
    for (const e of edits) if (e.at - d < pos) d += e.delta;
    return pos + d;
  };
  const xrefAt = text.lastIndexOf("\nxref\n");
  const startMatch = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(text);
  if (xrefAt < 0 || !startMatch) return pdf; // not a classic xref table: leave the file untouched
  const tableStart = xrefAt + "\nxref\n".length;
  const tableEnd = text.indexOf("trailer", tableStart);
  const table = text.slice(tableStart, tableEnd).replace(/(\d{10}) (\d{5}) n/g, (_m, off: string, gen: string) => {
    return `${String(originalOffset(Number(off))).padStart(10, "0")} ${gen} n`;
  });
  const newXref = originalOffset(Number(startMatch[1]));
  text = `${text.slice(0, tableStart)}${table}${text.slice(tableEnd, startMatch.index)}startxref\n${newXref}\n%%EOF\n`;
  return Buffer.from(text, "latin1");
}
