// Register a webhook endpoint: its URL, what it is for, the events it receives; then its signing
// secret (Standard Webhooks "whsec_…"), answered by the server this one time, with a copy button.
import { Webhook } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { createWebhookInput, type CreatedWebhook, type WebhookEventType } from "../../../../shared/api/webhooks.ts";
import { Button } from "../../ui/button.tsx";
import { FormField } from "../../ui/form-field.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { AdminDialog } from "../AdminDialog.tsx";
import { SecretShownOnce } from "../SecretShownOnce.tsx";
import { send, useAdminMutation } from "../api.ts";
import { ApiRequestError } from "../../../lib/request.ts";
import { EventChoices } from "./EventChoices.tsx";

export const WEBHOOKS_PATH = "/api/admin/webhooks";
type Errors = { url?: string; events?: string; description?: string };

export function CreateWebhookDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation("admin");
  const [url, setUrl] = useState("");
  const [description, setDescription] = useState("");
  const [events, setEvents] = useState<WebhookEventType[]>(["certificate.issued"]);
  const [errors, setErrors] = useState<Errors>({});
  const [created, setCreated] = useState<CreatedWebhook | null>(null);

  const create = useAdminMutation<{ url: string; events: WebhookEventType[]; description?: string }, CreatedWebhook>({
    mutationFn: (body) => send("POST", WEBHOOKS_PATH, body),
    invalidate: [WEBHOOKS_PATH],
    success: t("webhooks.created"),
    onSuccess: (result) => setCreated(result),
    onError: (err) => {
      if (err instanceof ApiRequestError && err.fields) setErrors({ url: err.fields.url, events: err.fields.events, description: err.fields.description });
    },
  });

  const close = (next: boolean) => {
    if (next) return onOpenChange(true);
    setCreated(null); // the secret is forgotten with the dialog
    setUrl("");
    setDescription("");
    setEvents(["certificate.issued"]);
    setErrors({});
    create.reset();
    onOpenChange(false);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = createWebhookInput.safeParse({ url, events, description });
    if (!parsed.success) {
      const at = (key: string) => parsed.error.issues.find((i) => i.path[0] === key)?.message;
      return setErrors({ url: at("url"), events: at("events"), description: at("description") });
    }
    setErrors({});
    create.mutate(parsed.data);
  };

  if (created) {
    return (
      <AdminDialog open={open} onOpenChange={close} title={t("webhooks.secretTitle")} description={t("webhooks.secretText")} testId="webhook-secret-dialog">
        <SecretShownOnce secret={created.secret} warning={t("webhooks.secretWarning")} copyLabel={t("webhooks.copySecret")} copiedMessage={t("apiTokens.copied")} doneLabel={t("apiTokens.done")} onDone={() => close(false)} testId="webhook" />
      </AdminDialog>
    );
  }

  return (
    <AdminDialog open={open} onOpenChange={close} title={t("webhooks.createTitle")} description={t("webhooks.createText")} testId="webhook-dialog">
      <form noValidate onSubmit={submit} className="grid gap-4">
        <FormField id="webhook-url" label={t("webhooks.url")} hint={t("webhooks.urlHint")} value={url} dir="ltr" inputMode="url" autoComplete="off" error={errors.url} onChange={(e) => setUrl(e.target.value)} data-testid="webhook-url" />
        <FormField id="webhook-description" label={t("webhooks.description")} value={description} maxLength={200} error={errors.description} onChange={(e) => setDescription(e.target.value)} data-testid="webhook-description" />
        <EventChoices value={events} onChange={setEvents} error={errors.events} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => close(false)}>{t("common.cancel")}</Button>
          <Button type="submit" disabled={create.isPending} data-testid="webhook-submit">
            {create.isPending ? <Spinner className="size-4" /> : <Webhook aria-hidden />}
            {t("webhooks.submit")}
          </Button>
        </div>
      </form>
    </AdminDialog>
  );
}
