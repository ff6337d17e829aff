// Database connection for SQLite (default) or PostgreSQL (DATABASE_URL), plus migration runner.
import fs from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import pg from "pg";
import { Kysely, Migrator, PostgresDialect, type MigrationProvider } from "kysely";
import type { Database } from "./schema.ts";
import { claimSqliteFile } from "./sqlite-owner.ts";
import { migrations } from "./migrations/index.ts";
import { FifoSqliteDialect } from "./sqlite-driver.ts";
import { WriteGenerations } from "./write-generations.ts";

export type Dialect = "sqlite" | "pg";
export type Db = Kysely<Database>;

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  /** PostgreSQL schema holding the tables (and the migration bookkeeping). */
  pgSchema?: string;
  /** The PostgreSQL pool (metrics read its counts). */
  pgPool?: pg.Pool;
  /** The SQLite connection (metrics, online backup). */
  sqlite?: BetterSqlite3.Database;
  destroy(): Promise<void>;
}

/** Write counters per table of each database handle's Kysely instance (write-generations.ts). */
const generations = new WeakMap<Db, WriteGenerations>();
export function writeGenerations(db: Db): WriteGenerations | undefined {
  return generations.get(db);
}
function withGenerations(db: Db, plugin: WriteGenerations): Db {
  generations.set(db, plugin);
  return db;
}

export interface DbOptions {
  databaseUrl?: string;
  /** SQLite file path or ":memory:" */
  sqlitePath: string;
  /** PostgreSQL only: schema to use as search_path (tests use a throwaway schema). */
  pgSchema?: string;
  /** PostgreSQL pool size */
  poolMax?: number;
  /**
   * SQLite: claim the file for this server (default). Only a test that watches a server's file from
   * another process turns it off; a server never does.
   */
  claimSqlite?: boolean;
}

export function createDb(options: DbOptions): DbHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      ...(options.pgSchema ? { options: `-c search_path=${quoteIdent(options.pgSchema)}` } : {}),
    });
    const plugin = new WriteGenerations();
    const db = withGenerations(new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins: [plugin] }), plugin);
    return { db, dialect: "pg", pgSchema: options.pgSchema ?? "public", pgPool: pool, destroy: () => db.destroy() };
  }
  let release = () => {};
  if (options.sqlitePath !== ":memory:") {
    fs.mkdirSync(path.dirname(options.sqlitePath), { recursive: true });
    if (options.claimSqlite !== false) release = claimSqliteFile(options.sqlitePath); // one server per SQLite file (see sqlite-owner.ts)
  }
  const sqlite = new BetterSqlite3(options.sqlitePath);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  sqlite.pragma("synchronous = NORMAL");
  cachePreparedStatements(sqlite);
  const plugin = new WriteGenerations();
  const db = withGenerations(new Kysely<Database>({ dialect: new FifoSqliteDialect(sqlite), plugins: [plugin] }), plugin);
  return {
    db,
    dialect: "sqlite",
    sqlite,
    destroy: async () => {
      await db.destroy();
      release();
    },
  };
}

/**
 * Kysely prepares every query anew; with better-sqlite3 that compile step was ~15 % of the server's
 * time under verify load. Statements are reusable (the driver is synchronous, and we never stream
 * with iterate()), so keep the most recent few hundred by SQL text.
 */
function cachePreparedStatements(sqlite: BetterSqlite3.Database, max = 500): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, BetterSqlite3.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement) {
      cache.delete(source); // re-insert: most recently used last
    } else {
      statement = prepare(source);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
    }
    cache.set(source, statement);
    return statement;
  }) as typeof sqlite.prepare;
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/i.test(name)) throw new Error(`unsafe schema name: ${name}`);
  return name;
}

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(handle: Pick<DbHandle, "db" | "pgSchema">): Promise<void> {
  // The schema is named explicitly: Kysely otherwise finds migration tables of *any* schema.
  // Unordered: work done on parallel branches lands with migration numbers that need not arrive in
  // order (e.g. 011 after 012 on a database that ran 012 first); each still runs once.
  const migrator = new Migrator({ db: handle.db, provider, allowUnorderedMigrations: true, ...(handle.pgSchema ? { migrationTableSchema: handle.pgSchema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ""} failed: ${String((error as Error)?.message ?? error)}`, { cause: error });
  }
}
