// The signed-in user and the account calls (SPEC §4, §7, §8). The user lives in the query cache under
// ["/api/user"]; login/register/profile update write the returned user there.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type {
  ChangePasswordInput,
  LoginInput,
  Preferences,
  ProfileInput,
  RegisterInput,
  User,
} from "../../shared/api/account.ts";
import { REDIRECT_DELAY_MS } from "../../shared/limits.ts";
import { safeRedirect as sharedSafeRedirect } from "../../shared/http/safe-redirect.ts";
import { toast } from "../components/ui/use-toast.ts";
import { apiRequest, errorText } from "./request.ts";
import { SHELL_QUERY, queryKeys } from "./publicData.ts";

export function useUser() {
  const query = useQuery({
    ...SHELL_QUERY,
    queryKey: queryKeys.user,
    queryFn: ({ signal }) => apiRequest<User | null>("GET", "/api/user", undefined, { on401: "returnNull", signal }),
  });
  const user = query.data ?? null;
  return { ...query, user, isAdmin: user?.role === "admin" };
}

/** Only paths on this site are followed, so ?redirect= cannot send people elsewhere (shared check). */
export function safeRedirect(target: string | null | undefined): string {
  return sharedSafeRedirect(target);
}

function useDelayedNavigate() {
  const navigate = useNavigate();
  return (to: string) => setTimeout(() => navigate(to, { replace: true }), REDIRECT_DELAY_MS);
}

export function useLogin(redirect?: string | null) {
  const qc = useQueryClient();
  const { t } = useTranslation();
  const go = useDelayedNavigate();
  return useMutation({
    mutationFn: (input: LoginInput) => apiRequest<User>("POST", "/api/login", input),
    onSuccess: (user) => {
      qc.setQueryData(queryKeys.user, user);
      void qc.invalidateQueries({ queryKey: queryKeys.preferences });
      toast({ title: t("toast.loginSuccess"), variant: "success" });
      go(safeRedirect(redirect));
    },
    onError: (err) => {
      toast({ variant: "destructive", title: t("toast.loginFailed"), description: errorText(err, t("toast.loginFailedFallback")) });
    },
  });
}

export function useRegister(redirect?: string | null) {
  const qc = useQueryClient();
  const { t } = useTranslation();
  const go = useDelayedNavigate();
  return useMutation({
    mutationFn: (input: RegisterInput) => apiRequest<User>("POST", "/api/register", input),
    onSuccess: (user) => {
      qc.setQueryData(queryKeys.user, user);
      toast({ title: t("toast.registerSuccess"), variant: "success" });
      go(safeRedirect(redirect));
    },
    onError: (err) => {
      toast({ variant: "destructive", title: t("toast.registerFailed"), description: errorText(err, t("toast.registerFailedFallback")) });
    },
  });
}

export function useLogout() {
  const qc = useQueryClient();
  const { t } = useTranslation();
  const go = useDelayedNavigate();
  return useMutation({
    mutationFn: () => apiRequest("POST", "/api/logout"),
    onSuccess: () => {
      // Clear everything cached for this person, and say "no user" without asking the server again.
      qc.removeQueries({ predicate: (q) => q.queryKey[0] !== queryKeys.user[0] });
      qc.setQueryData(queryKeys.user, null);
      toast({ title: t("toast.logoutSuccess"), variant: "success" });
      go("/login");
    },
    onError: (err) => {
      toast({ variant: "destructive", title: t("toast.logoutFailed"), description: errorText(err, t("toast.logoutFailedFallback")) });
    },
  });
}

export function useUpdateProfile() {
  const qc = useQueryClient();
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (input: ProfileInput) => apiRequest<User>("PUT", "/api/user/profile", input),
    onSuccess: (user) => {
      qc.setQueryData(queryKeys.user, user);
      toast({ title: t("toast.profileSuccess"), variant: "success" });
    },
    onError: (err) => {
      toast({ variant: "destructive", title: t("toast.profileFailed"), description: errorText(err, t("toast.profileFailedFallback")) });
    },
  });
}

export function useChangePassword() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest("POST", "/api/user/change-password", input),
    onSuccess: () => toast({ title: t("toast.passwordSuccess"), variant: "success" }),
    onError: (err) => {
      toast({ variant: "destructive", title: t("toast.passwordFailed"), description: errorText(err, t("toast.passwordFailedFallback")) });
    },
  });
}

/** Saved preferences of the signed-in user (null when signed out: 401 tolerated). */
export function useServerPreferences(enabled: boolean) {
  return useQuery({
    ...SHELL_QUERY,
    queryKey: queryKeys.preferences,
    queryFn: ({ signal }) =>
      apiRequest<Preferences | null>("GET", "/api/user/preferences", undefined, { on401: "returnNull", signal }),
    enabled,
  });
}
