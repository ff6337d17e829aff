// The events an endpoint receives: one checkbox each, with what it means.
import { useTranslation } from "react-i18next";
import { WEBHOOK_EVENTS, type WebhookEventType } from "../../../../shared/api/webhooks.ts";
import { useFieldMessage } from "../../ui/form-field.tsx";

export function EventChoices({ value, onChange, error }: { value: WebhookEventType[]; onChange: (events: WebhookEventType[]) => void; error?: string }) {
  const { t } = useTranslation("admin");
  const message = useFieldMessage();
  const toggle = (event: WebhookEventType, on: boolean) => onChange(on ? [...value.filter((x) => x !== event), event] : value.filter((x) => x !== event));
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? "webhook-events-error" : undefined}>
      <legend className="mb-1.5 text-sm font-semibold">{t("webhooks.events")}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-border px-3 py-2.5 has-[:checked]:border-primary has-[:checked]:bg-primary/5">
            <input type="checkbox" className="mt-1 size-4 accent-primary" checked={value.includes(event)} onChange={(e) => toggle(event, e.target.checked)} data-testid={`webhook-event-${event}`} />
            <span className="grid gap-0.5">
              <bdi dir="ltr" className="font-mono text-xs font-bold">{event}</bdi>
              <span className="text-xs text-muted-foreground">{t(`webhooks.eventHelp.${event.replace(".", "_")}`)}</span>
            </span>
          </label>
        ))}
      </div>
      {error && <p id="webhook-events-error" role="alert" className="text-xs font-medium text-destructive">{message(error)}</p>}
    </fieldset>
  );
}
