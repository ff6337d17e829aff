// The certificate's PNG download as a baked badge (OB 3.0 §5.3, issue 33): the rendered PNG (the
// render cache's bytes, unchanged pixels) with the signed credential in an `openbadgecredential`
// iTXt chunk. Baking is a copy of the chunks, cheap next to the render it reuses; its ETag names the
// image and the credential, so a re-signed credential is a new download and a revalidation of the
// same one is still a 304.
import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { RenderedResponse } from "../../render/service.ts";
import { bakePng } from "../../credentials/baked-png.ts";
import { currentCredential } from "./current-credential.ts";

export async function bakedDownload(app: FastifyInstance, row: { id: string; credential: string | null }, rendered: RenderedResponse): Promise<RenderedResponse> {
  const credential = await currentCredential(app.db, app.config.publicUrl, row);
  if (!credential) return rendered; // a certificate without a credential has nothing to bake
  // Compact JSON of the signed credential, as the spec asks (stored text may be the same already).
  const compact = JSON.stringify(JSON.parse(credential));
  const tag = createHash("sha256").update(compact).digest("base64url").slice(0, 16);
  return { ...rendered, bytes: bakePng(rendered.bytes, compact), etag: `${rendered.etag.replace(/"$/, "")}-ob${tag}"` };
}
