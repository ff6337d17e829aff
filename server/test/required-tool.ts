// Tests that read outputs back with an outside program (poppler, tesseract with Arabic, Info-ZIP unzip)
// fail loudly where that program is missing, naming the package that installs it. They used to skip
// silently, so a machine without the tool passed without checking what the test claims (`.ci/run`
// installs every one of them).
import { execFileSync } from "node:child_process";

function runs(cmd: string, args: string[]): string | null {
  try {
    return execFileSync(cmd, args, { stdio: ["ignore", "pipe", "pipe"] }).toString();
  } catch {
    return null;
  }
}

const TOOLS = {
  poppler: { check: () => runs("pdftoppm", ["-v"]) !== null && runs("pdftotext", ["-v"]) !== null && runs("pdfinfo", ["-v"]) !== null, pkg: "poppler-utils" },
  tesseractAra: { check: () => /\bara\b/.test(runs("tesseract", ["--list-langs"]) ?? ""), pkg: "tesseract-ocr tesseract-ocr-ara" },
  unzip: { check: () => runs("unzip", ["-v"]) !== null, pkg: "unzip" },
} as const;

export type RequiredTool = keyof typeof TOOLS;

const known = new Map<RequiredTool, boolean>();

/** Throws (the test fails, it does not skip) when `tool` is not installed. */
export function requireTool(tool: RequiredTool): void {
  if (!known.has(tool)) known.set(tool, TOOLS[tool].check());
  if (!known.get(tool)) throw new Error(`this test needs ${tool}: install it with apt-get install -y ${TOOLS[tool].pkg} (.ci/run does)`);
}
