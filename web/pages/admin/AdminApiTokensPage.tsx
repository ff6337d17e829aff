// /admin/api-tokens: tokens for integrations (create — the secret is shown once —, scopes, revoke),
// how to call the API with one, and the issuer identity (DID and cryptosuite) that signs credentials.
import { KeyRound, Plus } from "lucide-react";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { ApiTokenView } from "../../../shared/api/vc.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Pagination, pageParam } from "../../components/Pagination.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ListState } from "../../components/admin/ListState.tsx";
import { useAdminQuery, withQuery } from "../../components/admin/api.ts";
import type { Page } from "../../components/admin/types.ts";
import { CreateTokenDialog, TOKENS_PATH } from "../../components/admin/tokens/CreateTokenDialog.tsx";
import { IssuerSettingsForm } from "../../components/admin/tokens/IssuerSettingsForm.tsx";
import { TokenList } from "../../components/admin/tokens/TokenList.tsx";
import { UsageHelp } from "../../components/admin/tokens/UsageHelp.tsx";

export function AdminApiTokensPage() {
  const { t } = useTranslation("admin");
  const [params] = useSearchParams();
  const page = pageParam(params);
  const list = useAdminQuery<Page<ApiTokenView>>(withQuery(TOKENS_PATH, { page, pageSize: 20 }));
  const [creating, setCreating] = useState(false);
  return (
    <div>
      <PageHeader
        title={t("apiTokens.title")}
        subtitle={t("apiTokens.subtitle")}
        icon={<KeyRound />}
        actions={
          <Button onClick={() => setCreating(true)} data-testid="api-token-create">
            <Plus aria-hidden />
            {t("apiTokens.create")}
          </Button>
        }
      />
      <section aria-label={t("apiTokens.listLabel")} className="mb-8">
        <ListState query={list} empty={t("apiTokens.empty")}>
          <TokenList tokens={list.data?.items ?? []} />
          {list.data && <Pagination page={page} total={list.data.total} pageSize={list.data.pageSize} />}
        </ListState>
      </section>
      <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-2">
        <UsageHelp />
        <IssuerSettingsForm />
      </div>
      <CreateTokenDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
