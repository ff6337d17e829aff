// View and share counters: a plain increment, no personal data. Like a card's, a certificate's view
// counts once per client address and window, and a share once per address, channel and window
// (security round 4, L9): the key is an HMAC of the address in rate_limits, gone when the window ends.
import { sql } from "kysely";
import type { Db } from "../../db/index.ts";
import { firstInWindow } from "../../rate-limits/first-in-window.ts";
import { SHARE_WINDOW_MS, VIEW_WINDOW_MS } from "../cards/count-card.ts";

export interface CountedCertificate {
  templateId: string;
  ownerId: string | null;
  /** false: this client's view/share was counted already in the window */
  counted: boolean;
}

/** Answers the certificate's template and owner (engagement analytics needs them), or undefined for an unknown id. */
export async function countCertificateEvent(db: Db, id: string, event: "view" | "share", ctx: { ip: string; secret: string; channel?: string }): Promise<CountedCertificate | undefined> {
  const row = await db.selectFrom("certificates").select(["template_id", "owner_id"]).where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  const counted =
    event === "view"
      ? await firstInWindow(db, ctx.secret, "certificate-view", [ctx.ip, id], VIEW_WINDOW_MS)
      : await firstInWindow(db, ctx.secret, "certificate-share", [ctx.ip, id, ctx.channel ?? ""], SHARE_WINDOW_MS);
  if (counted) {
    await db
      .updateTable("certificates")
      .set(event === "view" ? { view_count: sql`view_count + 1` } : { share_count: sql`share_count + 1` })
      .where("id", "=", id)
      .execute();
  }
  return { templateId: row.template_id, ownerId: row.owner_id, counted };
}
