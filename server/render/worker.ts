// Renderer process entry: renders jobs sent by pool.ts (through renderer-process.ts), off the main
// process. It says "ready" once its modules and fonts are loaded, so the pool's time limit counts
// drawing, not start-up. The pool SIGKILLs it at the time limit; it keeps nothing that must be saved.
import "../process-env.ts";
import { registerFonts } from "./fonts.ts";
import { renderOutput, type RenderJob } from "./output.ts";

registerFonts();

const send = (msg: object) => process.send?.(msg);

process.on("message", async (msg: { id: number; job: RenderJob }) => {
  try {
    const out = await renderOutput(msg.job);
    send({ id: msg.id, ok: true, bytes: out.bytes, contentType: out.contentType });
  } catch (err) {
    send({ id: msg.id, ok: false, error: err instanceof Error ? err.message : String(err) });
  }
});
// The pool's process is gone: nothing is left to draw for.
process.on("disconnect", () => process.exit(0));
send({ ready: true });
