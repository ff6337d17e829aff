// /admin/webhooks: endpoints that receive signed events (Standard Webhooks); /admin/webhooks/:id:
// one endpoint's delivery log. See docs/webhooks.md.
import { ArrowLeft, ArrowRight, Plus, Webhook } from "lucide-react";
import { useState } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { WebhookDeliveryView, WebhookView } from "../../../shared/api/webhooks.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Pagination, pageParam } from "../../components/Pagination.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ListState } from "../../components/admin/ListState.tsx";
import { useAdminQuery, withQuery } from "../../components/admin/api.ts";
import type { Page } from "../../components/admin/types.ts";
import { CreateWebhookDialog, WEBHOOKS_PATH } from "../../components/admin/webhooks/CreateWebhookDialog.tsx";
import { DeliveryLog } from "../../components/admin/webhooks/DeliveryLog.tsx";
import { WebhookList } from "../../components/admin/webhooks/WebhookList.tsx";

export function AdminWebhooksPage() {
  const { id } = useParams();
  return id ? <EndpointLog id={id} /> : <Endpoints />;
}

function Endpoints() {
  const { t } = useTranslation("admin");
  const list = useAdminQuery<{ items: WebhookView[] }>(WEBHOOKS_PATH);
  const [creating, setCreating] = useState(false);
  return (
    <div>
      <PageHeader
        title={t("webhooks.title")}
        subtitle={t("webhooks.subtitle")}
        icon={<Webhook />}
        actions={
          <Button onClick={() => setCreating(true)} data-testid="webhook-create">
            <Plus aria-hidden />
            {t("webhooks.create")}
          </Button>
        }
      />
      <section aria-label={t("webhooks.listLabel")} className="mb-6">
        <ListState query={list} empty={t("webhooks.empty")}>
          <WebhookList endpoints={list.data?.items ?? []} />
        </ListState>
      </section>
      <p className="max-w-prose text-sm leading-relaxed text-muted-foreground">{t("webhooks.howToVerify")}</p>
      <CreateWebhookDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

function EndpointLog({ id }: { id: string }) {
  const { t, i18n } = useTranslation("admin");
  const [params] = useSearchParams();
  const page = pageParam(params);
  const base = `${WEBHOOKS_PATH}/${encodeURIComponent(id)}`;
  const endpoints = useAdminQuery<{ items: WebhookView[] }>(WEBHOOKS_PATH);
  const endpoint = endpoints.data?.items.find((e) => e.id === id);
  const log = useAdminQuery<Page<WebhookDeliveryView>>(withQuery(`${base}/deliveries`, { page, pageSize: 20 }));
  const Back = i18n.dir() === "rtl" ? ArrowRight : ArrowLeft;
  return (
    <div>
      <PageHeader title={t("webhooks.logTitle")} subtitle={endpoint?.url} icon={<Webhook />} />
      <Button variant="ghost" size="sm" className="mb-4 min-h-11" asChild>
        <Link to="/admin/webhooks" data-testid="webhook-back">
          <Back aria-hidden />
          {t("webhooks.back")}
        </Link>
      </Button>
      <ListState query={log} empty={t("webhooks.logEmpty")}>
        <DeliveryLog endpointId={id} deliveries={log.data?.items ?? []} />
        {log.data && <Pagination page={page} total={log.data.total} pageSize={log.data.pageSize} />}
      </ListState>
    </div>
  );
}
