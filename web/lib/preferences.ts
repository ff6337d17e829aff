// Choosing a theme/layout: applied at once locally; saved to the account when signed in (SPEC §4).
import { useEffect, useRef } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { Preferences } from "../../shared/api/account.ts";
import type { Layout, Theme } from "../../shared/limits.ts";
import { toast } from "../components/ui/use-toast.ts";
import { queryKeys } from "./publicData.ts";
import { apiRequest } from "./request.ts";
import { useServerPreferences, useUser } from "./session.ts";
import { getThemeState, setLayout, setTheme } from "./theme.ts";

export function usePreferenceActions() {
  const { user } = useUser();
  const qc = useQueryClient();
  const { t } = useTranslation();
  const save = useMutation({
    mutationFn: (input: Partial<Preferences>) => apiRequest<Preferences>("POST", "/api/user/preferences", input),
    onSuccess: (prefs) => {
      if (prefs && typeof prefs === "object" && "theme" in prefs) qc.setQueryData(queryKeys.preferences, prefs);
    },
    onError: () => toast({ variant: "destructive", title: t("theme.errorTitle"), description: t("theme.saveError") }),
  });
  const chooseTheme = (theme: Theme) => {
    setTheme(theme);
    if (user) save.mutate({ theme });
  };
  const chooseLayout = (layout: Layout) => {
    setLayout(layout);
    if (user) save.mutate({ layout });
  };
  /** The header switch: flips between light and dark from what is shown now. */
  const toggleTheme = () => chooseTheme(getThemeState().resolved === "dark" ? "light" : "dark");
  return {
    chooseTheme,
    chooseLayout,
    toggleTheme,
    saving: save.isPending,
  };
}

/** Applies the account's saved preferences once they arrive after sign-in. */
export function PreferencesSync() {
  const { user } = useUser();
  const { data } = useServerPreferences(Boolean(user));
  const applied = useRef<string | null>(null);
  useEffect(() => {
    if (!user || !data) return;
    const key = `${user.id}:${data.theme}:${data.layout}`;
    if (applied.current === key) return;
    applied.current = key;
    if (data.theme && data.theme !== getThemeState().theme) setTheme(data.theme);
    if (data.layout && data.layout !== getThemeState().layout) setLayout(data.layout);
  }, [user, data]);
  return null;
}
