// VC-API presentation verification. Every embedded credential goes through the same checks as
// POST /vc-api/credentials/verify; a signed presentation's proof (purpose "authentication") is
// verified by @digitalbazaar/vc with the caller's challenge and domain, and must be made by the
// holder's key. An unsigned presentation is accepted only when no challenge was asked for.
import { findLoaderErrorCode } from "../../credentials/documentLoader.ts";
import { assertLosslessJsonLd } from "../../credentials/jsonLd.ts";
import type { PresentationVerifyAnswer } from "../../../shared/api/vc.ts";
import { verifyAnyCredential, type CredentialCheckContext } from "./verify-credential.ts";
import { errorDetails } from "./errors.ts";
import { checkPresentationRules, verifyPresentationProof, verifySuites } from "./vc-lib.ts";

export const MAX_PRESENTATION_BYTES = 1024 * 1024;
export const MAX_PRESENTATION_NODES = 1024;
export const MAX_PRESENTATION_DEPTH = 40;
export const MAX_PRESENTED_CREDENTIALS = 8;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

export interface PresentationOutcome {
  status: 200 | 400 | 422;
  answer: PresentationVerifyAnswer;
}

function tooBig(root: unknown): string | undefined {
  if (Buffer.byteLength(JSON.stringify(root), "utf8") > MAX_PRESENTATION_BYTES) return "The presentation is larger than 1 MB.";
  let nodes = 0;
  const stack: Array<[unknown, number]> = [[root, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (typeof value !== "object" || value === null) continue;
    if (depth > MAX_PRESENTATION_DEPTH) return `The presentation is nested deeper than ${MAX_PRESENTATION_DEPTH} levels.`;
    if (++nodes > MAX_PRESENTATION_NODES) return `The presentation has more than ${MAX_PRESENTATION_NODES} objects.`;
    for (const child of Object.values(value)) stack.push([child, depth + 1]);
  }
  return undefined;
}

function messagesOf(error: unknown, out: string[] = [], depth = 0): string[] {
  if (!error || depth > 4 || out.length >= 5) return out;
  if (Array.isArray(error)) for (const item of error) messagesOf(item, out, depth + 1);
  else if (typeof (error as { message?: unknown }).message === "string") {
    out.push(String((error as Error).message).slice(0, 300));
    messagesOf((error as { errors?: unknown }).errors, out, depth + 1);
  }
  return [...new Set(out)];
}

const holderId = (holder: unknown): unknown => (isObject(holder) ? holder.id : holder);

export async function verifyAnyPresentation(
  ctx: CredentialCheckContext,
  input: unknown,
  options: { challenge?: string; domain?: string },
): Promise<PresentationOutcome> {
  const signed = isObject(input) && "proof" in input;
  const refuse = (status: 400 | 422, reason: string, errors: string[], credentialResults: PresentationVerifyAnswer["credentialResults"] = []): PresentationOutcome => ({
    status,
    answer: { verified: false, reason, errors, warnings: [], presentationResult: { verified: false, signed }, credentialResults },
  });
  if (!isObject(input)) return refuse(400, "malformed", ['"verifiablePresentation" must be a JSON object.']);
  const size = tooBig(input);
  if (size) return refuse(400, "malformed", [size]);
  const presentation = structuredClone(input);
  try {
    checkPresentationRules(presentation);
  } catch (error) {
    return refuse(400, "malformed", messagesOf(error));
  }
  const holder = holderId(presentation.holder);
  if ("holder" in presentation && (typeof holder !== "string" || !URL.canParse(holder))) return refuse(400, "malformed", ['"holder" must be a URI.']);
  const credentials = "verifiableCredential" in presentation ? [presentation.verifiableCredential].flat() : [];
  if (credentials.length > MAX_PRESENTED_CREDENTIALS) return refuse(400, "malformed", [`At most ${MAX_PRESENTED_CREDENTIALS} credentials per presentation.`]);
  try {
    await assertLosslessJsonLd(presentation, ctx.issuer.documentLoader);
  } catch (error) {
    return refuse(400, findLoaderErrorCode(error) === "UNKNOWN_CONTEXT" ? "unknown_context" : "malformed", errorDetails(error));
  }

  const credentialResults = [];
  for (const credential of credentials) credentialResults.push(await verifyAnyCredential(ctx, credential));
  const failedCredential = credentialResults.find((r) => !r.verified);
  if (failedCredential) {
    const status = failedCredential.reason === "malformed" || failedCredential.reason === "unknown_context" ? 400 : 422;
    return refuse(status, "credential", failedCredential.errors, credentialResults);
  }

  const warnings = credentialResults.flatMap((r) => r.warnings);
  if (!signed) {
    if (options.challenge !== undefined) return refuse(422, "proof_missing", ["A challenge was given but the presentation is not signed."], credentialResults);
    return {
      status: 200,
      answer: { verified: true, errors: [], warnings, presentationResult: { verified: true, signed: false, ...(typeof holder === "string" && { holder }) }, credentialResults },
    };
  }
  if (options.challenge === undefined) return refuse(400, "challenge_required", ["A signed presentation is verified against options.challenge."], credentialResults);

  const result = await verifyPresentationProof({
    presentation,
    suite: verifySuites(),
    documentLoader: ctx.issuer.documentLoader,
    challenge: options.challenge,
    ...(options.domain !== undefined && { domain: options.domain }),
    // Status was checked above by our own credential checks; the library asks for a callback.
    checkStatus: async () => ({ verified: true }),
    now: ctx.now,
  });
  if (!result.presentationResult?.verified) {
    const errors = messagesOf(result.error ?? result.presentationResult?.error ?? result.presentationResult?.results?.map((r) => r.error));
    const code = findLoaderErrorCode(result.error) ?? findLoaderErrorCode(result.presentationResult?.results);
    const reason = code === "UNRESOLVABLE" ? "holder" : errors.some((e) => /challenge|domain/i.test(e)) ? "challenge" : "signature";
    return refuse(422, reason, errors.length ? errors : ["The presentation's proof did not verify."], credentialResults);
  }
  if (!result.verified) return refuse(422, "credential", messagesOf(result.credentialResults?.map((r) => r.error)), credentialResults);
  // The proof must be the holder's: its verification method belongs to the holder's DID.
  const proofs = [presentation.proof].flat().filter(isObject);
  const methods = proofs.map((p) => String(p.verificationMethod ?? "").split("#")[0]);
  if (typeof holder === "string" && !methods.includes(holder)) return refuse(422, "holder", ["The presentation was not signed by its holder."], credentialResults);
  return {
    status: 200,
    answer: { verified: true, errors: [], warnings, presentationResult: { verified: true, signed: true, ...(typeof holder === "string" && { holder }) }, credentialResults },
  };
}
