// /contact: name, e-mail, message (POST /api/contact). The "website" input is a honeypot hidden
// from people (and from assistive technology); robots that fill it are answered but ignored.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Mail, Send } from "lucide-react";
import { useTranslation } from "react-i18next";
import { contactInput, type ContactInput } from "../../../shared/api/pages.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent } from "../../components/ui/card.tsx";
import { FormField, useFieldMessage } from "../../components/ui/form-field.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { Textarea } from "../../components/ui/textarea.tsx";
import { PageContainer } from "../../layout/AppLayout.tsx";
import { applyServerFieldErrors } from "../../lib/forms.ts";
import { apiRequest, errorText } from "../../lib/request.ts";
import { Notice } from "../account/AccountCard.tsx";

const EMPTY: ContactInput = { name: "", email: "", message: "", website: "" };

export function ContactPage() {
  const { t } = useTranslation("pages");
  const fieldMessage = useFieldMessage();
  const form = useForm<ContactInput>({ resolver: zodResolver(contactInput), defaultValues: EMPTY });
  const sendMessage = useMutation({ mutationFn: (v: ContactInput) => apiRequest("POST", "/api/contact", v) });
  const onSubmit = form.handleSubmit((v) => sendMessage.mutateAsync(v).then(() => form.reset(EMPTY)).catch((err) => applyServerFieldErrors(err, form.setError, ["name", "email", "message"])));
  const { errors } = form.formState;
  const messageError = fieldMessage(errors.message?.message);
  return (
    <PageContainer className="py-8 sm:py-12">
      <div className="mx-auto max-w-2xl">
        <PageHeader title={t("contact.title")} subtitle={t("contact.subtitle")} icon={<Mail />} />
        <Card>
          <CardContent className="pt-6">
            {sendMessage.isSuccess ? (
              <div className="grid gap-4">
                <Notice tone="success" testId="contact-sent">{t("contact.sent")}</Notice>
                <Button variant="outline" className="w-fit" onClick={() => sendMessage.reset()}>{t("contact.another")}</Button>
              </div>
            ) : (
              <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="contact-form">
                <div className="grid gap-4 sm:grid-cols-2">
                  <FormField id="contact-name" autoComplete="name" label={t("contact.name")} error={errors.name?.message} {...form.register("name")} />
                  <FormField id="contact-email" type="email" dir="ltr" autoComplete="email" label={t("contact.email")} error={errors.email?.message} {...form.register("email")} />
                </div>
                <div className="grid gap-1.5">
                  <label htmlFor="contact-message" className="text-sm font-semibold">{t("contact.message")}</label>
                  <Textarea id="contact-message" rows={7} aria-invalid={messageError ? true : undefined} aria-describedby={messageError ? "contact-message-error" : undefined} {...form.register("message")} />
                  {messageError && <p id="contact-message-error" role="alert" className="text-xs font-medium text-destructive">{messageError}</p>}
                </div>
                {/* Honeypot: off-screen, not focusable, not announced. */}
                <div aria-hidden className="absolute -start-[9999px] h-px w-px overflow-hidden">
                  <label htmlFor="contact-website">{t("contact.website")}</label>
                  <input id="contact-website" tabIndex={-1} autoComplete="off" {...form.register("website")} />
                </div>
                {sendMessage.isError && !Object.keys(errors).length && <Notice tone="error">{errorText(sendMessage.error, t("contact.failed"))}</Notice>}
                <Button type="submit" size="lg" className="w-fit" disabled={sendMessage.isPending} data-testid="contact-submit">
                  {sendMessage.isPending ? <Spinner className="size-4" /> : <Send aria-hidden />}
                  {t("contact.submit")}
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
      </div>
    </PageContainer>
  );
}
