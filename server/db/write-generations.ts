// Counts writes per table made through this process's Kysely instance (a plugin sees every insert,
// update and delete before and after it runs), so a cache of answers read from some tables can tell
// cheaply whether they may have changed: the counters it saw when it stored the answer still hold.
// Only this process's writes are seen: with SQLite that is every write (one server per file, see
// README), with PostgreSQL and several instances a cache must also expire by time.
import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";

const ALL = "*";

function tableOf(node: OperationNode | undefined): string {
  if (!node) return ALL;
  const n = node as OperationNode & { table?: { identifier?: { name?: string } }; node?: OperationNode };
  if (n.kind === "TableNode") return n.table?.identifier?.name ?? ALL;
  if (n.kind === "AliasNode") return tableOf(n.node);
  return ALL;
}

/** The table a statement writes, "*" when it cannot tell (raw SQL, DDL), undefined for reads. */
function writtenTable(node: RootOperationNode): string | undefined {
  switch (node.kind) {
    case "InsertQueryNode":
      return tableOf(node.into);
    case "UpdateQueryNode":
      return tableOf(node.table);
    case "DeleteQueryNode":
      return tableOf(node.from.froms[0]);
    case "SelectQueryNode":
      return undefined;
    case "RawNode": {
      const text = node.sqlFragments.join("?").trimStart().toLowerCase();
      return /^(select|with\s[^)]*\)\s*select|pragma|explain)\b/.test(text) ? undefined : ALL;
    }
    default:
      return ALL; // schema changes (migrations) and anything else
  }
}

export class WriteGenerations implements KyselyPlugin {
  private readonly counts = new Map<string, number>();
  private readonly pending = new WeakMap<object, string>();

  /** Sum of the write counters of these tables (and of writes to unknown tables). */
  of(tables: readonly string[]): number {
    let n = this.counts.get(ALL) ?? 0;
    for (const t of tables) n += this.counts.get(t) ?? 0;
    return n;
  }

  private bump(table: string): void {
    this.counts.set(table, (this.counts.get(table) ?? 0) + 1);
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const table = writtenTable(args.node);
    if (table !== undefined) {
      this.bump(table); // before: a reader that started earlier cannot store its answer as current
      this.pending.set(args.queryId, table);
    }
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const table = this.pending.get(args.queryId);
    if (table !== undefined) this.bump(table); // after: the write is visible now
    return args.result;
  }
}
