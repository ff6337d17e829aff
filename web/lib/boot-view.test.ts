import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { liftBootView, liftBootViewLater, seedBootData } from "./boot-view.ts";

afterEach(() => {
  document.body.innerHTML = "";
  vi.useRealTimers();
});

function page(data: string) {
  document.body.innerHTML = `<div id="boot-view"><img alt=""></div><script type="application/json" id="boot-data">${data}</script><div id="root"></div>`;
}

describe("the server's first paint of a page", () => {
  it("puts the page's API answers in the query cache, stale (fetched again in the background), and drops the block", () => {
    page(JSON.stringify({ "/api/cards/c1": { id: "c1", width: 1080 } }));
    const client = new QueryClient();
    seedBootData(client);
    expect(client.getQueryData(["/api/cards/c1"])).toEqual({ id: "c1", width: 1080 });
    expect(client.getQueryState(["/api/cards/c1"])?.dataUpdatedAt).toBe(0);
    expect(client.getQueryCache().find({ queryKey: ["/api/cards/c1"] })?.isStaleByTime(60_000)).toBe(true);
    expect(document.getElementById("boot-data")).toBeNull();
  });

  it("ignores an unreadable block and pages without one", () => {
    page("{not json");
    const client = new QueryClient();
    seedBootData(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
    document.body.innerHTML = "";
    expect(() => seedBootData(client)).not.toThrow();
  });

  it("lifts the overlay when asked, or a few seconds after the first render whatever happens", () => {
    page("{}");
    liftBootView();
    expect(document.getElementById("boot-view")).toBeNull();
    page("{}");
    vi.useFakeTimers();
    liftBootViewLater();
    expect(document.getElementById("boot-view")).not.toBeNull();
    vi.advanceTimersByTime(4000);
    expect(document.getElementById("boot-view")).toBeNull();
  });
});
