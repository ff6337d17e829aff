// The link a printed QR holds: <PUBLIC ORIGIN>/V/<VC1-B…>. Scheme and host are case-insensitive,
// so they are written upper case too: with a bare-host public URL the whole link is in QR
// alphanumeric mode (0-9 A-Z space $%*+-./:), 5.5 bits a character instead of 8.

export const QR_LINK_PATH = "/V/";

export function qrLink(publicUrl: string, payload: string): string {
  const url = new URL(publicUrl);
  const path = url.pathname.replace(/\/+$/, "");
  const origin = `${url.protocol}//${url.host}`.toUpperCase();
  return `${origin}${path}${QR_LINK_PATH}${payload}`;
}

/** The route path (under the public URL's path) that serves the link: both cases of "v". */
export const QR_ROUTE_PATHS = ["/V/:payload", "/v/:payload"] as const;
