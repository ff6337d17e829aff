import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Info, LogIn } from "lucide-react";
import { useTranslation } from "react-i18next";
import { loginInput, type LoginInput } from "../../../shared/api/account.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { applyServerFieldErrors } from "../../lib/forms.ts";
import { useLogin } from "../../lib/session.ts";
import { PasswordField } from "./PasswordInput.tsx";

export function LoginForm({ redirect, onSwitch }: { redirect: string | null; onSwitch: () => void }) {
  const { t } = useTranslation();
  const login = useLogin(redirect);
  const [showForgot, setShowForgot] = useState(false);
  const form = useForm<LoginInput>({ resolver: zodResolver(loginInput), defaultValues: { username: "", password: "" } });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    login.mutateAsync(values).catch((err) => applyServerFieldErrors(err, form.setError, ["username", "password"])),
  );
  const busy = login.isPending || login.isSuccess;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="login-form">
      <FormField
        id="login-username"
        label={t("auth.usernameOrEmail")}
        autoComplete="username"
        dir="auto"
        error={errors.username?.message}
        {...form.register("username")}
      />
      <PasswordField id="login-password" label={t("auth.password")} autoComplete="current-password" error={errors.password?.message} {...form.register("password")} />
      <div className="-mt-1 flex justify-end">
        <button type="button" className="text-xs font-semibold text-primary hover:underline" onClick={() => setShowForgot((v) => !v)} aria-expanded={showForgot} data-testid="forgot-password">
          {t("auth.forgotPassword")}
        </button>
      </div>
      {showForgot && (
        <p role="note" className="flex items-start gap-2 rounded-xl bg-muted p-3 text-xs text-muted-foreground">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-primary" />
          {t("auth.forgotPasswordNote")}
        </p>
      )}
      <Button type="submit" size="lg" disabled={busy} data-testid="login-submit">
        {busy ? <Spinner className="size-4" /> : <LogIn aria-hidden />}
        {t("auth.signInSubmit")}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t("auth.noAccount")}{" "}
        <button type="button" onClick={onSwitch} className="font-bold text-primary hover:underline">
          {t("auth.registerTab")}
        </button>
      </p>
    </form>
  );
}
