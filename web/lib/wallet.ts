// "Add to wallet": the recipient's credential offer. Every fetch makes a new single-use offer with a
// new PIN, so it is fetched once, on request, and never refetched behind the person's back.
import { useQuery } from "@tanstack/react-query";
import type { WalletOffer } from "../../shared/api/wallet.ts";
import { loadData } from "./queryClient.ts";

export const WALLET_OFFER_KEY = "/api/certificates/wallet-offer";

export function walletOfferPath(certificateId: string, key: string | null): string {
  return `/api/certificates/${encodeURIComponent(certificateId)}/wallet-offer${key ? `?key=${encodeURIComponent(key)}` : ""}`;
}

export function useWalletOffer(certificateId: string, key: string | null, round: string | null, enabled: boolean) {
  return useQuery({
    queryKey: [WALLET_OFFER_KEY, certificateId, key, round],
    queryFn: ({ signal }) => loadData<WalletOffer>(walletOfferPath(certificateId, key), signal),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
