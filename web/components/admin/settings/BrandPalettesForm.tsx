// Settings → Brand colours: named palettes of named colours, offered first in every colour control of the
// editor. The whole list is saved at once; the server's field messages show under the inputs they name.
import { useEffect, useState } from "react";
import { Plus, Save, Trash2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { MAX_PALETTE_COLORS, MAX_PALETTES, type BrandPalette, type BrandPalettes } from "../../../../shared/api/brand-palettes.ts";
import { ApiRequestError } from "../../../lib/request.ts";
import { Button } from "../../ui/button.tsx";
import { Input } from "../../ui/input.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { send, useAdminMutation, useAdminQuery } from "../api.ts";

const newId = () => `p${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const HEX = /^#[0-9a-f]{6}$/i;

export function BrandPalettesForm() {
  const { t } = useTranslation("admin");
  const current = useAdminQuery<BrandPalettes>("/api/admin/brand-palettes");
  const [palettes, setPalettes] = useState<BrandPalette[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (current.data) setPalettes(current.data.palettes);
  }, [current.data]);
  const save = useAdminMutation<BrandPalettes, BrandPalettes>({
    mutationFn: (v) => send("PUT", "/api/admin/brand-palettes", v),
    invalidate: ["/api/admin/brand-palettes", "/api/brand-palettes"],
    success: t("brandPalettes.saved"),
    onSuccess: () => setErrors({}),
    onError: (err) => setErrors(err instanceof ApiRequestError && err.fields ? err.fields : {}),
  });
  if (!palettes) return <Spinner />;

  const edit = (pi: number, fn: (p: BrandPalette) => BrandPalette) => setPalettes(palettes.map((p, i) => (i === pi ? fn(p) : p)));
  const err = (path: string) => errors[path] && <span className="text-xs text-destructive">{errors[path]}</span>;

  return (
    <form
      className="grid gap-6"
      data-testid="brand-palettes-form"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate({ palettes });
      }}
    >
      {palettes.length === 0 && <p className="text-sm text-muted-foreground">{t("brandPalettes.empty")}</p>}
      {palettes.map((p, pi) => (
        <fieldset key={p.id} className="grid gap-3 rounded-xl border border-border p-4" data-testid="brand-palette">
          <legend className="sr-only">{p.name || t("brandPalettes.palette")}</legend>
          <div className="flex items-end gap-2">
            <label className="grid flex-1 gap-1.5 text-sm font-semibold">
              {t("brandPalettes.paletteName")}
              <Input value={p.name} maxLength={60} onChange={(e) => edit(pi, (x) => ({ ...x, name: e.target.value }))} data-testid="palette-name" aria-invalid={!!errors[`palettes.${pi}.name`]} />
              {err(`palettes.${pi}.name`)}
            </label>
            <Button type="button" variant="outline" size="icon" className="size-11" aria-label={t("brandPalettes.removePalette")} title={t("brandPalettes.removePalette")} onClick={() => setPalettes(palettes.filter((_, i) => i !== pi))}>
              <Trash2 aria-hidden />
            </Button>
          </div>
          <ul className="grid gap-2">
            {p.colors.map((c, ci) => {
              const path = `palettes.${pi}.colors.${ci}`;
              const setColor = (patch: Partial<typeof c>) => edit(pi, (x) => ({ ...x, colors: x.colors.map((y, j) => (j === ci ? { ...y, ...patch } : y)) }));
              return (
                <li key={ci} className="grid gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <input type="color" className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-border bg-background p-1" value={HEX.test(c.color) ? c.color : "#000000"} onChange={(e) => setColor({ color: e.target.value })} aria-label={t("brandPalettes.colorValue")} data-testid="palette-color-picker" />
                    <Input className="w-28 font-mono" dir="ltr" value={c.color} maxLength={7} onChange={(e) => setColor({ color: e.target.value.trim() })} aria-label={t("brandPalettes.colorValue")} aria-invalid={!!errors[`${path}.color`]} data-testid="palette-color-hex" />
                    <Input className="min-w-40 flex-1" value={c.name} maxLength={60} placeholder={t("brandPalettes.colorName")} aria-label={t("brandPalettes.colorName")} onChange={(e) => setColor({ name: e.target.value })} aria-invalid={!!errors[`${path}.name`]} data-testid="palette-color-name" />
                    <Button type="button" variant="ghost" size="icon" className="size-11 shrink-0" aria-label={t("brandPalettes.removeColor")} title={t("brandPalettes.removeColor")} onClick={() => edit(pi, (x) => ({ ...x, colors: x.colors.filter((_, j) => j !== ci) }))}>
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                  {err(`${path}.color`)}
                  {err(`${path}.name`)}
                </li>
              );
            })}
          </ul>
          <Button type="button" variant="outline" className="w-fit" disabled={p.colors.length >= MAX_PALETTE_COLORS} onClick={() => edit(pi, (x) => ({ ...x, colors: [...x.colors, { name: "", color: "#0f766e" }] }))} data-testid="palette-add-color">
            <Plus aria-hidden /> {t("brandPalettes.addColor")}
          </Button>
        </fieldset>
      ))}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={palettes.length >= MAX_PALETTES} onClick={() => setPalettes([...palettes, { id: newId(), name: "", colors: [] }])} data-testid="palette-add">
          <Plus aria-hidden /> {t("brandPalettes.addPalette")}
        </Button>
        <Button type="submit" disabled={save.isPending} data-testid="brand-palettes-save">
          {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden />}
          {t("brandPalettes.save")}
        </Button>
      </div>
    </form>
  );
}
