// One server per SQLite file: a second one on the same DATA_DIR stops with an explanation.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createDb } from "./index.ts";
import { claimSqliteFile, SqliteInUseError } from "./sqlite-owner.ts";

const dir = mkdtempSync(path.join(tmpdir(), "bitaqa-sqlite-owner-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.runIf(process.env.TEST_DB !== "pg")("claimSqliteFile", () => {
  it("refuses a second claim while the first holds the file, and allows it once released", () => {
    const file = path.join(dir, "a.db");
    const release = claimSqliteFile(file);
    expect(() => claimSqliteFile(file)).toThrow(SqliteInUseError);
    expect(() => claimSqliteFile(file)).toThrow(/PostgreSQL with DATABASE_URL/);
    release();
    claimSqliteFile(file)();
  });

  it("stops a second process on the same database file; closing the first frees it", async () => {
    const file = path.join(dir, "b.db");
    const handle = createDb({ sqlitePath: file });
    const child = () =>
      spawnSync(process.execPath, ["--import", "tsx", "-e", `import("${new URL("./index.ts", import.meta.url).pathname}").then((m) => m.createDb({ sqlitePath: ${JSON.stringify(file)} }).destroy())`], { encoding: "utf8" });
    const refused = child();
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toContain("Another Bitaqa server is using this SQLite database");
    await handle.destroy();
    const allowed = child();
    expect(allowed.stderr).toBe("");
    expect(allowed.status).toBe(0);
  }, 30_000);
});
