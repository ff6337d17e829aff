// Page meta for certificate pages (filled in with the certificates feature).
import type { MetaResolver } from "./index.ts";

export const CERTIFICATE_META: MetaResolver[] = [];
