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

export async function uploadImage(file: File, signal?: AbortSignal): Promise<{ url: string }> {
  const body = new FormData();
  body.append("file", file, file.name);
  const headers: Record<string, string> = { Accept: "application/json" };
  const locale = globalThis.localStorage?.getItem("locale");
  if (locale) headers["Accept-Language"] = locale;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const res = await fetch("/api/uploads", {
    method: "POST",
    body,
    headers,
    credentials: "include",
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const raw = await res.text();
  let parsed: unknown = {};
  try {
    parsed = raw ? JSON.parse(raw) : {};
  } catch {
    parsed = raw;
  }
  if (!res.ok) throw new ApiRequestError(failureMessage(res, parsed, raw, "upload"), res.status, parsed);
  const url = (parsed as { url?: unknown }).url;
  if (typeof url !== "string") throw new ApiRequestError("invalid response from server", res.status, parsed);
  return { url };
}
