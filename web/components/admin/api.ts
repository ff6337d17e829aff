// Data access of the admin console. Every query key is [path-with-query], so the app's default query
// function loads it and a mutation can invalidate everything under a path prefix (queries are fresh
// forever, SPEC §9, so changes are invalidated explicitly).
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { LIMITS } from "../../../shared/limits.ts";
import { toast } from "../ui/use-toast.ts";
import { ApiRequestError, apiRequest, errorText } from "../../lib/request.ts";
import { postFileForUrl } from "../../lib/uploads.ts";

/** "/api/admin/users" + { q: "x", page: 2 } → "/api/admin/users?q=x&page=2" (empty values left out). */
export function withQuery(path: string, params: Record<string, string | number | boolean | undefined | null>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== "") q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

export function useAdminQuery<T>(path: string | null) {
  return useQuery<T>({ queryKey: [path ?? ""], enabled: !!path });
}

/** Invalidates every query whose path starts with one of the prefixes (lists, details, public views). */
export function invalidatePaths(qc: QueryClient, prefixes: readonly string[]): Promise<void> {
  return qc.invalidateQueries({ predicate: (q) => prefixes.some((p) => String(q.queryKey[0]).startsWith(p)) });
}

interface AdminMutationOptions<V, R> {
  mutationFn: (vars: V) => Promise<R>;
  /** Path prefixes to refresh after success. */
  invalidate: readonly string[];
  /** Success toast title (admin namespace already resolved); none when omitted. */
  success?: string | ((result: R, vars: V) => string);
  onSuccess?: (result: R, vars: V) => void;
  /** Called with the error before the toast (e.g. to put `fields` under inputs). */
  onError?: (err: unknown, vars: V) => void;
}

/** A mutation with the console's conventions: success toast, server message toast, invalidation. */
export function useAdminMutation<V = void, R = unknown>(opts: AdminMutationOptions<V, R>) {
  const qc = useQueryClient();
  const { t } = useTranslation("admin");
  return useMutation<R, unknown, V>({
    mutationFn: opts.mutationFn,
    onSuccess: async (result, vars) => {
      await invalidatePaths(qc, opts.invalidate);
      const title = typeof opts.success === "function" ? opts.success(result, vars) : opts.success;
      if (title) toast({ title, variant: "success" });
      opts.onSuccess?.(result, vars);
    },
    onError: (err, vars) => {
      opts.onError?.(err, vars);
      toast({ variant: "destructive", title: t("common.saveFailed"), description: errorText(err, t("common.tryAgain")) });
    },
  });
}

export const send = <R = unknown>(method: string, path: string, body?: unknown) => apiRequest<R>(method, path, body);

/** POST /api/admin/uploads (multipart "file") → { url }; shares lib/uploads.ts's multipart helper. */
export async function uploadAdminImage(file: File): Promise<{ url: string }> {
  if (file.size > LIMITS.uploadBytesMax) throw new ApiRequestError("413", 413, {});
  return postFileForUrl("/api/admin/uploads", file);
}
