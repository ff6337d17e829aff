// Kysely's SQLite driver guards its single connection with a mutex whose waiters all wake on every
// release and race for it again: with 50 requests waiting that is ~1,250 wake-ups per 50 queries,
// and under 50 connections it cut /healthz to a sixth of a bare route. This driver is the same
// (better-sqlite3 runs each statement synchronously) with a first-come-first-served queue.
import { CompiledQuery, SelectQueryNode, SqliteDialect, type DatabaseConnection, type Driver, type QueryResult } from "kysely";
import type BetterSqlite3 from "better-sqlite3";

class FifoLock {
  private held = false;
  private readonly waiters: (() => void)[] = [];
  lock(): Promise<void> | void {
    if (!this.held) {
      this.held = true;
      return;
    }
    return new Promise<void>((resolve) => this.waiters.push(resolve));
  }
  unlock(): void {
    const next = this.waiters.shift();
    if (next) next(); // the lock passes straight to the next waiter
    else this.held = false;
  }
}

class Connection implements DatabaseConnection {
  constructor(private readonly db: BetterSqlite3.Database) {}
  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const stmt = this.db.prepare(compiled.sql);
    const parameters = compiled.parameters as unknown[];
    if (stmt.reader) return Promise.resolve({ rows: stmt.all(parameters) as R[] });
    const { changes, lastInsertRowid } = stmt.run(parameters);
    return Promise.resolve({ numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] });
  }
  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiled.query)) throw new Error("Sqlite driver only supports streaming of select queries");
    for (const row of this.db.prepare(compiled.sql).iterate(compiled.parameters as unknown[])) yield { rows: [row as R] };
  }
}

class FifoSqliteDriver implements Driver {
  private readonly lockQueue = new FifoLock();
  private readonly connection: Connection;
  constructor(private readonly db: BetterSqlite3.Database) {
    this.connection = new Connection(db);
  }
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    await this.lockQueue.lock();
    return this.connection;
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin"));
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("commit"));
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("rollback"));
  }
  async releaseConnection(): Promise<void> {
    this.lockQueue.unlock();
  }
  async destroy(): Promise<void> {
    this.db.close();
  }
}

/** SqliteDialect with the FIFO driver above (same adapter, compiler and introspector). */
export class FifoSqliteDialect extends SqliteDialect {
  constructor(private readonly database: BetterSqlite3.Database) {
    super({ database });
  }
  override createDriver(): Driver {
    return new FifoSqliteDriver(this.database);
  }
}
