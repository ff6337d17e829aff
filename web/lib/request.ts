// The one HTTP helper of the web app (SPEC §7, §8): every call sends cookies, gets the /api prefix,
// times out after 15 s and turns a non-success answer into an Error whose text is "status: message".
import { REQUEST_TIMEOUT_MS } from "../../shared/limits.ts";

export const HTTP_METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** What a 401 answer does: return null, go to /auth (full navigation) and return null, or throw. */
export type On401 = "returnNull" | "redirect" | "throw";

export interface RequestOptions {
  on401?: On401;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Names the action in the last-resort message "{action} failed: {status}". */
  action?: string;
}

// SPEC §8 texts. The Arabic ones are fixed by the spec (the helper runs before i18n matters).
export const TIMEOUT_MESSAGE = "تم إلغاء الطلب بسبب تجاوز المهلة الزمنية";
export const INVALID_METHOD_MESSAGE = "طريقة الاستدعاء غير صالحة";
export const UNAUTHORIZED_MESSAGE = "Unauthorized (401)";
export const INVALID_RESPONSE_MESSAGE = "invalid response from server";

/** An Error that keeps the HTTP status and the parsed body, so forms can show `fields`. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The server's own human-readable message (already translated), when it sent one. */
  readonly serverMessage?: string;
  readonly fields?: Record<string, string>;
  readonly code?: string;

  constructor(message: string, status = 0, body: unknown = undefined) {
    super(message);
    this.name = "ApiRequestError";
    this.status = status;
    this.body = body;
    if (isRecord(body)) {
      if (typeof body.message === "string" && body.message) this.serverMessage = body.message;
      if (typeof body.code === "string") this.code = body.code;
      if (isRecord(body.fields)) {
        this.fields = Object.fromEntries(
          Object.entries(body.fields).filter((e): e is [string, string] => typeof e[1] === "string"),
        );
      }
    }
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** Adds the /api prefix unless the path already has it or is a full http(s) address. */
export function apiUrl(path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const p = path.startsWith("/") ? path : `/${path}`;
  if (p === "/api" || p.startsWith("/api/") || p.startsWith("/api?")) return p;
  return `/api${p}`;
}

/** Reads JSON, else text (parsed as JSON if possible), else an empty object. */
async function readBody(res: Response): Promise<{ body: unknown; raw: string; json: boolean }> {
  let raw = "";
  try {
    raw = await res.text();
  } catch {
    return { body: {}, raw: "", json: false };
  }
  if (raw.trim() === "") return { body: {}, raw: "", json: true };
  try {
    return { body: JSON.parse(raw), raw, json: true };
  } catch {
    return { body: raw, raw, json: false };
  }
}

/** "status: message" with message from JSON message, else error field, else raw body, else status text. */
export function failureMessage(res: Pick<Response, "status" | "statusText">, body: unknown, raw: string, action?: string): string {
  let msg = "";
  if (isRecord(body)) {
    if (typeof body.message === "string" && body.message) msg = body.message;
    else if (typeof body.error === "string" && body.error) msg = body.error;
  }
  if (!msg && !isRecord(body) && raw.trim()) msg = raw.trim();
  if (!msg) msg = res.statusText;
  if (!msg) msg = `${action ?? "request"} failed: ${res.status}`;
  return `${res.status}: ${msg}`;
}

function currentLocale(): string | undefined {
  try {
    return globalThis.localStorage?.getItem("locale") ?? undefined;
  } catch {
    return undefined;
  }
}

let fetchImpl: typeof fetch = (input, init) => fetch(input, init);

/** The server-side renderer of the public pages answers API calls in-process (web/ssr/render-public-page.tsx). */
export function setApiFetch(impl: typeof fetch): void {
  fetchImpl = impl;
}

function redirectToAuth(): void {
  const here = window.location.pathname + window.location.search;
  const onAuth = window.location.pathname === "/auth" || window.location.pathname === "/login";
  window.location.href = onAuth ? "/auth" : `/auth?redirect=${encodeURIComponent(here)}`;
}

export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  options: RequestOptions = {},
): Promise<T> {
  const m = typeof method === "string" ? method.toUpperCase() : "";
  if (!(HTTP_METHODS as readonly string[]).includes(m) || typeof path !== "string" || path === "") {
    throw new ApiRequestError(INVALID_METHOD_MESSAGE);
  }
  const headers: Record<string, string> = { Accept: "application/json" };
  const locale = currentLocale();
  if (locale) headers["Accept-Language"] = locale;
  const init: RequestInit = { method: m, credentials: "include", headers };
  if (m !== "GET" && body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener("abort", onOuterAbort);
  init.signal = controller.signal;

  let res: Response;
  let parsed: Awaited<ReturnType<typeof readBody>>;
  try {
    res = await fetchImpl(apiUrl(path), init);
    parsed = await readBody(res);
  } catch (err) {
    if (timedOut) throw new ApiRequestError(TIMEOUT_MESSAGE);
    if (options.signal?.aborted) throw err;
    const text = err instanceof Error ? err.message : String(err);
    // Mentions "network" so the query retry policy (SPEC §9) recognises it.
    throw new ApiRequestError(`Network error: ${text}`);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onOuterAbort);
  }

  if (res.status === 401) {
    const on401 = options.on401 ?? "throw";
    if (on401 === "returnNull") return null as T;
    if (on401 === "redirect") {
      redirectToAuth();
      return null as T;
    }
    const server = isRecord(parsed.body) && typeof parsed.body.message === "string" ? parsed.body.message : "";
    throw new ApiRequestError(server ? `401: ${server}` : UNAUTHORIZED_MESSAGE, 401, parsed.body);
  }
  if (!res.ok) {
    throw new ApiRequestError(failureMessage(res, parsed.body, parsed.raw, options.action), res.status, parsed.body);
  }
  if (!parsed.json) throw new ApiRequestError(INVALID_RESPONSE_MESSAGE, res.status, parsed.body);
  return parsed.body as T;
}

/** Message a person should read: the server's translated message when present, else the fallback. */
export function errorText(err: unknown, fallback: string): string {
  if (err instanceof ApiRequestError && err.serverMessage) return err.serverMessage;
  if (err instanceof ApiRequestError && (err.message === TIMEOUT_MESSAGE)) return err.message;
  return fallback;
}
