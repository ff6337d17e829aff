// The QR mask, chosen as qrcode chooses it (ISO/IEC 18004 §7.8.3: the lowest penalty N1+N2+N3+N4 over
// the eight masks, the first on a tie) but on flat arrays: qrcode's own loop calls a function per
// module per rule for each mask, which was ~18 % of a certificate PDF's CPU (a version-19 code is
// 93×93 modules). The symbol is built once with mask 0; each mask's candidate is that symbol with
// mask 0 taken off the data modules, the candidate's mask put on and its format bits written.
import QRCode from "qrcode";
import { M } from "qrcode/lib/core/error-correction-level.js";
import { getEncodedBits } from "qrcode/lib/core/format-info.js";

export interface MaskedSymbol {
  size: number;
  /** 1 = dark, row-major */
  modules: Uint8Array;
  mask: number;
}

type Segments = string | QRCode.QRCodeSegment[];

function maskBit(mask: number, row: number, col: number): number {
  switch (mask) {
    case 0: return (row + col) % 2 === 0 ? 1 : 0;
    case 1: return row % 2 === 0 ? 1 : 0;
    case 2: return col % 3 === 0 ? 1 : 0;
    case 3: return (row + col) % 3 === 0 ? 1 : 0;
    case 4: return (Math.floor(row / 2) + Math.floor(col / 3)) % 2 === 0 ? 1 : 0;
    case 5: return ((row * col) % 2) + ((row * col) % 3) === 0 ? 1 : 0;
    case 6: return (((row * col) % 2) + ((row * col) % 3)) % 2 === 0 ? 1 : 0;
    default: return (((row * col) % 3) + ((row + col) % 2)) % 2 === 0 ? 1 : 0;
  }
}

/** Where format bit i goes, twice (§7.9.1, figure 25), as row-major indexes; then the dark module. */
function formatCells(size: number): { a: number[]; b: number[]; dark: number } {
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < 15; i++) {
    const row = i < 6 ? i : i < 8 ? i + 1 : size - 15 + i;
    a.push(row * size + 8);
    const col = i < 8 ? size - i - 1 : i < 9 ? 15 - i : 15 - i - 1;
    b.push(8 * size + col);
  }
  return { a, b, dark: (size - 8) * size + 8 };
}

/** N1 + N2 + N3 + N4 of a symbol, as qrcode's mask-pattern.js scores them; any number ≥ `limit` as
 * soon as the penalty is known to reach it (a mask that cannot beat the best so far is not finished). */
export function maskPenalty(m: Uint8Array, size: number, limit = Infinity): number {
  let n1 = 0;
  let n3 = 0;
  for (let line = 0; line < size; line++) {
    // Along the row `line` and down the column `line` at once.
    let lastRow = -1;
    let lastCol = -1;
    let runRow = 0;
    let runCol = 0;
    let bitsRow = 0;
    let bitsCol = 0;
    for (let k = 0; k < size; k++) {
      const r = m[line * size + k];
      const c = m[k * size + line];
      if (r === lastRow) runRow++;
      else {
        if (runRow >= 5) n1 += 3 + runRow - 5;
        lastRow = r;
        runRow = 1;
      }
      if (c === lastCol) runCol++;
      else {
        if (runCol >= 5) n1 += 3 + runCol - 5;
        lastCol = c;
        runCol = 1;
      }
      bitsRow = ((bitsRow << 1) & 0x7ff) | r;
      bitsCol = ((bitsCol << 1) & 0x7ff) | c;
      if (k >= 10) {
        if (bitsRow === 0x5d0 || bitsRow === 0x05d) n3++;
        if (bitsCol === 0x5d0 || bitsCol === 0x05d) n3++;
      }
    }
    if (runRow >= 5) n1 += 3 + runRow - 5;
    if (runCol >= 5) n1 += 3 + runCol - 5;
    if (n1 + n3 * 40 >= limit) return limit;
  }
  let n2 = 0;
  for (let row = 0; row < size - 1; row++) {
    for (let col = 0; col < size - 1; col++) {
      const at = row * size + col;
      const sum = m[at] + m[at + 1] + m[at + size] + m[at + size + 1];
      if (sum === 4 || sum === 0) n2++;
    }
  }
  let dark = 0;
  for (let i = 0; i < m.length; i++) dark += m[i];
  const n4 = Math.abs(Math.ceil((dark * 100) / m.length / 5) - 10);
  return n1 + n2 * 3 + n3 * 40 + n4 * 10;
}

/** Per symbol size (a version): the data modules' indexes and each mask's bits on them (the same
 * for every symbol of that version, so computed once). */
interface VersionMasks {
  data: Int32Array;
  masks: Uint8Array[];
}
const versionMasks = new Map<number, VersionMasks>();

function masksFor(size: number, reserved: Uint8Array): VersionMasks {
  let known = versionMasks.get(size);
  if (!known) {
    const data: number[] = [];
    for (let i = 0; i < size * size; i++) if (!reserved[i]) data.push(i);
    const masks = Array.from({ length: 8 }, (_, mask) => Uint8Array.from(data, (i) => maskBit(mask, Math.floor(i / size), i % size)));
    known = { data: Int32Array.from(data), masks };
    versionMasks.set(size, known);
  }
  return known;
}

/** The symbol qrcode would make for `segments` at level M, with the mask it would choose. */
export function maskedSymbol(segments: Segments): MaskedSymbol {
  const { modules } = QRCode.create(segments, { errorCorrectionLevel: "M", maskPattern: 0 });
  const size = modules.size;
  const { data, masks } = masksFor(size, (modules as unknown as { reservedBit: Uint8Array }).reservedBit);
  // The data modules unmasked (mask 0 off); function patterns and version bits as they are.
  const plain = Uint8Array.from(modules.data);
  for (let j = 0; j < data.length; j++) plain[data[j]] ^= masks[0][j];
  const cells = formatCells(size);
  let best: Uint8Array | null = null;
  let bestMask = 0;
  let lowest = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    const candidate = Uint8Array.from(plain);
    const bitsOf = masks[mask];
    for (let j = 0; j < data.length; j++) candidate[data[j]] ^= bitsOf[j];
    const bits = getEncodedBits(M, mask);
    for (let i = 0; i < 15; i++) candidate[cells.a[i]] = candidate[cells.b[i]] = (bits >> i) & 1;
    candidate[cells.dark] = 1;
    const penalty = maskPenalty(candidate, size, lowest);
    if (penalty < lowest) {
      lowest = penalty;
      best = candidate;
      bestMask = mask;
    }
  }
  return { size, modules: best!, mask: bestMask };
}
