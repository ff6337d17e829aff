// wawoff2 ships no types. This file must stay ambient (no top-level import/export) so the `declare module` applies.
declare module "wawoff2" {
  const wawoff2: {
    compress(sfnt: Uint8Array): Promise<Uint8Array>;
    decompress(woff2: Uint8Array): Promise<Uint8Array>;
  };
  export default wawoff2;
}
