// The integration API's reference, mounted at /api:
//   GET /api/openapi.json — the OpenAPI 3.1 document (server/openapi/document.ts)
//   GET /api/docs — Swagger UI, self-hosted from swagger-ui-dist (no CDN), under the app's CSP:
//   no inline script (the page loads docs/init.js from this origin), no validator calls.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { FastifyInstance } from "fastify";
import { openApiDocument } from "../../../openapi/document.ts";

const swaggerDir = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const ASSETS: Record<string, { file: string; type: string }> = {
  "swagger-ui.css": { file: "swagger-ui.css", type: "text/css; charset=utf-8" },
  "swagger-ui-bundle.js": { file: "swagger-ui-bundle.js", type: "text/javascript; charset=utf-8" },
  "favicon-32x32.png": { file: "favicon-32x32.png", type: "image/png" },
};

const INIT_JS = `window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: "/api/openapi.json",
    dom_id: "#swagger-ui",
    deepLinking: true,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bitaqa API reference</title>
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

export default async function apiDocsRoutes(app: FastifyInstance) {
  const cache = new Map<string, Buffer>();

  app.get("/openapi.json", async (_request, reply) => {
    return reply.header("cache-control", "no-cache").send(openApiDocument());
  });

  app.get("/docs", async (_request, reply) => reply.type("text/html; charset=utf-8").header("cache-control", "no-cache").send(PAGE));

  app.get("/docs/init.js", async (_request, reply) => reply.type("text/javascript; charset=utf-8").header("cache-control", "no-cache").send(INIT_JS));

  app.get<{ Params: { asset: string } }>("/docs/:asset", async (request, reply) => {
    const asset = ASSETS[request.params.asset];
    if (!asset) return reply.callNotFound();
    let body = cache.get(asset.file);
    if (!body) {
      body = await readFile(join(swaggerDir, asset.file));
      cache.set(asset.file, body);
    }
    return reply.type(asset.type).header("cache-control", "public, max-age=86400").send(body);
  });
}
