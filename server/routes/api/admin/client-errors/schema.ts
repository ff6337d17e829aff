// The admin lists share one page query (shared/api/admin.ts).
export { pageQuery } from "../../../../../shared/api/admin.ts";
