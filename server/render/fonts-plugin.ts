// Serves the registry's TTF files and the @font-face stylesheet from our own origin:
//   GET /fonts/fonts.css    @font-face rules (family names identical to the server's)
//   GET /fonts/<file>.ttf   only files named in shared/design/fonts.ts (no filesystem paths from the URL)
import { readFile } from "node:fs/promises";
import type { FastifyInstance } from "fastify";
import { fontFaceCss } from "../../shared/design/fonts.ts";
import { fontFilePath } from "./fonts.ts";

const YEAR = "public, max-age=31536000, immutable";

export async function fontsPlugin(app: FastifyInstance, opts: { prefix?: string } = {}): Promise<void> {
  const base = opts.prefix ?? "/fonts";
  const css = fontFaceCss(`${base}/`);

  app.get(`${base}/fonts.css`, async (_req, reply) => {
    // Not immutable: the font list can change between deployments while the URL stays the same.
    return reply.header("Cache-Control", "public, max-age=3600").type("text/css; charset=utf-8").send(css);
  });

  app.get<{ Params: { file: string } }>(`${base}/:file`, async (req, reply) => {
    const path = fontFilePath(req.params.file);
    if (!path) return reply.code(404).send({ message: "font not found", code: "not_found" });
    const bytes = await readFile(path);
    return reply.header("Cache-Control", YEAR).header("Access-Control-Allow-Origin", "*").type("font/ttf").send(bytes);
  });
}
