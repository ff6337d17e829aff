import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { initI18n } from "../../lib/i18n.ts";
import { Toaster } from "../ui/toaster.tsx";
import { dispatch } from "../ui/use-toast.ts";
import { ShareImageButton } from "./ShareImageButton.tsx";

afterEach(() => {
  cleanup();
  act(() => dispatch({ type: "REMOVE_TOAST" }));
  vi.unstubAllGlobals();
});

const URL_ = "https://bitaqa.example/view/AbCdEfGhIjKlMnOpQrStUv";
const TEXT = "بطاقة لك: عيد مبارك";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The card's PNG as the server answers it; each test has its own URL (the downloads are kept by URL). */
function servePng(url: string) {
  const fetchMock = vi.fn(async (u: string) => (u === url ? new Response(PNG, { headers: { "content-type": "image/png" } }) : new Response("", { status: 404 })));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function renderButton(imageUrl: string, onShare = vi.fn()) {
  render(
    <>
      <ShareImageButton url={URL_} text={TEXT} imageUrl={imageUrl} fileName="bitaqa-eid-AbCdEfGh.png" onShare={onShare} data-testid="share-card" />
      <Toaster />
    </>,
  );
  return onShare;
}

describe("ShareImageButton", () => {
  it("hands the card's PNG to the share sheet with the link and the message, downloaded before the tap", async () => {
    initI18n("ar");
    const fetchMock = servePng("/api/cards/a/image.png?v=1");
    const share = vi.fn(async (_data: ShareData) => undefined);
    vi.stubGlobal("navigator", { ...navigator, share, canShare: (d: ShareData) => !!d.files?.length });
    const onShare = renderButton("/api/cards/a/image.png?v=1");
    // Fetched when the button appears, not when it is tapped.
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByTestId("share-card"));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    const data = share.mock.calls[0][0];
    expect(data).toMatchObject({ title: TEXT, text: TEXT, url: URL_ });
    expect(data.files).toHaveLength(1);
    expect([data.files![0].name, data.files![0].type, data.files![0].size]).toEqual(["bitaqa-eid-AbCdEfGh.png", "image/png", PNG.length]);
    expect(onShare).toHaveBeenCalledWith("native");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("shares the link alone where files cannot be shared", async () => {
    initI18n("en");
    servePng("/api/cards/b/image.png?v=1");
    const share = vi.fn(async (_data: ShareData) => undefined);
    vi.stubGlobal("navigator", { ...navigator, share, canShare: () => false });
    renderButton("/api/cards/b/image.png?v=1");
    fireEvent.click(screen.getByTestId("share-card"));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share.mock.calls[0][0]).toEqual({ title: TEXT, text: TEXT, url: URL_ });
  });

  it("copies the link where there is no share sheet, and says so", async () => {
    initI18n("en");
    servePng("/api/cards/c/image.png?v=1");
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal("navigator", { ...navigator, share: undefined, clipboard: { writeText } });
    const onShare = renderButton("/api/cards/c/image.png?v=1");
    fireEvent.click(screen.getByTestId("share-card"));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(URL_));
    expect(await screen.findByText("Link copied")).toBeTruthy();
    expect(onShare).toHaveBeenCalledWith("copy");
  });
});
