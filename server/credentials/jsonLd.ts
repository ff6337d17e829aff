// JSON-LD "safe mode" expansion: fails when a property or type would be silently dropped
// (an undefined term) or a context cannot be loaded. eddsa-rdfc-2022 canonicalises in safe
// mode already; eddsa-jcs-2022 signs the raw JSON, so both signing and verifying run this to
// hold every credential to the same standard (what is signed is exactly what is meant).
import jsonld from "jsonld";
import type { DocumentLoader } from "./documentLoader.ts";

export async function assertLosslessJsonLd(document: object, documentLoader: DocumentLoader): Promise<void> {
  await jsonld.expand(document, { documentLoader, safe: true, base: null });
}
