// The W3C VC examples context, https://www.w3.org/ns/credentials/examples/v2, used by the VC 2.0
// specification's examples and the W3C test vectors. No npm package ships it (the
// @digitalbazaar/credentials-examples-context package has only the 2018 examples/v1), so its
// published content — a single @vocab mapping every undefined term into the examples namespace —
// is written here and served offline like the other bundled contexts.
export const VC_EXAMPLES_V2_CONTEXT_URL = "https://www.w3.org/ns/credentials/examples/v2";

export const vcExamplesV2Context = Object.freeze({
  "@context": {
    "@vocab": "https://www.w3.org/ns/credentials/examples#",
  },
});
