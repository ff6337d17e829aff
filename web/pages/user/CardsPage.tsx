import { WalletCards } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyListPage } from "./EmptyListPage.tsx";

export function UserCardsPage() {
  const { t } = useTranslation();
  return (
    <EmptyListPage
      testId="user-cards"
      title={t("userCards.title")}
      empty={t("userCards.empty")}
      hint={t("userCards.emptyHint")}
      cta={t("userCards.cta")}
      to="/?tab=cards#cards"
      icon={<WalletCards />}
    />
  );
}
