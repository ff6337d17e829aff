import { describe, expect, it } from "vitest";
import { base58Decode } from "./codec.ts";

describe("base58Decode", () => {
  it("decodes the spec's examples, leading zero bytes included", () => {
    // draft-msporny-base58: "Hello World!" and a leading zero byte.
    expect(Buffer.from(base58Decode("2NEpo7TZRRrLZSi2U")!).toString()).toBe("Hello World!");
    expect([...base58Decode("11233QC4")!]).toEqual([0, 0, 0x28, 0x7f, 0xb4, 0xcd]);
    expect(base58Decode("")!.length).toBe(0);
  });
  it("refuses characters outside the alphabet (0, O, I, l)", () => {
    expect(base58Decode("0abc")).toBeNull();
    expect(base58Decode("Il")).toBeNull();
  });
});
