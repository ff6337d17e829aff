import { describe, expect, it } from "vitest";
import { decodeBase58btc } from "./base58.ts";

describe("decodeBase58btc", () => {
  it("decodes the spec's examples, leading zero bytes included", () => {
    // draft-msporny-base58: "Hello World!" and a leading zero byte.
    expect(decodeBase58btc("2NEpo7TZRRrLZSi2U")!.toString()).toBe("Hello World!");
    expect([...decodeBase58btc("11233QC4")!]).toEqual([0, 0, 0x28, 0x7f, 0xb4, 0xcd]);
    expect(decodeBase58btc("")!.length).toBe(0);
  });
  it("refuses characters outside the alphabet (0, O, I, l)", () => {
    expect(decodeBase58btc("0abc")).toBeUndefined();
    expect(decodeBase58btc("Il")).toBeUndefined();
  });
});
