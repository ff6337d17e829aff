// The events of a card/certificate page served as HTML (server/web/plugin.ts): a view (/view/{id},
// /certificate/{id}), a verification on the verify page (/certificates/verify/{code}, channel "page"),
// and mail_opened when the page was opened from the link in our e-mail (?via=email). All counted
// after the answer and never awaited: a page never waits for analytics, and only for a person
// (./person.ts). The owner's and admins' visits count for nothing (a signed-in visitor is looked up
// only when the page carries a session cookie).
//
// A server-drawn page is counted here, and its enhancement script no longer posts /view (the
// counters view_count and the certificate.viewed webhook moved here with it), so a view counts once.
// A page the app draws (no server render) is counted by the app's POST /view instead.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PageItem } from "./meta/index.ts";
import { SESSION_COOKIE, userForSession } from "../sessions/sessions.ts";
import { countCardView } from "../services/cards/count-card.ts";
import { countCertificateEvent } from "../services/certificates/count-event.ts";
import { emitCoalescedCertificateEvent } from "../webhooks/certificate-events.ts";
import { isOwnView, isPerson } from "../analytics/person.ts";
import { MAIL_LINK_PARAM, MAIL_LINK_VALUE } from "../analytics/mail-link.ts";

/** Which page of an item a path is. */
export function itemPageKind(pathname: string): "view" | "verify" | undefined {
  if (/^\/(?:view|certificate)\/[^/]+\/?$/.test(pathname)) return "view";
  if (/^\/certificates\/verify\/[^/]+\/?$/.test(pathname)) return "verify";
  return undefined;
}

export function openedFromMail(url: string): boolean {
  const query = url.split("?")[1];
  return !!query && new URLSearchParams(query.split("#")[0]).get(MAIL_LINK_PARAM) === MAIL_LINK_VALUE;
}

/**
 * Counts a page answered with `status`. `drawnBy` "server": the HTML is the whole page (views and
 * verifications count here); "app": the SPA draws it and posts /view itself (only mail_opened here).
 */
export function countItemPage(app: FastifyInstance, request: FastifyRequest, item: PageItem | null | undefined, status: number, drawnBy: "server" | "app"): void {
  // HEAD: a link checker asking whether the page exists, never a person looking at it.
  if (!item || request.method !== "GET" || (status !== 200 && status !== 304)) return;
  const pathname = request.url.split("?")[0];
  const page = drawnBy === "server" ? itemPageKind(pathname) : undefined;
  const fromMail = openedFromMail(request.url);
  if (!page && !fromMail) return;
  if (!isPerson(request.headers)) return;
  const token = request.cookies?.[SESSION_COOKIE];
  const ip = request.ip;
  const count = (viewer: { id: string; role: string } | undefined) => {
    if (isOwnView(viewer, item.ownerId)) return;
    const record = (event: "view" | "verify" | "mail_opened", channel?: string) =>
      app.analytics.record({ kind: item.kind, itemId: item.id, templateId: item.templateId, event, channel });
    if (fromMail) record("mail_opened");
    if (page === "verify") record("verify", "page");
    if (page === "view") {
      record("view");
      legacyViewCounters(app, item, ip);
    }
  };
  if (!token) return count(undefined);
  userForSession(app.db, token).then(
    (user) => count(user ?? undefined),
    (err: unknown) => app.log.warn({ err }, "analytics: session lookup failed"),
  );
}

/** The columns view_count (once per address and window, as POST /view does) and the coalesced webhook. */
function legacyViewCounters(app: FastifyInstance, item: PageItem, ip: string): void {
  const failed = (err: unknown) => app.log.warn({ err }, "view counter failed");
  if (item.kind === "card") {
    countCardView(app.db, item.id, { ip, secret: app.secret }).catch(failed);
    return;
  }
  countCertificateEvent(app.db, item.id, "view", { ip, secret: app.secret })
    .then((counted) => (counted?.counted ? emitCoalescedCertificateEvent(app, "certificate.viewed", item.id) : undefined))
    .catch(failed);
}
