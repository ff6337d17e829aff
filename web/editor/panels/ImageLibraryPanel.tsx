// The Images panel (issue 24 §1): the person's own uploads and, for admins, the shared library, with
// thumbnails, a name (editable, searched as you type) and reuse in this design (a tap adds it as an
// image layer, or puts it into the selected image layer). Deleting asks the server, which refuses
// while a template or card uses it and says which ones.
import { ImagePlus, Pencil, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LIBRARY_NAME_MAX, type LibraryImage, type LibraryScope } from "../../../shared/api/library.ts";
import type { DesignDocument, ImageLayer } from "../../../shared/design/schema.ts";
import type { Locale } from "../../../shared/limits.ts";
import { Button } from "../../components/ui/button.tsx";
import { Input } from "../../components/ui/input.tsx";
import { toast } from "../../components/ui/use-toast.ts";
import { localized } from "../../lib/i18n.ts";
import { errorText } from "../../lib/request.ts";
import { useUser } from "../../lib/session.ts";
import { imageFileProblem } from "../../lib/uploads.ts";
import { deleteLibraryImage, renameLibraryImage, uploadToLibrary, useLibraryImages } from "../libraryApi.ts";
import { addLayer, updateLayer } from "../state/ops.ts";
import type { EditorStore } from "../state/store.ts";
import { newLayer } from "../tools.ts";

export function ImageLibraryPanel({ store, doc, selection }: { store: EditorStore; doc: DesignDocument; selection: readonly string[] }) {
  const { t, i18n } = useTranslation("editor");
  const { user, isAdmin } = useUser();
  const [scope, setScope] = useState<LibraryScope>(isAdmin ? "shared" : "mine");
  const [q, setQ] = useState("");
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const images = useLibraryImages(scope, q, !!user);
  if (!user) return <p className="p-3 text-sm text-muted-foreground" data-testid="library-signed-out">{t("library.signIn")}</p>;

  const selectedImage = doc.layers.find((l): l is ImageLayer => l.type === "image" && selection.length === 1 && l.id === selection[0]);
  const use = (image: LibraryImage) => {
    if (selectedImage && !selectedImage.locked) {
      store.change((d) => updateLayer<ImageLayer>(d, selectedImage.id, { props: { src: image.url } }));
      return;
    }
    const layer = newLayer(store.doc, "image", { src: image.url, imageSize: { width: image.width, height: image.height }, name: image.name });
    store.change((d) => addLayer(d, layer));
    store.select([layer.id]);
  };
  const upload = async (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) return toast({ variant: "destructive", title: t(`errors.${problem}`) });
    setBusy(true);
    try {
      await uploadToLibrary(file, scope);
    } catch (err) {
      toast({ variant: "destructive", title: t("errors.uploadFailed"), description: errorText(err, "") || undefined });
    } finally {
      setBusy(false);
    }
  };
  const remove = async (image: LibraryImage) => {
    try {
      const r = await deleteLibraryImage(image.id);
      if (r.deleted) return toast({ title: t("library.deleted", { name: image.name }) });
      const names = [...r.usedBy.templates.map((tpl) => localized(tpl.title, i18n.language as Locale)), ...r.usedBy.cards.map((c) => t("library.card", { id: c.id.slice(0, 8) }))];
      const list = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(names);
      toast({ variant: "destructive", title: r.message, description: t("library.usedBy", { list }) });
    } catch (err) {
      toast({ variant: "destructive", title: t("library.deleteFailed"), description: errorText(err, "") || undefined });
    }
  };

  return (
    <div className="grid gap-3 p-3" data-testid="image-library">
      {isAdmin && (
        <div role="radiogroup" aria-label={t("library.scope")} className="flex rounded-lg border border-border p-0.5 text-sm">
          {(["shared", "mine"] as const).map((s) => (
            <button key={s} type="button" role="radio" aria-checked={scope === s} onClick={() => setScope(s)} data-testid={`library-scope-${s}`}
              className={`min-h-11 flex-1 rounded-md px-2 font-semibold ${scope === s ? "bg-primary text-primary-foreground" : "text-muted-foreground hover:bg-muted"}`}>
              {t(`library.scopes.${s}`)}
            </button>
          ))}
        </div>
      )}
      <Input type="search" value={q} onChange={(e) => setQ(e.target.value)} placeholder={t("library.search")} aria-label={t("library.search")} className="min-h-11" data-testid="library-search" />
      <Button variant="outline" className="min-h-11" disabled={busy} onClick={() => fileInput.current?.click()} data-testid="library-upload">
        <ImagePlus className="size-4" /> {busy ? t("library.uploading") : t("library.upload")}
      </Button>
      <input ref={fileInput} type="file" accept="image/png,image/jpeg,image/webp" className="hidden" data-testid="library-file" onChange={(e) => {
        void upload(e.target.files);
        e.target.value = "";
      }} />
      {selectedImage && <p className="text-xs text-muted-foreground">{t("library.replaceHint")}</p>}
      {images.data && images.data.items.length === 0 && (
        <p className="py-4 text-center text-sm text-muted-foreground" data-testid="library-empty">{q.trim() ? t("library.noMatch", { q: q.trim() }) : t("library.empty")}</p>
      )}
      <ul className="grid grid-cols-2 gap-2" data-testid="library-grid">
        {images.data?.items.map((image) => <LibraryTile key={image.id} image={image} onUse={() => use(image)} onDelete={() => void remove(image)} />)}
      </ul>
    </div>
  );
}

function LibraryTile({ image, onUse, onDelete }: { image: LibraryImage; onUse: () => void; onDelete: () => void }) {
  const { t } = useTranslation("editor");
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(image.name);
  const commit = async () => {
    setEditing(false);
    const next = name.trim();
    if (!next || next === image.name) return setName(image.name);
    try {
      await renameLibraryImage(image.id, next);
    } catch (err) {
      setName(image.name);
      toast({ variant: "destructive", title: t("library.renameFailed"), description: errorText(err, "") || undefined });
    }
  };
  return (
    <li className="grid gap-1 rounded-lg border border-border p-1" data-testid="library-item" data-name={image.name}>
      <button type="button" onClick={onUse} className="grid aspect-square place-items-center overflow-hidden rounded-md bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px] hover:outline-2 hover:outline-primary" aria-label={t("library.use", { name: image.name })} data-testid="library-use">
        <img src={image.thumbnailUrl} alt="" loading="lazy" className="max-h-full max-w-full object-contain" />
      </button>
      {editing ? (
        <Input autoFocus value={name} maxLength={LIBRARY_NAME_MAX} onChange={(e) => setName(e.target.value)} onBlur={() => void commit()}
          onKeyDown={(e) => { if (e.key === "Enter") void commit(); if (e.key === "Escape") { setName(image.name); setEditing(false); } }}
          aria-label={t("library.name")} className="h-11 text-xs" data-testid="library-name-input" />
      ) : (
        <div className="grid">
          <span className="truncate px-1 text-xs" title={name} data-testid="library-name">{name}</span>
          <div className="flex justify-end">
          <button type="button" className="grid size-11 shrink-0 place-items-center rounded hover:bg-muted" onClick={() => setEditing(true)} aria-label={t("library.rename", { name })} data-testid="library-rename">
            <Pencil className="size-4" />
          </button>
          <button type="button" className="grid size-11 shrink-0 place-items-center rounded text-destructive hover:bg-muted" onClick={onDelete} aria-label={t("library.delete", { name })} data-testid="library-delete">
            <Trash2 className="size-4" />
          </button>
          </div>
        </div>
      )}
    </li>
  );
}
