// VC-API issuing: takes a client's unsigned credential (VC 2.0, or VC 1.1 with issuanceDate),
// makes our DID its issuer (a different issuer is refused: our key only speaks for us), checks the
// data model and that every term is defined by bundled contexts, and signs it with a Data
// Integrity proof. Nothing is fetched; an unknown context is a refusal.
import { signCredential, type Cryptosuite, type Issuer, type SignedCredential } from "../../credentials/index.ts";
import { checkCredentialShape } from "../../credentials/credentialShape.ts";
import { findLoaderErrorCode } from "../../credentials/documentLoader.ts";
import { assertLosslessJsonLd } from "../../credentials/jsonLd.ts";
import { ownDids } from "../issuer/issuer.ts";
import { dataModelErrors } from "./data-model.ts";
import { errorDetails, VcApiError } from "./errors.ts";
import { ownResourceDigestErrors, type FetchOwn } from "./related-resources.ts";

const VC_V1 = "https://www.w3.org/2018/credentials/v1";

export interface IssueOptions {
  cryptosuite: Cryptosuite;
  credentialId?: string;
  created?: Date;
  /** Our public URL and how to read what we serve there: related resources under it have their digests checked. */
  ownResources?: { publicUrl: string; fetch: FetchOwn };
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Sets our signing DID as the issuer; refuses another issuer. */
function adoptIssuer(credential: Record<string, unknown>, issuer: Issuer): void {
  const own = ownDids(issuer);
  const current = credential.issuer;
  if (current === undefined) {
    credential.issuer = issuer.did;
  } else if (typeof current === "string") {
    if (!own.includes(current)) throw new VcApiError(422, "issuerMismatch", [`The issuer must be ${issuer.did}.`]);
    credential.issuer = issuer.did;
  } else if (isObject(current)) {
    if (current.id !== undefined && !own.includes(current.id as string)) {
      throw new VcApiError(422, "issuerMismatch", [`The issuer must be ${issuer.did}.`]);
    }
    credential.issuer = { ...current, id: issuer.did };
  } else {
    throw new VcApiError(400, "malformed", ['"issuer" must be a URI or an object.']);
  }
}

export async function issueVcApiCredential(issuer: Issuer, input: unknown, options: IssueOptions): Promise<SignedCredential> {
  if (!isObject(input)) throw new VcApiError(400, "malformed", ['"credential" must be a JSON object.']);
  if ("proof" in input) throw new VcApiError(422, "alreadySigned", ["The credential already has a proof."]);
  // A first pass bounds size and depth before anything is copied or walked.
  const first = checkCredentialShape({ ...input, issuer: issuer.did, ...(input.issuanceDate === undefined && { issuanceDate: new Date().toISOString() }) });
  if (!first.ok) throw new VcApiError(400, "malformed", first.errors);

  const credential = structuredClone(input);
  adoptIssuer(credential, issuer);
  const context = credential["@context"];
  if (Array.isArray(context) && context[0] === VC_V1 && credential.issuanceDate === undefined) {
    credential.issuanceDate = `${new Date().toISOString().slice(0, 19)}Z`;
  }
  if (options.credentialId !== undefined) {
    if (credential.id !== undefined && credential.id !== options.credentialId) {
      throw new VcApiError(400, "malformed", ['"options.credentialId" differs from the credential\'s "id".']);
    }
    credential.id = options.credentialId;
  }

  const shape = checkCredentialShape(credential);
  if (!shape.ok) throw new VcApiError(400, "malformed", shape.errors);
  const modelErrors = dataModelErrors(shape.credential, shape.version);
  if (modelErrors.length > 0) throw new VcApiError(400, "malformed", modelErrors);
  if (options.ownResources) {
    const digestErrors = await ownResourceDigestErrors(shape.credential, options.ownResources.publicUrl, options.ownResources.fetch);
    if (digestErrors.length > 0) throw new VcApiError(400, "relatedResourceDigest", digestErrors);
  }
  try {
    await assertLosslessJsonLd(shape.credential, issuer.documentLoader);
  } catch (error) {
    throw new VcApiError(400, findLoaderErrorCode(error) === "UNKNOWN_CONTEXT" ? "unknown_context" : "malformed", errorDetails(error));
  }
  try {
    return await signCredential(shape.credential, issuer, { cryptosuite: options.cryptosuite, created: options.created });
  } catch (error) {
    // Every input problem was caught above; what remains is a document the libraries refuse.
    throw new VcApiError(400, findLoaderErrorCode(error) === "UNKNOWN_CONTEXT" ? "unknown_context" : "malformed", errorDetails(error));
  }
}
