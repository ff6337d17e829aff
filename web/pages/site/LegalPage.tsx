// /privacy and /terms: the admin's text (or the default shipped for this language), rendered on the
// server from Markdown with raw HTML disabled — so the HTML set here is the sanitised rendering.
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { LegalPage as Slug, LegalPageAnswer } from "../../../shared/api/pages.ts";
import { LoadError } from "../../components/LoadError.tsx";
import { usePageTitle } from "../../components/PageHeader.tsx";
import { Skeleton } from "../../components/ui/skeleton.tsx";
import { PageContainer } from "../../layout/AppLayout.tsx";
import { apiRequest } from "../../lib/request.ts";

/** Headings, lists and links of the rendered Markdown (no typography plugin in this build). */
const PROSE =
  "leading-relaxed [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-extrabold [&_h2]:mb-2 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:mt-1.5 [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:text-sm";

export function LegalPage({ slug }: { slug: Slug }) {
  const { t, i18n } = useTranslation("pages");
  usePageTitle(t(`${slug}Title`));
  const page = useQuery<LegalPageAnswer>({ queryKey: [`/api/pages/${slug}`, i18n.language], queryFn: ({ signal }) => fetchPage(slug, signal) });
  return (
    <PageContainer className="py-8 sm:py-12">
      <article className="legal-text mx-auto max-w-3xl rounded-3xl border border-border bg-card p-6 sm:p-10" data-testid={`legal-${slug}`}>
        {page.isError ? (
          <LoadError onRetry={() => void page.refetch()} />
        ) : page.data ? (
          <div className={PROSE} dangerouslySetInnerHTML={{ __html: page.data.html }} />
        ) : (
          <Skeleton className="h-96" />
        )}
      </article>
    </PageContainer>
  );
}

function fetchPage(slug: Slug, signal: AbortSignal): Promise<LegalPageAnswer> {
  return apiRequest<LegalPageAnswer>("GET", `/api/pages/${slug}`, undefined, { signal });
}
