// File-level errors of a bulk upload. Each carries a stable `code` and interpolation `params`;
// the route maps them to the translated message (BULK_ERROR_MESSAGES, "{{param}}" placeholders,
// same syntax as shared/i18n) and answers 400/413 without touching the database.
import { BULK_LIMITS } from "./limits.ts";

export type BulkErrorCode =
  | "too_large"
  | "too_many_rows"
  | "too_many_columns"
  | "cell_too_long"
  | "empty"
  | "unsupported_file"
  | "not_utf8"
  | "malformed_csv"
  | "invalid_xlsx";

export type BulkErrorParams = Record<string, string | number>;

export class BulkFileError extends Error {
  readonly code: BulkErrorCode;
  readonly params: BulkErrorParams;
  constructor(code: BulkErrorCode, params: BulkErrorParams = {}, options?: { cause?: unknown }) {
    super(`${code}${Object.keys(params).length ? ` ${JSON.stringify(params)}` : ""}`, options);
    this.name = "BulkFileError";
    this.code = code;
    this.params = params;
  }
  /** HTTP status the route should answer with. */
  get status(): number {
    return this.code === "too_large" ? 413 : 400;
  }
}

type Messages = Record<BulkErrorCode, string>;

// Candidate i18n namespace "bulk" (the lead may move these to shared/i18n/*/bulk.json as they are).
export const BULK_ERROR_MESSAGES: Record<"ar" | "en" | "fr", Messages> = {
  ar: {
    too_large: "الملف كبير جدًا. الحد الأقصى {{maxMb}} ميغابايت.",
    too_many_rows: "يحتوي الملف على أكثر من {{max}} صف. قسّمه إلى ملفات أصغر.",
    too_many_columns: "يحتوي الملف على أكثر من {{max}} عمودًا.",
    cell_too_long: "الخلية في الصف {{row}} والعمود {{column}} أطول من {{max}} حرف.",
    empty: "الملف فارغ: يلزم صف عناوين وصف بيانات واحد على الأقل.",
    unsupported_file: "نوع الملف غير مدعوم. ارفع ملف CSV أو Excel (‎.xlsx‎).",
    not_utf8: "ترميز الملف غير مدعوم. احفظه بصيغة CSV UTF-8 ثم أعد رفعه.",
    malformed_csv: "ملف CSV غير صالح قرب السطر {{line}} (علامة اقتباس غير مغلقة؟).",
    invalid_xlsx: "تعذّرت قراءة ملف Excel. افتحه واحفظه من جديد بصيغة ‎.xlsx‎.",
  },
  en: {
    too_large: "The file is too large. The maximum is {{maxMb}} MB.",
    too_many_rows: "The file has more than {{max}} rows. Split it into smaller files.",
    too_many_columns: "The file has more than {{max}} columns.",
    cell_too_long: "The cell at row {{row}}, column {{column}} is longer than {{max}} characters.",
    empty: "The file is empty: a header row and at least one data row are required.",
    unsupported_file: "Unsupported file type. Upload a CSV or Excel (.xlsx) file.",
    not_utf8: "Unsupported text encoding. Save the file as CSV UTF-8 and upload it again.",
    malformed_csv: "Invalid CSV near line {{line}} (unclosed quote?).",
    invalid_xlsx: "The Excel file could not be read. Open it and save it again as .xlsx.",
  },
  fr: {
    too_large: "Le fichier est trop volumineux. La taille maximale est de {{maxMb}} Mo.",
    too_many_rows: "Le fichier contient plus de {{max}} lignes. Découpez-le en fichiers plus petits.",
    too_many_columns: "Le fichier contient plus de {{max}} colonnes.",
    cell_too_long: "La cellule ligne {{row}}, colonne {{column}} dépasse {{max}} caractères.",
    empty: "Le fichier est vide : une ligne d’en-tête et au moins une ligne de données sont requises.",
    unsupported_file: "Type de fichier non pris en charge. Envoyez un fichier CSV ou Excel (.xlsx).",
    not_utf8: "Encodage non pris en charge. Enregistrez le fichier au format CSV UTF-8 puis renvoyez-le.",
    malformed_csv: "CSV invalide vers la ligne {{line}} (guillemet non fermé ?).",
    invalid_xlsx: "Impossible de lire le fichier Excel. Ouvrez-le et enregistrez-le de nouveau en .xlsx.",
  },
};

/** The translated message of a bulk file error ("{{name}}" placeholders filled from params). */
export function bulkErrorMessage(locale: "ar" | "en" | "fr", error: BulkFileError): string {
  const template = (BULK_ERROR_MESSAGES[locale] ?? BULK_ERROR_MESSAGES.ar)[error.code];
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(error.params[name] ?? ""));
}

export function tooLarge(): BulkFileError {
  const max = BULK_LIMITS.maxUploadBytes;
  return new BulkFileError("too_large", { max, maxMb: Math.round((max / (1024 * 1024)) * 10) / 10 });
}
