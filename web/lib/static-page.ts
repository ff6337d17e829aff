// "This page was drawn by the server and runs no app bundle" (issue 23). Components read it to render
// their script-free form: links and GET forms instead of buttons with handlers, <details> instead of
// Radix popups. In the SPA the value is null and nothing changes.
import { createContext, useContext } from "react";
import type { Locale } from "../../shared/limits.ts";
import type { OgImage } from "./page-preview-size.ts";

export interface StaticPage {
  /** Path and query of the page (the language and theme links come back to it). */
  here: string;
  locale: Locale;
  theme: "light" | "dark";
  /** The site's origin (share links are absolute). */
  origin: string;
  /** The page's og:image and its size, when the server knows it (the verify page sizes its image with it). */
  ogImage?: OgImage;
  /** Set by the page while rendering: the HTTP status (404 for the not-found page). */
  status: number;
}

export const StaticPageContext = createContext<StaticPage | null>(null);

export function useStaticPage(): StaticPage | null {
  return useContext(StaticPageContext);
}

/** The server route that stores a display choice in a cookie and comes back (server/web/preferences.ts). */
export function preferenceHref(choice: { locale?: Locale; theme?: "light" | "dark" | "system" }, here: string): string {
  const q = new URLSearchParams();
  if (choice.locale) q.set("locale", choice.locale);
  if (choice.theme) q.set("theme", choice.theme);
  q.set("next", here);
  return `/set-preference?${q.toString()}`;
}
