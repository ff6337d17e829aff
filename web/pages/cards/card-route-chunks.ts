// The lazy chunk of the card preview route (web/routes.tsx), in one place so the card form can ask for
// it while the visitor types (issue 31): after Create, the preview draws without a round trip for its
// scripts. The same import() expression, so both share one chunk and one module instance.
export const loadCardPreviewPage = () => import("./CardPreviewPage.tsx");
