// Verify answers kept per code while nothing they are read from has changed: the cheap validity
// check is this process's write counters of those tables (db/write-generations.ts), and an answer
// never outlives the certificate's expiry (its status turns "expired" then). With PostgreSQL other
// instances write too and this process would not see their revocations, which must show everywhere at
// once (issue 17): there nothing is kept.
import type { Db, Dialect } from "../../db/index.ts";
import { writeGenerations } from "../../db/index.ts";
import type { VerifyCodeAnswer } from "../../../shared/api/certificates.ts";

const TABLES = ["certificates", "templates", "categories", "settings"] as const;
const MAX_ENTRIES = 20_000;

interface Entry {
  /** The answer as sent (JSON text): a hit costs no serialisation. */
  body: string;
  generation: number;
  validUntil: number;
}

export class VerifyAnswerCache {
  private readonly entries = new Map<string, Entry>();
  constructor(
    private readonly db: Db,
    private readonly dialect: Dialect,
  ) {}

  /** The current write counter of the tables an answer is read from (take it before reading). */
  generation(): number | undefined {
    return writeGenerations(this.db)?.of(TABLES);
  }

  /** The kept answer's JSON text (what Fastify's serialiser made of it), or undefined. */
  get(code: string, now = Date.now()): string | undefined {
    const e = this.entries.get(code);
    if (!e) return undefined;
    if (e.generation !== this.generation() || now >= e.validUntil) {
      this.entries.delete(code);
      return undefined;
    }
    return e.body;
  }

  set(code: string, answer: VerifyCodeAnswer, generation: number | undefined, expiresAt: string | null, now = Date.now()): void {
    if (generation === undefined || this.dialect === "pg") return;
    let validUntil = Infinity;
    const expiry = expiresAt ? Date.parse(expiresAt) : NaN;
    if (expiry > now) validUntil = Math.min(validUntil, expiry);
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(code, { body: JSON.stringify(answer), generation, validUntil });
  }
}
