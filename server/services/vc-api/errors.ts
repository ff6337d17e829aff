// A refused VC-API request: status (400 not a well-formed request/credential, 422 well-formed but
// refused), a short reason code and the details found.
export class VcApiError extends Error {
  constructor(
    readonly status: 400 | 422,
    readonly reason: string,
    readonly errors: string[] = [],
  ) {
    super(reason);
    this.name = "VcApiError";
  }
}

/** Readable details of a library error: our document loader's own message when it is the cause
 * (jsonld wraps it in details.cause), else the error's message. */
export function errorDetails(error: unknown): string[] {
  const seen: string[] = [];
  const walk = (e: unknown, depth: number): string | undefined => {
    if (!e || typeof e !== "object" || depth > 8) return undefined;
    const err = e as { name?: unknown; message?: unknown; cause?: unknown; details?: { cause?: unknown }; error?: unknown };
    if (err.name === "DocumentLoaderError" && typeof err.message === "string") return err.message;
    if (typeof err.message === "string") seen.push(err.message);
    return walk(err.details?.cause, depth + 1) ?? walk(err.cause, depth + 1) ?? walk(err.error, depth + 1);
  };
  const message = walk(error, 0) ?? seen[0] ?? String(error);
  return [message.slice(0, 300)];
}
