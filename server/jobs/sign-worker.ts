// Worker thread entry of the bulk signing pool (sign-pool.ts): signs credentials with the issuer
// key it was started with, off the main event loop, so a bulk job signs on every core.
import { parentPort, workerData } from "node:worker_threads";
import { loadIssuer, signCredential, type Cryptosuite, type DidMethod, type StoredIssuerKey } from "../credentials/index.ts";

const init = workerData as { key: StoredIssuerKey; didMethod: DidMethod; publicUrl: string };
const issuer = loadIssuer(init.key, { didMethod: init.didMethod, publicUrl: init.publicUrl });

parentPort!.on("message", async (msg: { id: number; unsigned: Record<string, unknown>; created: string; cryptosuite?: Cryptosuite }) => {
  try {
    const signed = await signCredential(msg.unsigned, await issuer, { created: new Date(msg.created), cryptosuite: msg.cryptosuite });
    parentPort!.postMessage({ id: msg.id, ok: true, signed });
  } catch (err) {
    parentPort!.postMessage({ id: msg.id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
