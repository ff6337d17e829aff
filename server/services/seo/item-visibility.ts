// Which card/certificate outputs (PNG/PDF) shared caches may keep. Both are reachable by anyone with
// their unguessable id, but they are personal: their pages are noindex (server/web/meta/cards.ts,
// certificates.ts) unless an admin's per-item SEO row sets `noIndex: false`. The same notion decides
// the HTTP cache: personal → `Cache-Control: private` (browsers only, never a CDN or proxy);
// published by an admin → public.
import type { Db } from "../../db/index.ts";
import { readSeoRow } from "./get-seo.ts";

export async function isPublicItem(db: Db, type: "card" | "certificate", id: string): Promise<boolean> {
  return (await readSeoRow(db, type, id)).noIndex === false;
}
