import BetterSqlite3 from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { StatementCache } from "./sqlite-driver.ts";

describe("StatementCache", () => {
  it("prepares a SQL text once and hands back the same statement", () => {
    const cache = new StatementCache(new BetterSqlite3(":memory:"));
    const a = cache.prepare("select 1 as one");
    expect(cache.prepare("select 1 as one")).toBe(a);
    expect(cache.prepare("select 2 as two")).not.toBe(a);
    expect(cache.size).toBe(2);
  });

  it("drops the least recently used statement when full, and never keeps long texts", () => {
    const cache = new StatementCache(new BetterSqlite3(":memory:"), 2, 40);
    const one = cache.prepare("select 1");
    const two = cache.prepare("select 2");
    expect(cache.prepare("select 1")).toBe(one); // "select 2" is now the oldest
    cache.prepare("select 3");
    expect(cache.prepare("select 1")).toBe(one);
    expect(cache.prepare("select 2")).not.toBe(two);
    const long = `select ${"1 + ".repeat(20)}1`;
    expect(cache.prepare(long)).not.toBe(cache.prepare(long));
    expect(cache.size).toBe(2);
  });

  it("kept statements see schema changes made after they were prepared", () => {
    const db = new BetterSqlite3(":memory:");
    const cache = new StatementCache(db);
    db.exec("create table t (a integer); insert into t values (1)");
    expect(cache.prepare("select * from t").all()).toEqual([{ a: 1 }]);
    db.exec("alter table t add column b text default 'x'");
    expect(cache.prepare("select * from t").all()).toEqual([{ a: 1, b: "x" }]);
  });
});
