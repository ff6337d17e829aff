import { describe, expect, it } from "vitest";
import type { DesignDocument, Layer } from "../design/schema.ts";
import { designLocale } from "./design-locale.ts";

const text = (t: string): Layer => ({ id: t, type: "text", name: "", x: 0, y: 0, width: 10, height: 10, rotation: 0, opacity: 1, hidden: false, locked: false, index: "a0", props: { text: t } } as unknown as Layer);
const doc = (digits: "latin" | "arabic", ...texts: string[]) => ({ digits, layers: texts.map(text) }) as Pick<DesignDocument, "digits" | "layers">;

describe("the language of a design's samples", () => {
  it("Arabic for Arabic text or Arabic-Indic digits, whatever the viewer's language", () => {
    expect(designLocale(doc("latin", "شهادة تقدير", "{{name}}"), "en")).toBe("ar");
    expect(designLocale(doc("arabic", "Certificate"), "fr")).toBe("ar");
  });
  it("a Latin-script design keeps an English or French viewer's language, English for an Arabic viewer", () => {
    expect(designLocale(doc("latin", "Certificate of appreciation", "{{name}}"), "fr")).toBe("fr");
    expect(designLocale(doc("latin", "Certificate of appreciation"), "ar")).toBe("en");
  });
  it("bindings are not the design's own words; no text keeps the viewer's language", () => {
    expect(designLocale(doc("latin", "{{recipientName}} {{date}}"), "en")).toBe("en");
    expect(designLocale(doc("latin"), "fr")).toBe("fr");
  });
});
