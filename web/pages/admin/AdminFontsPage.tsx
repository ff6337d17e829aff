// /admin/fonts: the organisation's brand fonts. Upload (TTF/OTF/WOFF/WOFF2 ≤ 5 MB; the server parses
// it and answers family, styles and scripts), see each face with Arabic/Latin samples in its own face,
// and delete — refused (409) while templates or cards use the family, with the list shown.
import { Type, Upload } from "lucide-react";
import { useRef, useState } from "react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { FONT_FILE_ACCEPT, type FontUse, type UploadedFont } from "../../../shared/api/fonts.ts";
import { PageHeader } from "../../components/PageHeader.tsx";
import { useFontStylesheet } from "../../components/DesignCanvas.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { AdminDialog } from "../../components/admin/AdminDialog.tsx";
import { Spinner } from "../../components/ui/spinner.tsx";
import { send, useAdminMutation } from "../../components/admin/api.ts";
import { FontFaceCard } from "../../components/admin/fonts/FontFaceCard.tsx";
import { FONTS_PATH, forgetFontCatalogue, useFontCatalogue } from "../../lib/brand-fonts.ts";
import { ApiRequestError } from "../../lib/request.ts";
import { postMultipart } from "../../lib/uploads.ts";

function usesOf(err: unknown): FontUse[] | null {
  if (!(err instanceof ApiRequestError) || err.status !== 409) return null;
  const uses = (err.body as { uses?: unknown } | undefined)?.uses;
  return Array.isArray(uses) ? (uses as FontUse[]) : null;
}

export function AdminFontsPage() {
  const { t } = useTranslation("admin");
  const catalogue = useFontCatalogue();
  useFontStylesheet(); // the bundled families' @font-face rules, so each name shows in its face
  const input = useRef<HTMLInputElement>(null);
  const [deleting, setDeleting] = useState<UploadedFont | null>(null);
  const [inUse, setInUse] = useState<{ family: string; uses: FontUse[] } | null>(null);
  const upload = useAdminMutation<File, UploadedFont>({
    mutationFn: (file) => {
      const body = new FormData();
      body.append("file", file, file.name);
      return postMultipart<UploadedFont>("/api/admin/fonts", body, { timeoutMs: 60_000 });
    },
    invalidate: [FONTS_PATH],
    success: (font) => t("fonts.uploaded", { family: font.family }),
    onSuccess: () => forgetFontCatalogue(),
  });
  const remove = useAdminMutation<UploadedFont>({
    mutationFn: (font) => send("DELETE", `/api/admin/fonts/${font.id}`),
    invalidate: [FONTS_PATH],
    success: t("fonts.deleted"),
    onSuccess: () => {
      forgetFontCatalogue();
      setDeleting(null);
    },
    onError: (err, font) => {
      const uses = usesOf(err);
      setDeleting(null);
      if (uses) setInUse({ family: font.family, uses });
    },
  });
  const uploaded = catalogue.families.filter((f) => f.source === "uploaded").flatMap((f) => f.faces);
  const bundled = catalogue.families.filter((f) => f.source === "bundled");
  return (
    <div>
      <PageHeader
        title={t("fonts.title")}
        subtitle={t("fonts.subtitle")}
        icon={<Type />}
        actions={
          <>
            <input
              ref={input}
              type="file"
              accept={FONT_FILE_ACCEPT}
              className="sr-only"
              aria-label={t("fonts.chooseFile")}
              data-testid="font-upload-input"
              onChange={(e) => {
                const file = e.target.files?.[0];
                e.target.value = "";
                if (file) upload.mutate(file);
              }}
            />
            <Button className="min-h-11" disabled={upload.isPending} onClick={() => input.current?.click()} data-testid="font-upload">
              {upload.isPending ? <Spinner className="size-4" /> : <Upload aria-hidden />}
              {upload.isPending ? t("fonts.uploading") : t("fonts.upload")}
            </Button>
          </>
        }
      />
      <section aria-label={t("fonts.listLabel")} className="mb-10">
        <h2 className="mb-3 text-lg font-bold">{t("fonts.listLabel")}</h2>
        {uploaded.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-6 text-center text-sm text-muted-foreground" data-testid="fonts-empty">
            {t("fonts.empty")}
          </p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2" data-testid="font-list">
            {uploaded.map((font) => (
              <FontFaceCard key={font.id} font={font} onDelete={setDeleting} />
            ))}
          </ul>
        )}
      </section>
      <section aria-label={t("fonts.bundledTitle")}>
        <h2 className="mb-3 text-lg font-bold">{t("fonts.bundledTitle")}</h2>
        <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2 xl:grid-cols-4">
          {bundled.map((f) => (
            <li key={f.family} className="rounded-lg border border-border px-3 py-2">
              <p className="text-lg" style={{ fontFamily: `"${f.family}"` }}>
                {f.family}
              </p>
              <p className="text-xs text-muted-foreground">{f.scripts.map((s) => t(`fonts.${s}`)).join(" · ")}</p>
            </li>
          ))}
        </ul>
      </section>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t("fonts.deleteTitle", { family: deleting?.family ?? "" })}
        description={t("fonts.deleteBody")}
        cancel={t("common.cancel")}
        confirm={t("fonts.delete")}
        busy={remove.isPending}
        confirmTestId="font-delete-confirm"
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
      <AdminDialog open={inUse !== null} onOpenChange={(open) => !open && setInUse(null)} title={t("fonts.inUseTitle")} description={inUse?.family ?? ""}>
        <ul className="grid gap-2 text-sm" data-testid="font-in-use">
          {inUse?.uses.map((u) => (
            <li key={`${u.kind}:${u.id}`}>
              {u.kind === "template" ? (
                <Link className="underline" to={`/admin/templates/${u.id}`}>
                  {t("fonts.inUseTemplate", { title: u.title })}
                </Link>
              ) : (
                t("fonts.inUseCard", { title: u.title, id: u.id.slice(0, 8) })
              )}
            </li>
          ))}
        </ul>
      </AdminDialog>
    </div>
  );
}
