// Server-side rendering of the public pages (issue 23): the same layout and page components as the
// SPA, rendered by react-dom/server through React Router's data-mode static handler, with no
// hydration — the page that reaches the browser runs no app bundle (a small enhancement script at most).
// Built by Vite (`vite build --ssr`, scripts/build.mjs) into dist/ssr; the server loads it at start
// (server/web/public-pages.ts).
//
// Data: the pages ask for their data through TanStack Query as in the browser. A render pass collects
// the queries the page started; their own query functions are then run against the site's API in-process
// (the server's app.inject, with the visitor's cookies), and the page is rendered again, until no page
// asks for anything new. Each pass is synchronous (renderToString), so the one i18next instance can be
// switched to the request's language right before it without another request seeing it.
import { AsyncLocalStorage } from "node:async_hooks";
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import i18n from "i18next";
import { Direction } from "radix-ui";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from "react-router";
import type { ApiGet, PublicPageRequest, PublicPageResult } from "../../shared/ssr/public-page.ts";
import { DEFAULT_LOCALE, LOCALES } from "../../shared/limits.ts";
import { WEB_NAMESPACES } from "../lib/i18n-namespaces.ts";
import { resources } from "../lib/i18n-bundled.ts";
import { directionOf, uiLocale } from "../lib/i18n.ts";
import { setApiFetch } from "../lib/request.ts";
import { StaticPageContext, type StaticPage } from "../lib/static-page.ts";
import { queryKeys } from "../lib/publicData.ts";
import { WALLET_OFFER_KEY } from "../lib/wallet.ts";
import { ssrRoutes } from "./routes.tsx";

/** At most this many render passes: each one may reveal queries that depend on the previous answers. */
const MAX_PASSES = 4;

const currentApi = new AsyncLocalStorage<ApiGet>();

// The web app's request helper calls fetch(); here it reaches the API of the request being rendered.
setApiFetch(async (input, init) => {
  const apiGet = currentApi.getStore();
  const method = (init?.method ?? "GET").toUpperCase();
  if (!apiGet || method !== "GET") throw new Error(`server render: no ${method} ${String(input)}`);
  const answer = await apiGet(String(input));
  return new Response(answer.status === 204 ? null : answer.body, { status: answer.status, headers: { "content-type": answer.contentType } });
});

void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  fallbackLng: DEFAULT_LOCALE,
  defaultNS: "web",
  ns: [...WEB_NAMESPACES],
  resources,
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
i18n.services.formatter?.add("number", (value, lng, options) => new Intl.NumberFormat(uiLocale(lng ?? DEFAULT_LOCALE), options).format(value));

function newQueryClient(): QueryClient {
  // No retries (the answer is what it is), no refetch on mount of an errored query (it would show a
  // spinner), nothing dropped between passes.
  return new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false, staleTime: Infinity, gcTime: Infinity } } });
}

/** Queries a pass started and nobody fetched (enabled ones only: a disabled query stays as it is). */
function waitingQueries(client: QueryClient) {
  return client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === "pending" && q.state.fetchStatus === "idle" && (q.options as { enabled?: unknown }).enabled !== false);
}

export async function renderPublicPage(request: PublicPageRequest): Promise<PublicPageResult> {
  const handler = createStaticHandler(ssrRoutes);
  const context = await handler.query(new Request(new URL(request.url, request.origin)));
  if (context instanceof Response) throw new Error("server render: the public routes do not redirect");
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = newQueryClient();
  const page: StaticPage = { here: request.url, locale: request.locale, theme: request.theme, origin: request.origin, ogImage: request.ogImage, status: context.statusCode };

  const renderOnce = () => {
    page.status = context.statusCode;
    // Synchronous from here to the end of renderToString: no other request can change the language in between.
    void i18n.changeLanguage(request.locale);
    return renderToString(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={client}>
          <Direction.Provider dir={directionOf(request.locale)}>
            <StaticPageContext.Provider value={page}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </StaticPageContext.Provider>
          </Direction.Provider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
  };

  let html = "";
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    html = renderOnce();
    const waiting = waitingQueries(client);
    if (waiting.length === 0) break;
    await currentApi.run(request.apiGet, () => Promise.all(waiting.map((q) => q.fetch().catch(() => undefined))));
  }
  // A component that threw or suspended leaves React's "render this in the browser" marker: there is no
  // browser-side app here, so that page would stay empty. The server answers with the SPA instead.
  if (html.includes("<!--$!-->")) throw new Error(`server render of ${request.url}: a component could not render on the server`);
  // A wallet offer (its PIN) is the recipient's alone, like a signed-in header: never a shared cache.
  const personal = Boolean(client.getQueryData(queryKeys.user)) || client.getQueryCache().findAll({ queryKey: [WALLET_OFFER_KEY] }).length > 0;
  return { html, status: page.status, personal };
}
