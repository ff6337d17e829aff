import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  ApiRequestError,
  INVALID_METHOD_MESSAGE,
  INVALID_RESPONSE_MESSAGE,
  TIMEOUT_MESSAGE,
  UNAUTHORIZED_MESSAGE,
  apiRequest,
  apiUrl,
  errorText,
} from "./request.ts";

type FetchArgs = [string, RequestInit];
const fetchMock = vi.fn<(...a: FetchArgs) => Promise<Response>>();

function reply(body: string, status = 200, statusText = "", headers: Record<string, string> = {}) {
  fetchMock.mockResolvedValueOnce(new Response(status === 204 ? null : body, { status, statusText, headers }));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal("fetch", fetchMock);
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("apiUrl", () => {
  it("adds the /api prefix when missing", () => {
    expect(apiUrl("/user")).toBe("/api/user");
    expect(apiUrl("user")).toBe("/api/user");
    expect(apiUrl("/api/user")).toBe("/api/user");
    expect(apiUrl("/apiary")).toBe("/api/apiary");
  });
  it("keeps full http(s) addresses", () => {
    expect(apiUrl("https://example.com/x")).toBe("https://example.com/x");
    expect(apiUrl("http://example.com/x")).toBe("http://example.com/x");
  });
});

describe("apiRequest", () => {
  it("sends cookies, JSON body for non-GET and the chosen locale", async () => {
    localStorage.setItem("locale", "fr");
    reply('{"ok":true}');
    const out = await apiRequest("post", "/login", { username: "a", password: "b" });
    expect(out).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/login");
    expect(init.method).toBe("POST");
    expect(init.credentials).toBe("include");
    expect(init.body).toBe('{"username":"a","password":"b"}');
    const headers = init.headers as Record<string, string>;
    expect(headers["Content-Type"]).toBe("application/json");
    expect(headers["Accept-Language"]).toBe("fr");
  });

  it("sends no body with GET", async () => {
    reply("[]");
    await apiRequest("GET", "/api/categories", { ignored: 1 });
    expect(fetchMock.mock.calls[0][1].body).toBeUndefined();
  });

  it("rejects an invalid method with the Arabic message, without calling fetch", async () => {
    await expect(apiRequest("FETCH", "/x")).rejects.toThrow(INVALID_METHOD_MESSAGE);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("answers {} for an empty success body (204)", async () => {
    reply("", 204);
    await expect(apiRequest("POST", "/logout")).resolves.toEqual({});
  });

  it("parses a JSON body sent as text/plain", async () => {
    reply('{"a":1}', 200, "", { "Content-Type": "text/plain" });
    await expect(apiRequest("GET", "/x")).resolves.toEqual({ a: 1 });
  });

  it("rejects a success body that is not JSON", async () => {
    reply("<html>", 200);
    await expect(apiRequest("GET", "/x")).rejects.toThrow(INVALID_RESPONSE_MESSAGE);
  });

  it("uses the JSON message and keeps fields on the error", async () => {
    reply(JSON.stringify({ message: "بيانات غير صالحة", code: "invalid", fields: { email: "البريد غير صالح" } }), 400);
    const err = (await apiRequest("POST", "/register", {}).catch((e) => e)) as ApiRequestError;
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err.message).toBe("400: بيانات غير صالحة");
    expect(err.status).toBe(400);
    expect(err.code).toBe("invalid");
    expect(err.fields).toEqual({ email: "البريد غير صالح" });
    expect(err.serverMessage).toBe("بيانات غير صالحة");
  });

  it("falls back to the error field, then the raw body, then the status text", async () => {
    reply('{"error":"boom"}', 500);
    await expect(apiRequest("GET", "/x")).rejects.toThrow("500: boom");
    reply("plain failure", 502);
    await expect(apiRequest("GET", "/x")).rejects.toThrow("502: plain failure");
    reply("", 503, "Service Unavailable");
    await expect(apiRequest("GET", "/x")).rejects.toThrow("503: Service Unavailable");
    reply("", 404, "");
    await expect(apiRequest("GET", "/x", undefined, { action: "load templates" })).rejects.toThrow(
      "404: load templates failed: 404",
    );
  });

  it("401: returns null, redirects, or throws", async () => {
    reply('{"message":"x"}', 401);
    await expect(apiRequest("GET", "/user", undefined, { on401: "returnNull" })).resolves.toBeNull();

    const loc = { pathname: "/user/cards", search: "?p=2", href: "" };
    vi.stubGlobal("location", loc);
    reply("", 401);
    await expect(apiRequest("GET", "/user", undefined, { on401: "redirect" })).resolves.toBeNull();
    expect(loc.href).toBe("/auth?redirect=%2Fuser%2Fcards%3Fp%3D2");

    reply("", 401);
    await expect(apiRequest("GET", "/user")).rejects.toThrow(UNAUTHORIZED_MESSAGE);
    reply('{"message":"اسم المستخدم أو كلمة المرور غير صحيحة"}', 401);
    const err = (await apiRequest("POST", "/login", {}).catch((e) => e)) as ApiRequestError;
    expect(err.status).toBe(401);
    expect(errorText(err, "fallback")).toBe("اسم المستخدم أو كلمة المرور غير صحيحة");
  });

  it("aborts after 15 000 ms with the Arabic timeout message", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const p = apiRequest("GET", "/slow").catch((e) => e);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(fetchMock.mock.calls[0][1].signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const err = await p;
    expect((err as Error).message).toBe(TIMEOUT_MESSAGE);
  });

  it("reports network failures with a message the retry policy recognises", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await expect(apiRequest("GET", "/x")).rejects.toThrow(/network/i);
  });

  it("errorText falls back when the server sent no message", () => {
    expect(errorText(new Error("x"), "fb")).toBe("fb");
    expect(errorText(new ApiRequestError("500: x", 500, "x"), "fb")).toBe("fb");
  });
});
