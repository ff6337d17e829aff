import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LogIn } from "lucide-react";
import { Link } from "react-router";
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
        <Link to="/forgot-password" className="text-xs font-semibold text-primary hover:underline" data-testid="forgot-password">
          {t("auth.forgotPassword")}
        </Link>
      </div>
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
