// /certificates/check-credential: the credential-file check on a page of its own. Reading a file needs
// a script, and the verify page is drawn by the server without the app (issue 23): it links here.
import { FileJson } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CredentialCheck } from "../../components/certificates/CredentialCheck.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { PageContainer } from "../../layout/AppLayout.tsx";

export function CheckCredentialPage() {
  const { t } = useTranslation("webCertificates");
  return (
    <PageContainer className="py-8 sm:py-10">
      <div className="mx-auto grid max-w-5xl gap-8">
        <PageHeader title={t("credential.title")} subtitle={t("credential.text")} icon={<FileJson />} />
        <CredentialCheck />
      </div>
    </PageContainer>
  );
}
