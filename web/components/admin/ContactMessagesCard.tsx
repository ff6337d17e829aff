// Admin dashboard: the newest messages sent through /contact, each with a mailto reply link.
import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ContactMessageItem } from "../../../shared/api/pages.ts";
import { Card, CardContent, CardHeader, CardTitle } from "../ui/card.tsx";
import { useAdminQuery } from "./api.ts";
import { dateTime, relativeTime } from "./relativeTime.ts";
import type { Page } from "./types.ts";

export function ContactMessagesCard() {
  const { t, i18n } = useTranslation("pages");
  const list = useAdminQuery<Page<ContactMessageItem>>("/api/admin/pages/contact-messages?pageSize=5");
  return (
    <Card className="mt-6" data-testid="contact-messages">
      <CardHeader className="flex-row items-center gap-2">
        <Mail aria-hidden className="size-5 text-primary" />
        <CardTitle>{t("admin.messagesTitle")}{list.data ? ` (${list.data.total.toLocaleString(i18n.language)})` : ""}</CardTitle>
      </CardHeader>
      <CardContent>
        {list.data && list.data.items.length === 0 && <p className="text-sm text-muted-foreground">{t("admin.messagesEmpty")}</p>}
        <ul className="grid gap-3">
          {list.data?.items.map((m) => (
            <li key={m.id} className="rounded-xl border border-border p-3 text-sm" data-testid={`contact-message-${m.id}`}>
              <p className="flex flex-wrap items-center gap-2">
                <bdi className="font-bold">{m.name}</bdi>
                <bdi dir="ltr" className="text-muted-foreground">{m.email}</bdi>
                <time dateTime={m.createdAt} title={dateTime(m.createdAt, i18n.language)} className="text-xs text-muted-foreground">{relativeTime(m.createdAt, i18n.language)}</time>
              </p>
              <p className="mt-1 whitespace-pre-wrap break-words" dir="auto">{m.message}</p>
              <a href={`mailto:${encodeURIComponent(m.email)}`} className="mt-1 inline-block text-xs font-semibold text-primary hover:underline">{t("admin.reply")}</a>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
