// Issue 33 §2: what a wallet shows. The issuer metadata gives each configuration
// credential_metadata.display (OpenID4VCI 1.0) per locale — a name saying what the credential is (not
// the platform's name), a description, a logo (absolute URL under PUBLIC_URL, with alt text, that answers
// a PNG) and colours — plus the issuer's own display with its logo; draft 15's `display` stays for older wallets.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../test/app.ts";
import { CREDENTIAL_CONFIGURATION_ID } from "./metadata.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

interface Display {
  name: string;
  locale: string;
  description?: string;
  logo?: { uri: string; alt_text: string };
  background_color?: string;
  text_color?: string;
}

describe("/.well-known/openid-credential-issuer for wallets", () => {
  it("names the credential per locale in credential_metadata.display, with a logo and colours", async () => {
    const meta = (await t.app.inject({ url: "/.well-known/openid-credential-issuer" })).json();
    const siteNames = ["بطاقة", "Bitaqa"];
    const config = meta.credential_configurations_supported[CREDENTIAL_CONFIGURATION_ID];
    const displays = config.credential_metadata.display as Display[];
    expect(displays.map((d) => d.locale).sort()).toEqual(["ar", "en", "fr"]);
    const byLocale = Object.fromEntries(displays.map((d) => [d.locale, d]));
    expect(byLocale.en.name).toBe("Verifiable certificate");
    expect(byLocale.ar.name).toBe("شهادة رقمية قابلة للتحقق");
    expect(byLocale.fr.name).toBe("Certificat vérifiable");
    for (const d of displays) {
      expect(siteNames).not.toContain(d.name);
      expect(d.description).toMatch(/\S{3,}/);
      expect(d.background_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(d.text_color).toMatch(/^#[0-9a-f]{6}$/i);
      expect(d.background_color).not.toBe(d.text_color);
      expect(d.logo!.alt_text).toMatch(/\S/);
      expect(new URL(d.logo!.uri).origin).toBe(new URL(t.config.publicUrl).origin);
    }
    expect(byLocale.ar.logo!.alt_text).toContain("بطاقة");
    // The logo answers, as a PNG, to anyone.
    const logo = await t.app.inject({ url: new URL(byLocale.en.logo!.uri).pathname });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers["content-type"]).toBe("image/png");
    // Older (draft 15) wallets still find a display on the configuration itself.
    expect(config.display).toEqual(displays);

    const issuer = meta.display as Display[];
    expect(issuer.map((d) => [d.locale, d.name])).toEqual([["ar", "بطاقة"], ["en", "Bitaqa"], ["fr", "Bitaqa"]]);
    for (const d of issuer) expect(d.logo!.uri).toBe(byLocale.en.logo!.uri);
  });
});
