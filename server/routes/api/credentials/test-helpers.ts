// Shared by the credential tests: issuing on seeded templates, revoking as admin, and a document
// loader for the independent status list library that answers our URLs through app.inject.
import type { FastifyInstance } from "fastify";
import { contexts as statusContexts } from "@digitalbazaar/vc-bitstring-status-list-context";
import { createDocumentLoader } from "../../../credentials/index.ts";

export async function issueOn(app: FastifyInstance, templateId: string, values: Record<string, string>, extra: Record<string, unknown> = {}) {
  const res = await app.inject({ method: "POST", url: "/api/certificates", payload: { templateId, values, ...extra } });
  if (res.statusCode !== 201) throw new Error(`issue failed: ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; code: string };
}

export async function revoke(app: FastifyInstance, cookie: string, id: string) {
  return app.inject({ method: "POST", url: `/api/admin/certificates/${id}/revoke`, headers: { cookie }, payload: { reason: "خطأ في البيانات" } });
}

export async function fetchCredential(app: FastifyInstance, id: string) {
  const res = await app.inject({ url: `/api/certificates/${id}/credential.json` });
  if (res.statusCode !== 200) throw new Error(`credential.json: ${res.statusCode}`);
  return res.json() as Record<string, unknown> & { credentialStatus: Record<string, string> };
}

/** Contexts and did:key from our bundle, the status list context from its package, our lists by inject. */
export function statusDocumentLoader(app: FastifyInstance, publicUrl: string) {
  const base = createDocumentLoader();
  return async (url: string) => {
    const context = statusContexts.get(url);
    if (context) return { contextUrl: null, documentUrl: url, document: context };
    if (url.startsWith(`${publicUrl}/api/credentials/status/`)) {
      const res = await app.inject({ url: url.slice(publicUrl.length) });
      if (res.statusCode !== 200) throw new Error(`status list ${res.statusCode}`);
      return { contextUrl: null, documentUrl: url, document: res.json() };
    }
    return base(url);
  };
}
