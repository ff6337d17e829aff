// LinkedIn "Add to profile": the organisation's LinkedIn id (Settings → Certificates) makes LinkedIn
// link the certification to the company page instead of showing a plain name.
import type { Db } from "../../db/index.ts";
import { getSetting } from "../../settings/store.ts";

export async function linkedInOrganizationId(db: Db): Promise<string | undefined> {
  const settings = (await getSetting(db, "certificates")) as { linkedInOrganizationId?: string };
  return settings.linkedInOrganizationId?.trim() || undefined;
}
