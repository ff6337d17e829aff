// Entry point: config → database (migrate + seed) → HTTP server; graceful shutdown on signals.
// First: environment that native addons read when they load (see process-env.ts).
import "./process-env.ts";
import { loadConfig } from "./config.ts";
import { createDb } from "./db/index.ts";
import { prepareDatabase } from "./prepare.ts";
import { buildApp } from "./app.ts";

async function main() {
  // package.json "engines": older Node versions crash in better-sqlite3 (Node-API of Node 22+).
  if (Number(process.versions.node.split(".")[0]) < 22) {
    process.stderr.write(`Bitaqa needs Node.js 22 or 24; this is ${process.version}.\n`);
    process.exit(1);
  }
  const config = loadConfig(process.env);
  const handle = createDb(config);
  // Safe when several instances start together (advisory lock on PostgreSQL, see db/prepare.ts).
  const seeded = await prepareDatabase(handle, config);
  if (seeded.adminCreated) {
    const { username, email, password, generated } = seeded.adminCreated;
    // Printed once, only when the admin row is created.
    const lines = [`Admin account created: username "${username}", email "${email}"`];
    if (generated) lines.push(`Generated password (shown only now, change it after signing in): ${password}`);
    process.stdout.write(`\n${lines.join("\n")}\n\n`);
  }
  const app = await buildApp({ config, db: handle, prepareDb: false });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await handle.destroy();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
