// Unit tests render synchronously: they get every catalogue up front instead of the browser's lazy chunks.
import { configure } from "@testing-library/dom";
import { resources } from "../lib/i18n-bundled.ts";
import { provideBundledCatalogues } from "../lib/i18n.ts";
// The app shell's lazy pieces, loaded once per test file up front so that a test's first render does
// not also wait for their transform (the browser gets them as chunks after the first paint).
import "../components/ui/toaster.tsx";
import "../layout/AccountMenu.tsx";

provideBundledCatalogues(resources);
// findBy*/waitFor give up after 1 s by default: on the shared 2-core machine (load average 8–14) the
// first render of a lazy admin page took longer, with or without this work (same tests failed on the
// base commit). 3 s still fails a test whose element never comes.
configure({ asyncUtilTimeout: 3000 });
