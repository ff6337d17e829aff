// The editor's QR notice measures the long sample with the real encoder: it fits version 20 in
// every language on a realistic address, and an over-long name makes it drop optional details.
import { describe, expect, it } from "vitest";
import { fitQrLink, SIZE_ONLY_SIGNER } from "../../../shared/credentials/qr/fit.ts";
import { longQrCredential } from "./QrFitNotice.tsx";

const ORIGIN = "https://bitaqa.example.com";
const KEY = SIZE_ONLY_SIGNER.id.split("#")[1]!;

describe("the QR fit notice's measure", () => {
  it.each(["ar", "en", "fr"] as const)("a long three-part %s name fits version 20 with every detail", async (locale) => {
    const fit = await fitQrLink(longQrCredential(locale, ORIGIN), { signer: SIZE_ONLY_SIGNER, publicUrl: ORIGIN, issuerKeys: [KEY] });
    expect(fit.version).toBeLessThanOrEqual(20);
    expect(fit.dropped).toEqual([]);
  });

  it("drops the issuer's name first when the text is too long", async () => {
    const credential = { ...longQrCredential("ar", ORIGIN), achievementName: "دبلوم ".repeat(40) };
    const fit = await fitQrLink(credential, { signer: SIZE_ONLY_SIGNER, publicUrl: ORIGIN, issuerKeys: [KEY] });
    expect(fit.dropped[0]).toBe("issuerName");
  });
});
