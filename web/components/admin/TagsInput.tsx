// Keywords as removable chips: Enter or comma adds the typed word, Backspace on empty removes the last.
import { X } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

export function TagsInput({ id, value, onChange, max = 50, testId }: { id: string; value: string[]; onChange: (tags: string[]) => void; max?: number; testId?: string }) {
  const { t } = useTranslation("admin");
  const [text, setText] = useState("");
  const add = (raw: string) => {
    const tags = raw.split(",").map((s) => s.trim()).filter(Boolean);
    const next = [...value];
    for (const tag of tags) if (!next.includes(tag) && next.length < max) next.push(tag.slice(0, 100));
    onChange(next);
    setText("");
  };
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-1.5 rounded-xl border border-input bg-background px-2 py-1.5 focus-within:border-primary focus-within:ring-2 focus-within:ring-ring/40">
      {value.map((tag) => (
        <span key={tag} className="inline-flex items-center gap-1 rounded-lg bg-primary/10 px-2 py-1 text-xs font-semibold text-primary">
          {tag}
          <button type="button" aria-label={t("seo.removeKeyword", { keyword: tag })} onClick={() => onChange(value.filter((x) => x !== tag))} className="rounded hover:bg-primary/20">
            <X aria-hidden className="size-3" />
          </button>
        </span>
      ))}
      <input
        id={id}
        value={text}
        data-testid={testId}
        onChange={(e) => (e.target.value.includes(",") ? add(e.target.value) : setText(e.target.value))}
        onKeyDown={(e) => {
          if (e.key === "Enter") {
            e.preventDefault();
            if (text.trim()) add(text);
          } else if (e.key === "Backspace" && !text && value.length) {
            onChange(value.slice(0, -1));
          }
        }}
        onBlur={() => text.trim() && add(text)}
        placeholder={value.length ? "" : t("seo.keywordsPlaceholder")}
        className="min-w-32 flex-1 bg-transparent px-1 py-1 text-sm outline-none placeholder:text-muted-foreground"
      />
    </div>
  );
}
