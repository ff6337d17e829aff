// The issuer options: GET / → { didMethod, cryptosuite, did, didKey, didWeb, didWebAvailable }
// · PUT { didMethod: key|web, cryptosuite: eddsa-rdfc-2022|eddsa-jcs-2022 } → the same. Credentials
// signed afterwards (certificates, VC-API) use them; earlier ones stay verifiable (same key, both
// DIDs resolve). did:web is refused unless PUBLIC_URL is https (or localhost, for development).
import type { FastifyInstance } from "fastify";
import { issuerSettingsInput, type IssuerSettingsView } from "../../../../../shared/api/vc.ts";
import { currentUser, requireAdmin } from "../../../../policies/auth.ts";
import { certError } from "../../../../services/certificates/errors.ts";
import { recordActivity } from "../../../../services/activity.ts";
import { didWebAllowed, getIssuer, issuerOptions, putIssuerOptions } from "../../../../services/issuer/issuer.ts";

export default async function adminIssuerRoutes(app: FastifyInstance) {
  app.addHook("onRequest", requireAdmin);

  const view = async (): Promise<IssuerSettingsView> => {
    const options = await issuerOptions(app.db);
    const issuer = await getIssuer(app.db, app.config.publicUrl);
    return {
      ...options,
      did: issuer.did,
      didKey: issuer.didKey.did,
      didWeb: issuer.didWeb?.did ?? null,
      didWebAvailable: didWebAllowed(app.config.publicUrl),
    };
  };

  app.get("/", view);

  app.put("/", async (request) => {
    const input = issuerSettingsInput.parse(request.body ?? {});
    if (input.didMethod === "web" && !didWebAllowed(app.config.publicUrl)) {
      throw certError(400, "certificates:didWebNeedsHttps", {}, { didMethod: "validation:invalid" });
    }
    await putIssuerOptions(app.db, input);
    await recordActivity(app.db, currentUser(request).id, "issuer.update", `${input.didMethod} ${input.cryptosuite}`);
    return view();
  });
}
