import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { initI18n } from "../../lib/i18n.ts";
import { Toaster } from "../ui/toaster.tsx";
import { dispatch } from "../ui/use-toast.ts";
import { SharePanel } from "./SharePanel.tsx";

afterEach(() => {
  cleanup();
  act(() => dispatch({ type: "REMOVE_TOAST" }));
  vi.unstubAllGlobals();
});

const URL_ = "https://bitaqa.example/view/AbCdEfGhIjKlMnOpQrStUv";
const TEXT = "بطاقة لك: عيد مبارك";

describe("SharePanel", () => {
  it("opens every network in a new tab without opener, and reports each action", () => {
    initI18n("ar");
    const onShare = vi.fn();
    render(<SharePanel url={URL_} text={TEXT} fileBase="card" onShare={onShare} />);
    for (const target of ["whatsapp", "telegram", "x", "facebook", "email"]) {
      const a = screen.getByTestId(`share-${target}`);
      expect(a.getAttribute("target")).toBe("_blank");
      expect(a.getAttribute("rel")).toBe("noopener noreferrer");
      a.addEventListener("click", (e) => e.preventDefault());
      fireEvent.click(a);
      expect(onShare).toHaveBeenLastCalledWith(target);
    }
    expect(new URL(screen.getByTestId("share-whatsapp").getAttribute("href")!).searchParams.get("text")).toBe(`${TEXT}\n${URL_}`);
    expect(screen.queryByTestId("share-native")).toBeNull();
  });

  it("copies the link, toasts, and reports 'copy'", async () => {
    initI18n("en");
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const onShare = vi.fn();
    render(
      <>
        <SharePanel url={URL_} text={TEXT} fileBase="card" onShare={onShare} />
        <Toaster />
      </>,
    );
    fireEvent.click(screen.getByTestId("share-copy"));
    await waitFor(() => expect(onShare).toHaveBeenCalledWith("copy"));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect((await screen.findByTestId("toast")).textContent).toContain("Link copied");
  });

  it("offers the system share sheet where the browser has one", async () => {
    initI18n("en");
    const share = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, share, canShare: () => false });
    const onShare = vi.fn();
    render(<SharePanel url={URL_} text={TEXT} fileBase="card" onShare={onShare} />);
    fireEvent.click(await screen.findByTestId("share-native"));
    await waitFor(() => expect(onShare).toHaveBeenCalledWith("native"));
    expect(share).toHaveBeenCalledWith({ title: TEXT, text: TEXT, url: URL_ });
  });
});
