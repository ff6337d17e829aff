// `npm run backup [-- <file>]`: a consistent copy of the SQLite database while the server runs, with
// SQLite's online backup API (better-sqlite3 `backup()`): pages are copied in steps, and the copy is
// one point-in-time state including what is still in the WAL. Writes are not blocked. The copy goes
// to <file>, or DATA_DIR/backups/bitaqa-<UTC time>.db, and is checked (PRAGMA integrity_check).
// With DATABASE_URL set the database is PostgreSQL: use pg_dump instead (docs/operations.md "Backups").
import { existsSync, mkdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import Database from "better-sqlite3";

if (process.env.DATABASE_URL) {
  console.error('DATABASE_URL is set: this is a PostgreSQL installation. Back it up with pg_dump, e.g.\n  pg_dump --format=custom --file=bitaqa.dump "$DATABASE_URL"');
  process.exit(2);
}
const dataDir = resolve(process.env.DATA_DIR || "./data");
const source = join(dataDir, "bitaqa.db");
if (!existsSync(source)) {
  console.error(`No database at ${source} (set DATA_DIR to the server's data directory).`);
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/[:.]/g, "-");
const target = resolve(process.argv[2] || join(dataDir, "backups", `bitaqa-${stamp}.db`));
if (existsSync(target)) {
  console.error(`${target} exists; choose another file.`);
  process.exit(1);
}
mkdirSync(dirname(target), { recursive: true });

// A normal connection (it only reads): a read-only one cannot always open a WAL database.
const db = new Database(source, { fileMustExist: true });
db.pragma("busy_timeout = 5000");
const started = Date.now();
// 1,000 pages (4 MB) per step; between steps the server's writes go on. If a write changes pages
// already copied, SQLite restarts the copy, so the result is always one consistent state.
await db.backup(target, { progress: () => 1000 });
db.close();

const copy = new Database(target, { readonly: true });
const check = copy.pragma("integrity_check", { simple: true });
const tables = copy.prepare("select count(*) as n from sqlite_master where type = 'table'").get().n;
copy.close();
if (check !== "ok") {
  console.error(`The copy failed its integrity check: ${check}`);
  process.exit(1);
}
const mb = (statSync(target).size / 1024 / 1024).toFixed(1);
console.log(`Backed up ${source} → ${target} (${mb} MB, ${tables} tables, integrity ok, ${Date.now() - started} ms)`);
