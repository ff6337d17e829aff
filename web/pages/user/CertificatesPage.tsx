import { Award } from "lucide-react";
import { useTranslation } from "react-i18next";
import { EmptyListPage } from "./EmptyListPage.tsx";

export function UserCertificatesPage() {
  const { t } = useTranslation();
  return (
    <EmptyListPage
      testId="user-certificates"
      title={t("userCertificates.title")}
      empty={t("userCertificates.empty")}
      hint={t("userCertificates.emptyHint")}
      cta={t("userCertificates.cta")}
      to="/?tab=certificates#certificates"
      icon={<Award />}
    />
  );
}
