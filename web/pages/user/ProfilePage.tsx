import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { KeyRound, Save, User as UserIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { changePasswordInput, profileInput, type ChangePasswordInput, type ProfileInput, type User } from "../../../shared/api/account.ts";
import { Button } from "../../components/ui/button.tsx";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card.tsx";
import { FormField } from "../../components/ui/form-field.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { PageHeader } from "../../components/PageHeader.tsx";
import { PageContainer } from "../../layout/AppLayout.tsx";
import { applyServerFieldErrors } from "../../lib/forms.ts";
import { useChangePassword, useUpdateProfile, useUser } from "../../lib/session.ts";
import { PasswordField } from "../auth/PasswordInput.tsx";
import { EmailStatus } from "./EmailStatus.tsx";

export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useUser();
  if (!user) return null;
  return (
    <PageContainer className="py-8 sm:py-10">
      <PageHeader title={t("profile.title")} subtitle={t("profile.subtitle")} icon={<UserIcon />} />
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileForm user={user} />
        <PasswordForm />
      </div>
    </PageContainer>
  );
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const { t: tm } = useTranslation("webMail");
  const update = useUpdateProfile();
  const form = useForm<ProfileInput>({
    resolver: zodResolver(profileInput),
    values: { name: user.name, username: user.username, email: user.email, currentPassword: "" },
  });
  const { errors } = form.formState;
  // A new address needs the current password (the server checks it): a moment of someone's open
  // session must not be enough to move the account to another mailbox.
  const emailChanges = (form.watch("email") ?? "").trim().toLowerCase() !== user.email.toLowerCase();
  const onSubmit = form.handleSubmit(({ currentPassword, ...values }) =>
    update
      .mutateAsync(emailChanges ? { ...values, currentPassword } : values)
      .then(() => form.setValue("currentPassword", ""))
      .catch((err) => applyServerFieldErrors(err, form.setError, ["name", "username", "email", "currentPassword"])),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("profile.title")}</CardTitle>
        <CardDescription>{t("profile.subtitle")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="profile-form">
          <FormField id="profile-name" label={t("auth.name")} autoComplete="name" error={errors.name?.message} {...form.register("name")} />
          <FormField id="profile-username" label={t("auth.username")} dir="ltr" autoComplete="username" error={errors.username?.message} {...form.register("username")} />
          <FormField id="profile-email" label={t("auth.email")} type="email" dir="ltr" autoComplete="email" error={errors.email?.message} {...form.register("email")} />
          {emailChanges && (
            <div data-testid="profile-email-password">
              <PasswordField id="profile-current-password" label={tm("profile.emailPassword")} hint={tm("profile.emailPasswordHint")} autoComplete="current-password" error={errors.currentPassword?.message} {...form.register("currentPassword")} />
            </div>
          )}
          <EmailStatus user={user} pendingEmail={update.data?.pendingEmail} />
          <Button type="submit" className="w-fit" disabled={update.isPending} data-testid="profile-submit">
            {update.isPending ? <Spinner className="size-4" /> : <Save aria-hidden />}
            {t("profile.save")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };
  const form = useForm<ChangePasswordInput>({ resolver: zodResolver(changePasswordInput), defaultValues: empty });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    change
      .mutateAsync(values)
      .then(() => form.reset(empty))
      .catch((err) => applyServerFieldErrors(err, form.setError, ["currentPassword", "newPassword", "confirmPassword"])),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("profile.passwordTitle")}</CardTitle>
        <CardDescription>{t("profile.passwordSubtitle")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="password-form">
          <PasswordField id="current-password" label={t("profile.currentPassword")} autoComplete="current-password" error={errors.currentPassword?.message} {...form.register("currentPassword")} />
          <PasswordField id="new-password" label={t("profile.newPassword")} autoComplete="new-password" error={errors.newPassword?.message} {...form.register("newPassword")} />
          <PasswordField id="confirm-new-password" label={t("profile.confirmPassword")} autoComplete="new-password" error={errors.confirmPassword?.message} {...form.register("confirmPassword")} />
          <Button type="submit" className="w-fit" disabled={change.isPending} data-testid="password-submit">
            {change.isPending ? <Spinner className="size-4" /> : <KeyRound aria-hidden />}
            {t("profile.changePassword")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
