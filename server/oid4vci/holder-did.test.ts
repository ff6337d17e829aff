import { describe, expect, it } from "vitest";
import { holderKeyFromHeader } from "./holder-did.ts";

// did:key test vectors of the did:key method specification (P-256 and Ed25519).
const P256 = "did:key:zDnaerDaTF5BXEavCrfRZEk316dpbLsfPDZ3WJ5hRTPFU2169";
const ED25519 = "did:key:z6MkiTBz1ymuepAQ4HEHYSF1H8quG5GLVVQR3djdX3mDooWp";

describe("holderKeyFromHeader", () => {
  it("resolves did:key P-256 (compressed point) and Ed25519 to public JWKs", () => {
    const p = holderKeyFromHeader({ kid: `${P256}#${P256.slice(8)}` });
    expect(p?.did).toBe(P256);
    expect(p?.jwk).toMatchObject({ kty: "EC", crv: "P-256" });
    expect(Buffer.from(p!.jwk.x!, "base64url")).toHaveLength(32);
    const e = holderKeyFromHeader({ kid: ED25519 });
    expect(e?.jwk).toMatchObject({ kty: "OKP", crv: "Ed25519" });
    expect(Buffer.from(e!.jwk.x!, "base64url")).toHaveLength(32);
  });

  it("makes a did:jwk of a jwk header and reads did:jwk kids", () => {
    const jwk = { kty: "OKP", crv: "Ed25519", x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo" };
    const fromHeader = holderKeyFromHeader({ jwk });
    expect(fromHeader?.did.startsWith("did:jwk:")).toBe(true);
    expect(holderKeyFromHeader({ kid: `${fromHeader!.did}#0` })?.jwk).toEqual(jwk);
  });

  it("refuses other DID methods, a mismatched fragment, private keys and kid + jwk together", () => {
    expect(holderKeyFromHeader({ kid: "did:web:example.org#key-1" })).toBeUndefined();
    expect(holderKeyFromHeader({ kid: `${ED25519}#z6MkOther` })).toBeUndefined();
    expect(holderKeyFromHeader({ kid: "did:key:zNotBase58!" })).toBeUndefined();
    const priv = { kty: "OKP", crv: "Ed25519", x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo", d: "secret" };
    expect(holderKeyFromHeader({ jwk: priv })).toBeUndefined();
    expect(holderKeyFromHeader({ kid: `did:jwk:${Buffer.from(JSON.stringify(priv)).toString("base64url")}#0` })).toBeUndefined();
    expect(holderKeyFromHeader({ kid: ED25519, jwk: { kty: "OKP" } })).toBeUndefined();
    expect(holderKeyFromHeader({})).toBeUndefined();
  });
});
