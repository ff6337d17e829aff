// Share targets of the share panel: each builds its URL with encodeURIComponent, so Arabic text and
// the link's own ?&# characters arrive intact.
export const SHARE_TARGETS = ["whatsapp", "telegram", "x", "facebook", "email"] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];
/** Every action of the panel; certificates map these to their own channel names. */
export type ShareAction = ShareTarget | "copy" | "qr" | "native";

export function shareLinks(url: string, text: string, subject = text): Record<ShareTarget, string> {
  const u = encodeURIComponent(url);
  const message = text ? `${text}\n${url}` : url;
  return {
    whatsapp: `https://wa.me/?text=${encodeURIComponent(message)}`,
    telegram: `https://t.me/share/url?url=${u}&text=${encodeURIComponent(text)}`,
    x: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(text)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    email: `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`,
  };
}

/** Same-site paths become absolute links (what people paste elsewhere). */
export function absoluteUrl(path: string, origin: string = globalThis.location?.origin ?? ""): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${origin}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** The last few images fetched for sharing, by URL and file name (at most FILES_KEPT). */
const files = new Map<string, Promise<File | null>>();
const FILES_KEPT = 4;

/**
 * An image as a File for the share sheet, downloaded once: the card form starts it as soon as the card
 * is saved, so on the preview page the share button finds it ready (issue 31: on slow 4G the file takes
 * a second or more, and navigator.share() must run within the tap's user activation). A failed download is
 * forgotten, so the next ask tries again.
 */
export function imageFile(url: string, name: string): Promise<File | null> {
  const key = `${name}\n${url}`;
  const known = files.get(key);
  if (known) return known;
  const file = fetchAsFile(url, name);
  files.set(key, file);
  void file.then((f) => {
    if (!f) files.delete(key);
  });
  for (const old of files.keys()) if (files.size > FILES_KEPT) files.delete(old);
  return file;
}

/** Fetches an image and wraps it as a File for navigator.share({ files }). */
export async function fetchAsFile(url: string, name: string): Promise<File | null> {
  try {
    const res = await fetch(url, { credentials: "include" });
    if (!res.ok) return null;
    const blob = await res.blob();
    return new File([blob], name, { type: blob.type || "image/png" });
  } catch {
    return null;
  }
}
