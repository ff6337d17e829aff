import { afterEach, describe, expect, it, vi } from "vitest";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, dispatch, getToastState, reducer, toast, type ToastState } from "./use-toast.ts";

afterEach(() => {
  dispatch({ type: "REMOVE_TOAST" });
  vi.useRealTimers();
});

describe("toast reducer", () => {
  it("keeps at most one toast, newest first", () => {
    expect(TOAST_LIMIT).toBe(1);
    let s = reducer({ toasts: [] }, { type: "ADD_TOAST", toast: { id: "1", title: "a" } });
    s = reducer(s, { type: "ADD_TOAST", toast: { id: "2", title: "b" } });
    expect(s.toasts.map((t) => t.id)).toEqual(["2"]);
  });
  it("dismiss closes one or all; update merges; remove deletes", () => {
    let s: ToastState = { toasts: [{ id: "1", open: true }, { id: "2", open: true }] };
    s = reducer(s, { type: "DISMISS_TOAST", toastId: "1" });
    expect(s.toasts.map((t) => t.open)).toEqual([false, true]);
    s = reducer(s, { type: "DISMISS_TOAST" });
    expect(s.toasts.every((t) => t.open === false)).toBe(true);
    s = reducer(s, { type: "UPDATE_TOAST", toast: { id: "2", title: "x" } });
    expect(s.toasts[1]).toMatchObject({ id: "2", title: "x" });
    s = reducer(s, { type: "REMOVE_TOAST", toastId: "1" });
    expect(s.toasts.map((t) => t.id)).toEqual(["2"]);
    expect(reducer(s, { type: "REMOVE_TOAST" }).toasts).toEqual([]);
  });
});

describe("toast()", () => {
  it("removes a dismissed toast only after 1 000 000 ms", () => {
    vi.useFakeTimers();
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const t = toast({ title: "hello", variant: "destructive" });
    expect(getToastState().toasts[0]).toMatchObject({ id: t.id, open: true, variant: "destructive" });
    t.dismiss();
    expect(getToastState().toasts[0].open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });
  it("a new toast replaces the shown one; closing through onOpenChange dismisses", () => {
    const a = toast({ title: "a" });
    const b = toast({ title: "b" });
    expect(getToastState().toasts.map((t) => t.id)).toEqual([b.id]);
    expect(a.id).not.toBe(b.id);
    getToastState().toasts[0].onOpenChange?.(false);
    expect(getToastState().toasts[0].open).toBe(false);
  });
});
