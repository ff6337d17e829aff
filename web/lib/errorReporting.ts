// Client error reports (SPEC §3) posted to /api/log-client-error: from the error boundary and from
// global `error` / `unhandledrejection` events. De-duplicated and capped per page load so a render
// loop cannot flood the server.
import { LIMITS } from "../../shared/limits.ts";

export interface ClientErrorReport {
  message: string;
  name: string;
  stack: string;
  componentStack: string;
  userAgent: string;
  url: string;
  timestamp: string;
}

export const MAX_REPORTS_PER_PAGE = 10;
const seen = new Set<string>();
let sent = 0;

const clip = (s: unknown) => String(s ?? "").slice(0, LIMITS.clientErrorFieldMax);

export function buildReport(error: unknown, componentStack = ""): ClientErrorReport {
  const e = error instanceof Error ? error : null;
  return {
    message: clip(e ? e.message : typeof error === "string" ? error : safeJson(error)) || "unknown error",
    name: clip(e?.name ?? "Error"),
    stack: clip(e?.stack ?? ""),
    componentStack: clip(componentStack),
    userAgent: clip(typeof navigator !== "undefined" ? navigator.userAgent : ""),
    url: clip(typeof location !== "undefined" ? location.href : ""),
    timestamp: new Date().toISOString(),
  };
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

/** Sends one report; returns false when it was a duplicate or the cap was reached. Never throws. */
export function reportClientError(error: unknown, componentStack = ""): boolean {
  const report = buildReport(error, componentStack);
  const key = `${report.name}|${report.message}|${report.stack.split("\n")[1] ?? ""}`;
  if (seen.has(key) || sent >= MAX_REPORTS_PER_PAGE) return false;
  seen.add(key);
  sent++;
  try {
    // Plain fetch, not apiRequest: a failing report must not raise another error to report.
    void fetch("/api/log-client-error", {
      method: "POST",
      credentials: "include",
      keepalive: true,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(report),
    }).catch(() => {});
  } catch {
    /* nothing more to do */
  }
  return true;
}

let installed: (() => void) | null = null;

export function installGlobalErrorReporting(): () => void {
  if (installed) return installed;
  const onError = (e: ErrorEvent) => reportClientError(e.error ?? e.message);
  const onRejection = (e: PromiseRejectionEvent) => reportClientError(e.reason);
  window.addEventListener("error", onError);
  window.addEventListener("unhandledrejection", onRejection);
  installed = () => {
    window.removeEventListener("error", onError);
    window.removeEventListener("unhandledrejection", onRejection);
    installed = null;
  };
  return installed;
}

/** Test hook: forget what was sent. */
export function resetErrorReporting(): void {
  seen.clear();
  sent = 0;
}
