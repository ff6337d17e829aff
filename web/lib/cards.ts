// Cards (API.md "Cards"): create, read, edit, delete, the owner's list and the fire-and-forget
// view/share counters.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CardDetail, CardList, ShareChannel } from "../../shared/api/cards.ts";
import { cardApiPath } from "../../shared/api/card-path.ts";
import { apiRequest } from "./request.ts";
import { loadData } from "./queryClient.ts";
import { jpegUrl } from "../../shared/api/preview-images.ts";

export type { CardDetail, CardList };

export const USER_CARDS_PAGE_SIZE = 12;

export const cardKeys = {
  one: (id: string) => [cardApiPath(id)] as const,
  mine: (page: number) => ["/api/user/cards", page] as const,
  allMine: ["/api/user/cards"] as const,
};

export function useCard(id: string | null | undefined) {
  return useQuery({
    queryKey: cardKeys.one(id ?? ""),
    queryFn: ({ signal }) => loadData<CardDetail>(`/api/cards/${encodeURIComponent(id ?? "")}`, signal),
    enabled: !!id,
  });
}

export function useUserCards(page: number) {
  return useQuery({
    queryKey: cardKeys.mine(page),
    queryFn: ({ signal }) => loadData<CardList>(`/api/user/cards?page=${page}&pageSize=${USER_CARDS_PAGE_SIZE}`, signal),
  });
}

/** Base of a card's downloaded and shared file names (no extension). */
export const cardFileBase = (card: { category: string; id: string }) => `bitaqa-${card.category}-${card.id.slice(0, 8)}`;

/**
 * The file "Share the card" hands to the share sheet: the card's JPEG (image.jpg, about a quarter of the
 * PNG: ready before the tap on slow 4G, and what messengers take best). Downloads stay PNG.
 */
export const cardShareImage = (card: { category: string; id: string; imageUrl: string }) => ({ url: jpegUrl(card.imageUrl), name: `${cardFileBase(card)}.jpg` });

export function useSaveCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: { cardId?: string; templateId: string; values: Record<string, string> }) =>
      input.cardId
        ? apiRequest<CardDetail>("PUT", `/api/cards/${encodeURIComponent(input.cardId)}`, { values: input.values })
        : apiRequest<CardDetail>("POST", "/api/cards", { templateId: input.templateId, values: input.values }),
    onSuccess: (card) => {
      qc.setQueryData(cardKeys.one(card.id), card);
      void qc.invalidateQueries({ queryKey: cardKeys.allMine });
    },
  });
}

export function useDeleteCard() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/cards/${encodeURIComponent(id)}`),
    onSuccess: (_void, id) => {
      qc.removeQueries({ queryKey: cardKeys.one(id) });
      void qc.invalidateQueries({ queryKey: cardKeys.allMine });
    },
  });
}

/** Counters never block or bother the person: failures are ignored. */
export function recordCardEvent(id: string, event: "view" | "share", channel?: ShareChannel): void {
  void apiRequest("POST", `/api/cards/${encodeURIComponent(id)}/${event}`, event === "share" ? { channel } : {}).catch(() => undefined);
}

const viewedThisLoad = new Set<string>();

/** POST /view once per page load, however often the page component mounts (StrictMode, navigation). */
export function recordCardViewOnce(id: string): void {
  if (viewedThisLoad.has(id)) return;
  viewedThisLoad.add(id);
  recordCardEvent(id, "view");
}
