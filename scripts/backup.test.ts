// `npm run backup`: a consistent, checked copy of a live WAL database (rows still in the WAL
// included) while a writer keeps the database open; refuses to overwrite; PostgreSQL is pointed at pg_dump.
import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";

const script = new URL("./backup.mjs", import.meta.url).pathname;
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function run(env: Record<string, string>, args: string[] = []) {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  return spawnSync(process.execPath, [script, ...args], { env: { ...base, ...env }, encoding: "utf8" });
}

describe("scripts/backup.mjs", () => {
  it("copies a database that a running writer holds open, including rows not yet checkpointed", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "bitaqa-backup-"));
    dirs.push(dataDir);
    const live = new Database(join(dataDir, "bitaqa.db"));
    live.pragma("journal_mode = WAL");
    live.pragma("wal_autocheckpoint = 0"); // keep everything in the WAL, as between checkpoints
    live.exec("create table notes (id integer primary key, body text)");
    const insert = live.prepare("insert into notes (body) values (?)");
    for (let i = 0; i < 2000; i++) insert.run(`note ${i} ${"x".repeat(200)}`);
    expect(existsSync(join(dataDir, "bitaqa.db-wal"))).toBe(true);

    const target = join(dataDir, "copy.db");
    const result = run({ DATA_DIR: dataDir }, [target]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("integrity ok");
    insert.run("written after the backup");
    live.close();

    const copy = new Database(target, { readonly: true });
    expect(copy.prepare("select count(*) as n from notes").get()).toEqual({ n: 2000 });
    copy.close();

    // The default name lands in DATA_DIR/backups; an existing file is never overwritten.
    const again = run({ DATA_DIR: dataDir });
    expect(again.status, again.stderr).toBe(0);
    expect(again.stdout).toMatch(/backups\/bitaqa-.*\.db/);
    writeFileSync(join(dataDir, "taken.db"), "x");
    expect(run({ DATA_DIR: dataDir }, [join(dataDir, "taken.db")]).status).toBe(1);
  });

  it("points PostgreSQL installations to pg_dump, and a missing database is an error", () => {
    const pgRun = run({ DATABASE_URL: "postgres://localhost/bitaqa" });
    expect(pgRun.status).toBe(2);
    expect(pgRun.stderr).toContain("pg_dump");
    const dataDir = mkdtempSync(join(tmpdir(), "bitaqa-backup-"));
    dirs.push(dataDir);
    const missing = run({ DATA_DIR: dataDir });
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("No database");
  });
});
