import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { registerInput, type RegisterInput } from "../../../shared/api/account.ts";
import { Button } from "../../components/ui/button.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { applyServerFieldErrors } from "../../lib/forms.ts";
import { useRegister } from "../../lib/session.ts";
import { PasswordField } from "./PasswordInput.tsx";

const FIELDS = ["name", "username", "email", "password", "confirmPassword"] as const;

export function RegisterForm({ redirect, onSwitch }: { redirect: string | null; onSwitch: () => void }) {
  const { t } = useTranslation();
  const register = useRegister(redirect);
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerInput),
    defaultValues: { name: "", username: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    register.mutateAsync(values).catch((err) => applyServerFieldErrors(err, form.setError, FIELDS)),
  );
  const busy = register.isPending || register.isSuccess;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="register-form">
      <FormField id="register-name" label={t("auth.name")} autoComplete="name" error={errors.name?.message} {...form.register("name")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="register-username" label={t("auth.username")} autoComplete="username" dir="ltr" error={errors.username?.message} {...form.register("username")} />
        <FormField id="register-email" label={t("auth.email")} type="email" autoComplete="email" dir="ltr" error={errors.email?.message} {...form.register("email")} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PasswordField id="register-password" label={t("auth.password")} autoComplete="new-password" error={errors.password?.message} {...form.register("password")} />
        <PasswordField id="register-confirm" label={t("auth.confirmPassword")} autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register("confirmPassword")} />
      </div>
      <Button type="submit" size="lg" disabled={busy} data-testid="register-submit">
        {busy ? <Spinner className="size-4" /> : <UserPlus aria-hidden />}
        {t("auth.registerSubmit")}
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        {t("auth.haveAccount")}{" "}
        <button type="button" onClick={onSwitch} className="font-bold text-primary hover:underline">
          {t("auth.signInTab")}
        </button>
      </p>
    </form>
  );
}
