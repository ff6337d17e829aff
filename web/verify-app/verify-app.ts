// The verify pages' script (/v/ and the QR links /v/{payload}; issue 34 §3), a separate entry of the
// web build loaded on those pages only. It registers the service worker that keeps the page, its files,
// the issuer's DID document and the revocation lists, asks it to refresh them on every online visit,
// and says on the page how old the kept copy is. Its words come from the page (data-messages).
import { VERIFY_APP_SCOPE, VERIFY_APP_WORKER } from "../../shared/verify-app.ts";
import { lastSync } from "./issuer-documents.ts";

type Messages = Record<string, string>;

function format(text: string, values: Record<string, string> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}

function formatDate(date: Date): string {
  return new Intl.DateTimeFormat(document.documentElement.lang || "ar", { dateStyle: "long", timeStyle: "short" }).format(date);
}

function line(text: string, testId: string, className = "text-sm text-muted-foreground"): HTMLParagraphElement {
  const p = document.createElement("p");
  p.className = className;
  p.dataset.testid = testId;
  p.textContent = text;
  return p;
}

async function registerWorker(): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const registration = await navigator.serviceWorker.register(VERIFY_APP_WORKER, { scope: VERIFY_APP_SCOPE });
  // Installing syncs by itself; an installed worker refreshes the kept documents on every online visit.
  if (navigator.onLine) registration.active?.postMessage("sync");
}

async function showShell(root: HTMLElement, messages: Messages): Promise<void> {
  const synced = await lastSync();
  const lines = [line(messages.noLink, "verify-app-no-link", "text-base")];
  lines.push(line(synced ? format(messages.lastSync, { date: formatDate(synced) }) : messages.revocationNever, "verify-app-last-sync"));
  root.replaceChildren(...lines);
}

async function main(): Promise<void> {
  const root = document.querySelector<HTMLElement>("[data-verify-app]");
  const work: Promise<unknown>[] = [registerWorker().catch(() => undefined)];
  if (root?.dataset.messages) work.push(showShell(root, JSON.parse(root.dataset.messages) as Messages));
  await Promise.all(work);
}

void main();
