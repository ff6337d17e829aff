// The verify page's answer, drawn into the page's [data-verify-app] section in its own language (the
// words come from the page, webCertificates:verifyApp): a genuine certificate with its facts and what
// could not be checked, or a refusal that says why in plain words.
import type { QrCredential, QrRefusal } from "../../shared/credentials/qr/index.ts";

export type Messages = Record<string, string>;

/** What the page found: the signature's verdict, then revocation (live, as of the last sync, or unknown). */
export type PageVerdict =
  | { kind: "verified"; credential: QrCredential; revocation: { revoked: boolean; fresh: boolean } | undefined; lastSync: Date | undefined; offline: boolean }
  | { kind: "revoked"; credential: QrCredential; fresh: boolean; lastSync: Date | undefined }
  | { kind: "refused"; reason: QrRefusal | "no-keys"; credential?: QrCredential; damaged?: boolean };

export function format(text: string, values: Record<string, string> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

export function formatDate(date: Date, withTime = true): string {
  return new Intl.DateTimeFormat(document.documentElement.lang || "ar", withTime ? { dateStyle: "long", timeStyle: "short" } : { dateStyle: "long" }).format(date);
}

export function line(text: string, testId: string, className = "text-sm text-muted-foreground"): HTMLElement {
  const p = document.createElement("p");
  p.className = className;
  p.dataset.testid = testId;
  p.textContent = text;
  return p;
}

function banner(title: string, text: string, good: boolean): HTMLElement {
  const box = document.createElement("div");
  box.className = `grid gap-1 rounded-2xl border p-4 ${good ? "border-emerald-600/30 bg-emerald-600/10 text-emerald-900 dark:text-emerald-100" : "border-destructive/30 bg-destructive/10 text-destructive"}`;
  box.dataset.testid = "verify-app-verdict";
  box.append(line(title, "verify-app-verdict-title", "text-lg font-extrabold"), line(text, "verify-app-verdict-text", "text-sm"));
  return box;
}

/** The credential's facts; names sit in <bdi> so an Arabic name in an English page keeps its order. */
function facts(credential: QrCredential, m: Messages): HTMLElement {
  const list = document.createElement("dl");
  list.className = "grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm";
  const rows: [string, string | undefined, string][] = [
    [m.recipient, credential.recipientName, "recipient"],
    [m.achievement, credential.achievementName, "achievement"],
    [m.issuer, credential.issuerName, "issuer"],
    [m.issued, formatDate(new Date(credential.issuedAt), false), "issued"],
    [m.expires, credential.expiresAt && formatDate(new Date(credential.expiresAt), false), "expires"],
    [m.code, credential.certificateCode, "code"],
  ];
  for (const [label, value, id] of rows) {
    if (!value) continue;
    const dt = document.createElement("dt");
    dt.className = "text-muted-foreground";
    dt.textContent = label;
    const dd = document.createElement("dd");
    dd.className = id === "recipient" ? "text-base font-extrabold" : "font-semibold";
    const bdi = document.createElement("bdi");
    bdi.dataset.testid = `verify-app-${id}`;
    bdi.textContent = value;
    dd.append(bdi);
    list.append(dt, dd);
  }
  return list;
}

function revocationLine(verdict: Extract<PageVerdict, { kind: "verified" }>, m: Messages): HTMLElement {
  if (verdict.revocation?.fresh) return line(m.revocationLive, "verify-app-revocation");
  if (verdict.lastSync && verdict.revocation) return line(format(m.revocationAsOf, { date: formatDate(verdict.lastSync) }), "verify-app-revocation");
  return line(m.revocationNever, "verify-app-revocation");
}

const REFUSALS: Record<QrRefusal | "no-keys", [string, string]> = {
  malformed: ["notACertificate", "notACertificateText"],
  tampered: ["tampered", "tamperedText"],
  "unknown-key": ["otherKey", "otherKeyText"],
  expired: ["expired", "expiredText"],
  "no-keys": ["noKeys", "noKeysText"],
};

export function renderVerdict(root: HTMLElement, verdict: PageVerdict, m: Messages): void {
  root.dataset.verdict = verdict.kind === "refused" ? verdict.reason : verdict.kind;
  if (verdict.kind === "verified") {
    const parts = [banner(m.verified, m.verifiedText, true), facts(verdict.credential, m), revocationLine(verdict, m)];
    if (verdict.offline) parts.push(line(m.offline, "verify-app-offline"));
    root.replaceChildren(...parts);
  } else if (verdict.kind === "revoked") {
    const asOf = !verdict.fresh && verdict.lastSync ? [line(format(m.revocationAsOf, { date: formatDate(verdict.lastSync) }), "verify-app-revocation")] : [];
    root.replaceChildren(banner(m.revoked, m.revokedText, false), facts(verdict.credential, m), ...asOf);
  } else {
    // A link that has our VC1- form but does not decode was damaged or changed on the way (one
    // character is enough): the person is told that, not "not a certificate".
    const [title, text] = REFUSALS[verdict.reason === "malformed" && verdict.damaged ? "tampered" : verdict.reason];
    const expiredOn = verdict.credential?.expiresAt ? formatDate(new Date(verdict.credential.expiresAt), false) : "";
    root.replaceChildren(banner(m[title], format(m[text], { date: expiredOn }), false));
  }
}
