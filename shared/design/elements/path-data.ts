// SVG path data ("d") checked by grammar before it is stored: Path2D accepts garbage silently (it just
// stops drawing at the first error), so a stored element could otherwise draw half of itself with no warning.
const ARGS: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };
const COMMAND = /\s*([MmLlHhVvCcSsQqTtAaZz])/y;
const NUMBER = /\s*,?\s*([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)/y;
// Arc flags are one digit and may touch the next number ("a2 2 0 0010 10").
const FLAG = /\s*,?\s*([01])/y;

export interface PathCommand {
  command: string;
  args: number[];
}

/** The path's commands with their numbers, or null when `d` is not valid SVG path data. */
export function parsePathData(d: string): PathCommand[] | null {
  const out: PathCommand[] = [];
  let pos = 0;
  const read = (re: RegExp): string | null => {
    re.lastIndex = pos;
    const m = re.exec(d);
    if (!m) return null;
    pos = re.lastIndex;
    return m[1];
  };
  while (!/^\s*$/.test(d.slice(pos))) {
    const command = read(COMMAND);
    if (!command || (out.length === 0 && command.toLowerCase() !== "m")) return null;
    const n = ARGS[command.toLowerCase()];
    if (n === 0) {
      out.push({ command, args: [] });
      continue;
    }
    let first = true;
    for (;;) {
      const args: number[] = [];
      for (let i = 0; i < n; i++) {
        const tok = read(command.toLowerCase() === "a" && (i === 3 || i === 4) ? FLAG : NUMBER);
        if (tok === null) {
          if (i === 0 && !first) break;
          return null;
        }
        args.push(Number(tok));
      }
      if (args.length === 0) break;
      // Extra pairs after a moveto are linetos.
      out.push({ command: first ? command : command === "M" ? "L" : command === "m" ? "l" : command, args });
      first = false;
    }
  }
  return out.length ? out : null;
}

export const isPathData = (d: string): boolean => parsePathData(d) !== null;
