// A server instance without HTTP, for the crash test (server/mail/crash.test.ts): builds the app on
// DATA_DIR's SQLite file, starts its job runner, prints "ready", and runs until killed.
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";

const app = await buildApp({ config: loadConfig(process.env), logger: false });
await app.ready();
process.stdout.write("ready\n");
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
setInterval(() => undefined, 1 << 30);
