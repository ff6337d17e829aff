// SQLite serves one instance: the database is a file of this machine. To make that plain rather
// than a corruption risk, the process that opens `bitaqa.db` first takes an exclusive lock on a
// small companion file (`bitaqa.db.instance-lock`, SQLite's own file locking, held until the
// process exits or dies, kill -9 included); a second server on the same DATA_DIR stops at once
// with an explanation. The database file itself stays unlocked for backups and the sqlite3 shell.
import BetterSqlite3 from "better-sqlite3";

export class SqliteInUseError extends Error {
  constructor(lockPath: string) {
    super(
      `Another Bitaqa server is using this SQLite database (lock held on ${lockPath}). ` +
        "SQLite serves one instance; to run several, give them one PostgreSQL with DATABASE_URL (docs/instances.md).",
    );
    this.name = "SqliteInUseError";
  }
}

/** Takes the lock for `sqlitePath`; answers the function that releases it. */
export function claimSqliteFile(sqlitePath: string): () => void {
  const lockPath = `${sqlitePath}.instance-lock`;
  const lock = new BetterSqlite3(lockPath, { timeout: 0 });
  try {
    lock.pragma("locking_mode = EXCLUSIVE"); // the first write's lock is kept until close
    lock.pragma("journal_mode = DELETE");
    lock.exec("CREATE TABLE IF NOT EXISTS owner (pid INTEGER NOT NULL, started_at TEXT NOT NULL)");
    lock.transaction(() => {
      lock.exec("DELETE FROM owner");
      lock.prepare("INSERT INTO owner (pid, started_at) VALUES (?, ?)").run(process.pid, new Date().toISOString());
    })();
  } catch (err) {
    lock.close();
    if ((err as { code?: string }).code === "SQLITE_BUSY") throw new SqliteInUseError(lockPath);
    throw err;
  }
  return () => lock.close();
}
