// Migrations are listed here (not read from the folder) so the same list works from .ts sources
// under vitest and from compiled .js under dist/. Add new files in order.
import type { Migration } from "kysely";
import * as m001 from "./001_foundation.ts";
import * as m002 from "./002_content.ts";
import * as m003 from "./003_admin.ts";
import * as m004 from "./004_api_tokens.ts";
import * as m005 from "./005_card_design.ts";
import * as m006 from "./006_mail.ts";
import * as m007 from "./007_job_files.ts";
import * as m008 from "./008_render_refusals.ts";
import * as m009 from "./009_trusted_issuers.ts";
import * as m011 from "./011_admin_drafts.ts";
import * as m012 from "./012_mail_reply_to.ts";
import * as m013 from "./013_fonts.ts";
import * as m014 from "./014_library_history.ts";
import * as m016 from "./016_status_lists.ts";
import * as m017 from "./017_oid4vci.ts";
import * as m018 from "./018_webhooks.ts";
import * as m019 from "./019_expiry_reminders.ts";
import * as m020 from "./020_analytics.ts";
import * as m021 from "./021_analytics_indexes.ts";
import * as m022 from "./022_analytics_rollups.ts";
import * as m023 from "./023_analytics_site_rollups.ts";
import * as m024 from "./024_issued_by_day.ts";
import * as m025 from "./025_webhook_attempts.ts";
import * as m026 from "./026_certificate_locale.ts";
import * as m027 from "./027_achievements.ts";

export const migrations: Record<string, Migration> = {
  "001_foundation": m001,
  "002_content": m002,
  "003_admin": m003,
  "004_api_tokens": m004,
  "005_card_design": m005,
  "006_mail": m006,
  "007_job_files": m007,
  "008_render_refusals": m008,
  "009_trusted_issuers": m009,
  "011_admin_drafts": m011,
  "012_mail_reply_to": m012,
  "013_fonts": m013,
  "014_library_history": m014,
  "016_status_lists": m016,
  "017_oid4vci": m017,
  "018_webhooks": m018,
  "019_expiry_reminders": m019,
  "020_analytics": m020,
  "021_analytics_indexes": m021,
  "022_analytics_rollups": m022,
  "023_analytics_site_rollups": m023,
  "024_issued_by_day": m024,
  "025_webhook_attempts": m025,
  "026_certificate_locale": m026,
  "027_achievements": m027,
};
