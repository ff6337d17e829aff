// /forgot-password: asks for the account's address; the answer is the same whether or not an
// account uses it (POST /api/password/forgot).
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link } from "react-router";
import { Mail } from "lucide-react";
import { useMutation } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { forgotPasswordInput } from "../../../shared/api/mail.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { applyServerFieldErrors } from "../../lib/forms.ts";
import { apiRequest, errorText } from "../../lib/request.ts";
import { AccountCard, Notice } from "./AccountCard.tsx";

type Values = z.input<typeof forgotPasswordInput>;

export function ForgotPasswordPage() {
  const { t } = useTranslation("webMail");
  const form = useForm<Values>({ resolver: zodResolver(forgotPasswordInput), defaultValues: { email: "" } });
  const request = useMutation({ mutationFn: (v: Values) => apiRequest("POST", "/api/password/forgot", v) });
  const onSubmit = form.handleSubmit((v) => request.mutateAsync(v).catch((err) => applyServerFieldErrors(err, form.setError, ["email"])));
  return (
    <AccountCard title={t("forgot.title")} subtitle={t("forgot.subtitle")}>
      {request.isSuccess ? (
        <Notice tone="success" testId="forgot-sent">{t("forgot.sent")}</Notice>
      ) : (
        <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="forgot-form">
          <FormField id="forgot-email" type="email" dir="ltr" autoComplete="email" label={t("forgot.email")} error={form.formState.errors.email?.message} {...form.register("email")} />
          {request.isError && !form.formState.errors.email && <Notice tone="error">{errorText(request.error, t("forgot.failed"))}</Notice>}
          <Button type="submit" size="lg" disabled={request.isPending} data-testid="forgot-submit">
            {request.isPending ? <Spinner className="size-4" /> : <Mail aria-hidden />}
            {t("forgot.submit")}
          </Button>
        </form>
      )}
      <p className="mt-5 text-center text-sm">
        <Link to="/auth" className="font-semibold text-primary hover:underline">{t("forgot.back")}</Link>
      </p>
    </AccountCard>
  );
}
