// POST /api/uploads (multipart "file") for image fields. The JSON request helper cannot send files,
// so this mirrors its conventions: cookies, Accept-Language, the 15 s timeout, ApiRequestError.
import { LIMITS, REQUEST_TIMEOUT_MS } from "../../shared/limits.ts";
import { ApiRequestError, failureMessage } from "./request.ts";

export const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;

export type ImageFileProblem = "wrongType" | "tooLarge";

/** Checked before uploading so people get an instant answer; the server sniffs the bytes anyway. */
export function imageFileProblem(file: Pick<File, "type" | "size">): ImageFileProblem | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return "wrongType";
  if (file.size > LIMITS.uploadBytesMax) return "tooLarge";
  return null;
}

/**
 * POST a FormData body and read the JSON answer with the request helper's conventions (cookies,
 * Accept-Language, timeout, ApiRequestError carrying the server's translated message and code).
 * The JSON helper cannot send files, so every multipart call goes through here.
 */
export async function postMultipart<T = unknown>(url: string, body: FormData, opts: { signal?: AbortSignal; timeoutMs?: number; action?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  const locale = globalThis.localStorage?.getItem("locale");
  if (locale) headers["Accept-Language"] = locale;
  const timeout = AbortSignal.timeout(opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const res = await fetch(url, {
    method: "POST",
    body,
    headers,
    credentials: "include",
    signal: opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout,
  });
  const raw = await res.text();
  let parsed: unknown = {};
  try {
    parsed = raw ? JSON.parse(raw) : {};
  } catch {
    parsed = raw;
  }
  if (!res.ok) throw new ApiRequestError(failureMessage(res, parsed, raw, opts.action ?? "upload"), res.status, parsed);
  return parsed as T;
}

/** POST a single file as multipart "file" to an upload endpoint answering { url }. */
export async function postFileForUrl(url: string, file: File, signal?: AbortSignal): Promise<{ url: string }> {
  const body = new FormData();
  body.append("file", file, file.name);
  const parsed = await postMultipart<{ url?: unknown }>(url, body, { signal });
  if (typeof parsed?.url !== "string") throw new ApiRequestError("invalid response from server", 200, parsed);
  return { url: parsed.url };
}

export function uploadImage(file: File, signal?: AbortSignal): Promise<{ url: string }> {
  return postFileForUrl("/api/uploads", file, signal);
}
