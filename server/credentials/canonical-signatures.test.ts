// eddsa-rdfc-2022 signatures are the same bytes as the unpatched libraries made them. jsonld.js is
// patched (patches/jsonld+9.0.0.patch, applied by patch-package at install): its active-context clone
// copies the term map instead of deep-cloning every term definition (upstream jsonld.js#414), which
// halves the CPU of a signature. A change to canonicalisation would change these proofs — and every
// verifier elsewhere would refuse our credentials — so they are compared with proofs made by jsonld
// 9.0.0 as published (the fixture: bulk certificates with status entries, Arabic text, did:key and
// did:web issuers; Ed25519 signatures are deterministic).
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadIssuer } from "./issuerKey.ts";
import { signCredential } from "./sign.ts";

interface Fixture {
  key: Parameters<typeof loadIssuer>[0];
  publicUrl: string;
  items: { didMethod: "key" | "web"; created: string; unsigned: Record<string, unknown>; proofValue: string }[];
}
const fixture = JSON.parse(readFileSync(new URL("./__fixtures__/rdfc-signatures.json", import.meta.url), "utf8")) as Fixture;

describe("eddsa-rdfc-2022 with the patched jsonld.js", () => {
  it("the term-map copy is the one in use (the patch is applied)", () => {
    const source = readFileSync(new URL("../../node_modules/jsonld/lib/context.js", import.meta.url), "utf8");
    expect(source).toContain("child.mappings = new Map(this.mappings)");
  });

  it.each(fixture.items.map((item, i) => [i, item.didMethod, item] as const))("credential %i (did:%s) gets the very proof the unpatched library made", async (_i, didMethod, item) => {
    const issuer = await loadIssuer(fixture.key, { didMethod, publicUrl: fixture.publicUrl });
    const signed = await signCredential(item.unsigned, issuer, { created: new Date(item.created) });
    expect(signed.proof.proofValue).toBe(item.proofValue);
  });
});
