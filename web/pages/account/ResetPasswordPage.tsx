// /reset-password?token=…: the link from the reset e-mail. A new password ends every session of the
// account (POST /api/password/reset); then the person signs in with it.
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useSearchParams } from "react-router";
import { KeyRound, LogIn } from "lucide-react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { resetPasswordInput, type ResetPasswordInput } from "../../../shared/api/mail.ts";
import { Button } from "../../components/ui/button.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { applyServerFieldErrors } from "../../lib/forms.ts";
import { apiRequest, errorText } from "../../lib/request.ts";
import { PasswordField } from "../auth/PasswordInput.tsx";
import { AccountCard, Notice } from "./AccountCard.tsx";

export function ResetPasswordPage() {
  const { t } = useTranslation("webMail");
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const qc = useQueryClient();
  const form = useForm<ResetPasswordInput>({ resolver: zodResolver(resetPasswordInput), values: { token, password: "", confirmPassword: "" } });
  const reset = useMutation({
    mutationFn: (v: ResetPasswordInput) => apiRequest("POST", "/api/password/reset", v),
    // This browser's session (if any) ended with the others.
    onSuccess: () => qc.invalidateQueries(),
  });
  const onSubmit = form.handleSubmit((v) => reset.mutateAsync(v).catch((err) => applyServerFieldErrors(err, form.setError, ["password", "confirmPassword"])));
  const { errors } = form.formState;
  const askAgain = (
    <p className="mt-5 text-center text-sm">
      <Link to="/forgot-password" className="font-semibold text-primary hover:underline">{t("reset.askAgain")}</Link>
    </p>
  );
  if (!token) {
    return (
      <AccountCard title={t("reset.title")}>
        <Notice tone="error">{t("reset.missing")}</Notice>
        {askAgain}
      </AccountCard>
    );
  }
  if (reset.isSuccess) {
    return (
      <AccountCard title={t("reset.title")}>
        <Notice tone="success" testId="reset-done">{t("reset.done")}</Notice>
        <Button asChild size="lg" className="mt-5 w-full">
          <Link to="/auth" data-testid="reset-sign-in"><LogIn aria-hidden />{t("reset.signIn")}</Link>
        </Button>
      </AccountCard>
    );
  }
  return (
    <AccountCard title={t("reset.title")} subtitle={t("reset.subtitle")}>
      <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="reset-form">
        <PasswordField id="reset-password" label={t("reset.password")} autoComplete="new-password" error={errors.password?.message} {...form.register("password")} />
        <PasswordField id="reset-confirm" label={t("reset.confirm")} autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register("confirmPassword")} />
        {reset.isError && <Notice tone="error" testId="reset-error">{errorText(reset.error, t("forgot.failed"))}</Notice>}
        <Button type="submit" size="lg" disabled={reset.isPending} data-testid="reset-submit">
          {reset.isPending ? <Spinner className="size-4" /> : <KeyRound aria-hidden />}
          {t("reset.submit")}
        </Button>
      </form>
      {reset.isError && askAgain}
    </AccountCard>
  );
}
