// The document of a page drawn by the server without the site's layout or any script (the embed
// badge, an achievement's page, the baked-image check): language and direction, the viewport, one
// nonce'd stylesheet (the answer's CSP style nonce), and what the page adds to the head.
import { createElement as h, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Locale } from "../../shared/limits.ts";
import { stripBidiControls } from "../../shared/format/bidi.ts";

export interface StandaloneDocument {
  lang: Locale;
  title: string;
  styles: string;
  nonce: string;
  /** Extra head elements (robots, icon, alternates), in order. */
  head?: ReactNode[];
  body: ReactElement;
}

/** The site's mark, same-origin (img-src 'self'): without it the browser asks for /favicon.ico, a 404. */
export const siteIcon = (): ReactElement => h("link", { key: "icon", rel: "icon", type: "image/png", href: "/api/credentials/issuer-logo.png" });

export const noIndex = (): ReactElement => h("meta", { key: "robots", name: "robots", content: "noindex" });

export function renderStandaloneDocument(doc: StandaloneDocument): string {
  const dir = doc.lang === "ar" ? "rtl" : "ltr";
  const head = renderToStaticMarkup(
    h(
      "head",
      null,
      h("meta", { charSet: "utf-8" }),
      h("meta", { name: "viewport", content: "width=device-width,initial-scale=1" }),
      ...(doc.head ?? []),
      h("title", null, stripBidiControls(doc.title)),
      h("style", { nonce: doc.nonce, dangerouslySetInnerHTML: { __html: doc.styles } }),
    ),
  );
  return `<!doctype html><html lang="${doc.lang}" dir="${dir}">${head}${renderToStaticMarkup(doc.body)}</html>`;
}
