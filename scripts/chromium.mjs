// Finds the Chromium the browser tests drive: CHROME_PATH, else Debian's /usr/bin/chromium, installed with
// apt-get when missing and we may (root with apt). Otherwise stops with a one-line instruction: browser
// tests never skip silently.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

export function ensureChromium() {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium"].filter(Boolean);
  const found = candidates.find((p) => existsSync(p));
  if (found) return found;
  const isRoot = process.getuid?.() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.log("Chromium not found: installing Debian's chromium with apt-get…");
    execSync("apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium", { stdio: "inherit" });
    if (existsSync("/usr/bin/chromium")) return "/usr/bin/chromium";
  }
  console.error("Browser tests need Chromium: run `apt-get install -y chromium` (as root) or set CHROME_PATH.");
  process.exit(1);
}
