// "Once per client and item in a window" for counters anyone can call (views, shares): the key is an
// HMAC of the client address with the item (and channel), held only in rate_limits until its window
// ends — no address is stored, and a refresh loop or a script from one address counts once.
import { createHmac } from "node:crypto";
import type { Db } from "../db/index.ts";
import { hitRateLimit } from "./hit.ts";

/** true the first time `parts` (address, item, …) is seen in `scope` within the window. */
export async function firstInWindow(db: Db, secret: string, scope: string, parts: string[], windowMs: number): Promise<boolean> {
  const digest = createHmac("sha256", secret).update(parts.join("\n")).digest("base64url").slice(0, 32);
  return (await hitRateLimit(db, `${scope}:${digest}`, windowMs)).count === 1;
}
