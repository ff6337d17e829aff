// GET /set-preference?locale=en&theme=dark&next=/path — the language and theme switches of the
// server-drawn pages, which work without scripts (issue 23): the choice goes into the same cookies the
// SPA writes (web/lib/i18n.ts, web/lib/theme.ts), then the browser goes back to the page it came from.
// A display preference only: it changes nothing stored on the server, so a link (GET) is fine.
import type { FastifyInstance } from "fastify";
import { safeRedirect } from "../../shared/http/safe-redirect.ts";
import { isLocale } from "../i18n.ts";

const YEAR_SECONDS = 31_536_000;

export function registerPreferenceRoute(app: FastifyInstance): void {
  app.get("/set-preference", { config: { session: false } }, async (request, reply) => {
    const query = request.query as Record<string, unknown>;
    const cookie = { path: "/", maxAge: YEAR_SECONDS, sameSite: "lax" as const, httpOnly: false };
    if (isLocale(query.locale)) reply.setCookie("locale", query.locale, cookie);
    if (query.theme === "light" || query.theme === "dark") {
      reply.setCookie("theme", query.theme, cookie);
      // Read once by the app at its next start (web/lib/theme.ts), which keeps the choice in localStorage.
      reply.setCookie("theme-choice", query.theme, cookie);
    }
    return reply.header("cache-control", "no-store").redirect(safeRedirect(typeof query.next === "string" ? query.next : "/"), 303);
  });
}
