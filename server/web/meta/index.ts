// Per-page SEO meta for pages that show one entity (a card, a certificate): a small registry of
// { pattern, resolve } entries, each file adding its own. plugin.ts asks it for every SSR'd page.
// resolve answers the page's SEO fields (already layered: global < entity-derived < admin's
// per-entity settings), or null when the entity does not exist (the page then answers 404).
import type { FastifyInstance } from "fastify";
import type { SeoFields } from "../../../shared/api/seo.ts";
import type { Locale } from "../../../shared/limits.ts";
import type { BootView } from "../boot-view.ts";
import { CARD_META } from "./cards.ts";
import { CERTIFICATE_META } from "./certificates.ts";

export interface EntityPageMeta {
  seo: SeoFields;
  ogType?: "article" | "product" | "website";
  /** Pixel size of seo.ogImage when known (og:image:width/height). */
  image?: { width: number; height: number };
  /** The page's largest image, preloaded from the <head> (issue 13: LCP image discoverable at once). */
  preloadImage?: PreloadImage;
  /** The page drawn by the server before the scripts run, with its first API answers (../boot-view.ts). */
  bootView?: BootView;
  /** The card/certificate the page shows, for engagement analytics (server/analytics/page-events.ts). */
  item?: PageItem;
}

export interface PageItem {
  kind: "card" | "certificate";
  id: string;
  templateId: string;
  ownerId: string | null;
}

/** A responsive image preload: the same srcset/sizes/type as the page's <picture> source. */
export interface PreloadImage {
  srcset: string;
  sizes: string;
  type: "image/webp";
}

export interface MetaResolver {
  /** Matched against the path (no query string); groups are handed to resolve. */
  pattern: RegExp;
  resolve(app: FastifyInstance, match: RegExpExecArray, locale: Locale): Promise<EntityPageMeta | null>;
}

export const META_RESOLVERS: readonly MetaResolver[] = [...CARD_META, ...CERTIFICATE_META];

/** undefined: no resolver for this path (use the global meta); null: the entity is unknown (404). */
export async function resolveEntityMeta(app: FastifyInstance, pathname: string, locale: Locale): Promise<EntityPageMeta | null | undefined> {
  for (const r of META_RESOLVERS) {
    const m = r.pattern.exec(pathname);
    if (m) return r.resolve(app, m, locale);
  }
  return undefined;
}
