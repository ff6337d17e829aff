// "Known device": a browser that signed in to an account keeps a signed cookie naming that account,
// sent only to /api/password. A reset request from it is never dropped by the per-address ceiling,
// so strangers asking for someone's resets cannot stop the owner's own browser from getting one
// (issue 22.9). The cookie proves only "this browser signed in to account X once": it grants nothing
// else, and a reset still needs the link from the mailbox.
import { createHmac, timingSafeEqual } from "node:crypto";

export const KNOWN_DEVICE_COOKIE = "kd";
export const KNOWN_DEVICE_PATH = "/api/password";
export const KNOWN_DEVICE_MAX_AGE_S = 365 * 24 * 3600;

const mac = (secret: string, userId: string) => createHmac("sha256", secret).update(`known-device:${userId}`).digest("base64url");

export function knownDeviceValue(secret: string, userId: string): string {
  return `${userId}.${mac(secret, userId)}`;
}

/** The account id the cookie vouches for, or null when absent or not signed by this site. */
export function knownDeviceUser(secret: string, value: string | undefined): string | null {
  if (!value || value.length > 200) return null;
  const dot = value.lastIndexOf(".");
  if (dot <= 0) return null;
  const userId = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(mac(secret, userId));
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}
