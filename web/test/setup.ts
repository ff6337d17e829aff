// Unit tests render synchronously: they get every catalogue up front instead of the browser's lazy chunks.
import { resources } from "../lib/i18n-bundled.ts";
import { provideBundledCatalogues } from "../lib/i18n.ts";
// The app shell's lazy pieces, loaded once per test file up front so that a test's first render does
// not also wait for their transform (the browser gets them as chunks after the first paint).
import "../components/ui/toaster.tsx";
import "../layout/AccountMenu.tsx";

provideBundledCatalogues(resources);
