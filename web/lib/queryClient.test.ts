import { afterEach, describe, expect, it, vi } from "vitest";
import { TIMEOUT_MESSAGE } from "./request.ts";
import { GC_TIME_MS, createQueryClient, loadData, isTransientError, retryDelay, shouldRetry } from "./queryClient.ts";

describe("retry policy", () => {
  it("retries network, connection, timeout and 5xx errors", () => {
    expect(isTransientError(new Error("Network error: Failed to fetch"))).toBe(true);
    expect(isTransientError(new Error("connection reset"))).toBe(true);
    expect(isTransientError(new Error("request timeout"))).toBe(true);
    expect(isTransientError(new Error(TIMEOUT_MESSAGE))).toBe(true);
    expect(isTransientError(new Error("500: server error"))).toBe(true);
    expect(isTransientError(new Error("503: Service Unavailable"))).toBe(true);
  });
  it("does not retry client errors", () => {
    expect(isTransientError(new Error("404: not found"))).toBe(false);
    expect(isTransientError(new Error("Unauthorized (401)"))).toBe(false);
    expect(isTransientError(new Error("400: invalid 500 characters"))).toBe(false);
  });
  it("stops after two retries", () => {
    const e = new Error("500: x");
    expect(shouldRetry(0, e)).toBe(true);
    expect(shouldRetry(1, e)).toBe(true);
    expect(shouldRetry(2, e)).toBe(false);
  });
  it("doubles the delay from 1 s up to 30 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
  it("configures the client per SPEC §9", () => {
    const opts = createQueryClient().getDefaultOptions();
    expect(opts.queries?.staleTime).toBe(Infinity);
    expect(opts.queries?.gcTime).toBe(GC_TIME_MS);
    expect(GC_TIME_MS).toBe(300_000);
    expect(opts.queries?.refetchOnWindowFocus).toBe(false);
    expect(opts.queries?.refetchInterval).toBe(false);
    expect(opts.mutations?.retry).toBe(false);
  });
});

describe("loadData", () => {
  afterEach(() => vi.unstubAllGlobals());
  it("logs a failed load and rethrows it", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response('{"message":"gone"}', { status: 404 })));
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    await expect(loadData("/templates")).rejects.toThrow("404: gone");
    expect(log).toHaveBeenCalledOnce();
    expect(String(log.mock.calls[0][0])).toContain("/templates");
    log.mockRestore();
  });
});
