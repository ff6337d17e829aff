// Puts a 400 answer's `fields` (already translated by the server) under the matching inputs.
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiRequestError } from "./request.ts";

export function applyServerFieldErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, known: readonly string[]): boolean {
  if (!(err instanceof ApiRequestError) || !err.fields) return false;
  let any = false;
  for (const [field, message] of Object.entries(err.fields)) {
    if (!known.includes(field)) continue;
    setError(field as Path<T>, { type: "server", message });
    any = true;
  }
  return any;
}
