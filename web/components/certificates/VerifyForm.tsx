// The code box of the verify page (and of the home certificates tab). parseCode checks length,
// alphabet and the check symbol as people type, so a typo is flagged before any server call.
import { Search, ShieldCheck } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { CODE_LENGTH, formatCode, parseCode } from "../../../shared/certificates/code.ts";
import { toLatinDigits } from "../../../shared/design/digits.ts";
import { Button } from "../ui/button.tsx";
import { Input } from "../ui/input.tsx";
import { cn } from "../../lib/utils.ts";

export type CodeCheck = { state: "empty" | "typing" | "ok" | "check" | "format"; normalized?: string };

/** What the typed text is so far: still short, complete and right, mistyped (check), or malformed. */
export function checkTypedCode(raw: string): CodeCheck {
  const text = toLatinDigits(raw).trim();
  if (!text) return { state: "empty" };
  const parsed = parseCode(text);
  if (parsed.ok) return { state: "ok", normalized: parsed.normalized };
  const cleaned = text.replace(/[\s\-‐‑–—_]/g, "");
  if (parsed.reason === "format" && cleaned.length < CODE_LENGTH && /^[0-9A-Za-z]*$/.test(cleaned)) return { state: "typing" };
  return { state: parsed.reason };
}

/** Submitting gives the formatted code when it parses, else the text as typed (the page explains). */
export function VerifyForm({ initial = "", onVerify, compact = false }: { initial?: string; onVerify: (code: string) => void; compact?: boolean }) {
  const { t } = useTranslation("webCertificates");
  const id = useId();
  const [value, setValue] = useState(initial);
  const [tried, setTried] = useState(false);
  const check = checkTypedCode(value);
  const problem = check.state === "check" || check.state === "format" ? check.state : tried && check.state === "typing" ? "format" : null;

  return (
    // A GET form: without scripts (the server-drawn page) the browser sends ?code= and the server
    // answers at /certificates/verify/{code}; with them, onSubmit checks the code and navigates.
    <form
      noValidate
      role="search"
      method="get"
      action="/certificates/verify"
      className="grid gap-2"
      data-testid="verify-form"
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (check.state === "empty") return;
        onVerify(check.normalized ? formatCode(check.normalized) : value.trim());
      }}
    >
      <label htmlFor={id} className={cn("text-sm font-semibold", compact && "sr-only")}>
        {t("verify.label")}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1" dir="ltr">
          <ShieldCheck aria-hidden className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-muted-foreground" />
          <Input
            id={id}
            name="code"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            dir="ltr"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder={t("verify.placeholder")}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${id}-hint`}
            data-testid="verify-input"
            className="h-12 ps-11 font-mono text-base uppercase tracking-wider placeholder:normal-case placeholder:tracking-normal"
          />
        </div>
        <Button type="submit" size="lg" data-testid="verify-submit">
          <Search aria-hidden />
          {t("verify.submit")}
        </Button>
      </div>
      <p
        id={`${id}-hint`}
        role={problem ? "alert" : undefined}
        data-testid="verify-hint"
        data-state={problem ?? check.state}
        className={cn("text-xs", problem ? "font-medium text-destructive" : check.state === "ok" ? "text-emerald-700 dark:text-emerald-400" : "text-muted-foreground")}
      >
        {problem === "check" ? t("verify.mistypedInline") : problem === "format" ? t("verify.formatInline") : check.state === "ok" ? t("verify.looksRight") : t("verify.hint")}
      </p>
    </form>
  );
}
