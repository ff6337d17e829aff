import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { FONT_FACES } from "../../shared/design/fonts.ts";
import { fontsPlugin } from "./fonts-plugin.ts";

describe("fontsPlugin", () => {
  it("serves @font-face CSS and the TTF files with long caching, and nothing else", async () => {
    const app = Fastify();
    await app.register(fontsPlugin);
    const css = await app.inject("/fonts/fonts.css");
    expect(css.statusCode).toBe(200);
    expect(css.headers["content-type"]).toMatch(/text\/css/);
    expect(css.body).toContain('font-family:"Noto Naskh Arabic"');
    expect(css.body.match(/@font-face/g)).toHaveLength(FONT_FACES.length);

    const ttf = await app.inject("/fonts/Cairo_700Bold.ttf");
    expect(ttf.statusCode).toBe(200);
    expect(ttf.headers["content-type"]).toBe("font/ttf");
    expect(ttf.headers["cache-control"]).toContain("immutable");
    expect(ttf.rawPayload.subarray(0, 4).toString("hex")).toBe("00010000");

    expect((await app.inject("/fonts/..%2Fpackage.json")).statusCode).toBe(404);
    expect((await app.inject("/fonts/Nope.ttf")).statusCode).toBe(404);
    await app.close();
  });
});
