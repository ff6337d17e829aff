// The parts every message shares (site name, colour, footer) in the message's language.
import type { FastifyInstance } from "fastify";
import type { Locale } from "../../shared/limits.ts";
import { t } from "../i18n.ts";
import { getSetting } from "../settings/store.ts";
import type { MailFrame } from "./templates/MailMessage.tsx";

export async function mailFrame(app: FastifyInstance, locale: Locale): Promise<MailFrame> {
  const [general, appearance] = await Promise.all([getSetting(app.db, "general"), getSetting(app.db, "appearance")]);
  const siteName = general.siteName?.[locale] || general.siteName?.ar || "Bitaqa";
  const color = (appearance as { primaryColor?: string }).primaryColor;
  return {
    locale,
    siteName,
    siteUrl: app.config.publicUrl,
    primaryColor: color && /^#[0-9a-fA-F]{6}$/.test(color) ? color : "#0f766e",
    footer: t(locale, "mail:footer", { site: siteName }),
    linkHint: t(locale, "mail:linkHint"),
  };
}
