// How an integration uses a token: the certificate-issuing call as a curl line (code, not
// translated) and the VC-API paths with what each does (prose, translated).
import { BookOpen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CopyButton } from "../../share/CopyButton.tsx";
import { Card, CardContent, CardHeader, CardTitle } from "../../ui/card.tsx";
import { isolate } from "../bidi.ts";

const VC_PATHS = [
  { path: "/vc-api/credentials/issue", key: "issue", method: "POST" },
  { path: "/vc-api/credentials/verify", key: "verify", method: "POST" },
  { path: "/vc-api/presentations/verify", key: "presentations", method: "POST" },
] as const;

export function curlExample(origin: string): string {
  return `curl -X POST ${origin}/api/v1/certificates \\\n  -H "Authorization: Bearer <token>" \\\n  -H "Content-Type: application/json" \\\n  -d '{"templateId":"…","values":{…}}'`;
}

export function UsageHelp() {
  const { t } = useTranslation("admin");
  const origin = typeof window !== "undefined" ? window.location.origin : "";
  const curl = curlExample(origin);
  return (
    <Card data-testid="api-token-usage">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <BookOpen aria-hidden className="size-4.5 text-primary" />
          {t("apiTokens.usageTitle")}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-4 text-sm">
        <p className="text-muted-foreground">{t("apiTokens.usageCertificates", { scope: isolate("certificates:issue") })}</p>
        <div dir="ltr" className="relative min-w-0">
          <pre className="overflow-x-auto rounded-xl bg-zinc-950 p-3 pe-12 text-start font-mono text-xs leading-relaxed text-zinc-100" data-testid="api-token-curl">{curl}</pre>
          <CopyButton text={curl.replace(/\\\n\s+/g, "")} label="" aria-label={t("apiTokens.copyCommand")} copiedMessage={t("apiTokens.copied")} variant="ghost" size="icon" className="absolute end-1 top-1 size-8 text-zinc-300 hover:bg-white/10 hover:text-white" />
        </div>
        <p className="text-muted-foreground">{t("apiTokens.usageVcApi", { name: isolate("W3C VC-API") })}</p>
        <ul className="grid gap-2">
          {VC_PATHS.map(({ path, key, method }) => (
            <li key={path} className="grid gap-0.5">
              <bdi dir="ltr" className="w-fit rounded bg-muted px-1.5 py-0.5 font-mono text-xs font-semibold">{method} {path}</bdi>
              <span className="text-xs text-muted-foreground">{t(`apiTokens.vcApi.${key}`, { scope: isolate("credentials:issue") })}</span>
            </li>
          ))}
        </ul>
        <p className="text-xs text-muted-foreground">{t("apiTokens.usageScopes", { header: isolate("Authorization") })}</p>
      </CardContent>
    </Card>
  );
}
