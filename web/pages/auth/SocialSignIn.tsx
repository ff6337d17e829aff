// Enabled social sign-in providers (GET /api/auth/providers); each starts the server's OAuth flow.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { AuthProviderSummary } from "../../../shared/api/settings.ts";
import { Button } from "../../components/ui/button.tsx";
import { SHELL_QUERY } from "../../lib/publicData.ts";
import { apiRequest } from "../../lib/request.ts";
import { safeRedirect } from "../../lib/session.ts";

export function SocialSignIn({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation();
  const { data } = useQuery({
    ...SHELL_QUERY,
    queryKey: ["/api/auth/providers"],
    queryFn: ({ signal }) => apiRequest<AuthProviderSummary[]>("GET", "/api/auth/providers", undefined, { signal }),
  });
  const providers = Array.isArray(data) ? data : [];
  if (providers.length === 0) return null;
  const target = encodeURIComponent(safeRedirect(redirect));
  return (
    <div className="mt-6 grid gap-3" data-testid="social-sign-in">
      <div className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        {t("auth.socialDivider")}
        <span className="h-px flex-1 bg-border" />
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        {providers.map((p) => (
          <Button key={p.id} asChild variant="outline">
            {/* Full navigation: the server answers with the provider's redirect. */}
            <a href={`/api/auth/${encodeURIComponent(p.id)}/start?redirect=${target}`} data-testid={`social-${p.id}`}>
              {p.name}
            </a>
          </Button>
        ))}
      </div>
    </div>
  );
}
