// Width and height of a JPEG, read from its start-of-frame segment (baseline or progressive): the e2e
// checks that the file a phone shares is a real JPEG of the card's size (issue 31).
export function jpegSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) throw new Error("not a JPEG (no SOI marker)");
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) throw new Error(`not a JPEG segment at byte ${at}`);
    const marker = bytes[at + 1];
    if (marker === 0xc0 || marker === 0xc1 || marker === 0xc2) return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    at += 2 + view.getUint16(at + 2);
  }
  throw new Error("a JPEG without a start-of-frame segment");
}
