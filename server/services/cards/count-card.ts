// View and share counters. No personal data is kept: the de-duplication key is an HMAC of the IP
// with the card id (and channel), held only in rate_limits until its window ends, so a refresh
// loop or a script from one address counts once per window (../rate-limits/first-in-window.ts).
import { sql } from "kysely";
import type { Db } from "../../db/index.ts";
import { firstInWindow } from "../../rate-limits/first-in-window.ts";
import type { ShareChannel } from "../../../shared/api/cards.ts";

export const VIEW_WINDOW_MS = 6 * 60 * 60 * 1000;
export const SHARE_WINDOW_MS = 60 * 60 * 1000;

/** true when this view was counted (first from this address within the window). */
export async function countCardView(db: Db, cardId: string, ctx: { ip: string; secret: string }): Promise<boolean> {
  if (!(await firstInWindow(db, ctx.secret, "card-view", [ctx.ip, cardId], VIEW_WINDOW_MS))) return false;
  await db.updateTable("cards").set({ view_count: sql<number>`view_count + 1` }).where("id", "=", cardId).execute();
  return true;
}

/** true when this share was counted (first per address and channel within the window). */
export async function countCardShare(db: Db, cardId: string, channel: ShareChannel, ctx: { ip: string; secret: string }): Promise<boolean> {
  if (!(await firstInWindow(db, ctx.secret, "card-share", [ctx.ip, cardId, channel], SHARE_WINDOW_MS))) return false;
  await db.updateTable("cards").set({ share_count: sql<number>`share_count + 1` }).where("id", "=", cardId).execute();
  return true;
}
