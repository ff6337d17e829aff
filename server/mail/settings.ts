// The SMTP settings in effect: the environment (config.mail) with an admin's stored values on top
// (settings key "mail"). The password is write-only: the admin view only says whether one is set.
import { z } from "zod";
import type { Db } from "../db/index.ts";
import type { MailConfig } from "../config.ts";
import { putSetting } from "../services/settings/store.ts";
import { MASKED_SECRET } from "../../shared/api/admin.ts";
import { mailSettingsInput, type MailSettingsView } from "../../shared/api/mail.ts";

export const MAIL_SETTINGS_KEY = "mail";

export type StoredMailSettings = z.infer<typeof mailSettingsInput>;

export type SmtpSettings = Pick<MailConfig, "host" | "port" | "secure" | "user" | "password" | "from">;

async function readStored(db: Db): Promise<Partial<StoredMailSettings>> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", MAIL_SETTINGS_KEY).executeTakeFirst();
  if (!row) return {};
  try {
    const parsed = mailSettingsInput.partial().safeParse(JSON.parse(row.value));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Environment values, each replaced by the admin's when the admin set one. */
export async function effectiveSmtp(db: Db, env: MailConfig): Promise<SmtpSettings> {
  const s = await readStored(db);
  const useStored = !!s.host;
  return {
    host: useStored ? s.host! : env.host,
    port: useStored && s.port ? s.port : env.port,
    secure: useStored ? !!s.secure : env.secure,
    user: useStored ? (s.user ?? "") : env.user,
    password: useStored ? (s.password ?? "") : env.password,
    from: s.from || env.from,
  };
}

export async function mailSettingsView(db: Db, env: MailConfig): Promise<MailSettingsView> {
  const s = await readStored(db);
  const eff = await effectiveSmtp(db, env);
  return {
    host: s.host ?? "",
    port: s.port ?? env.port,
    secure: s.secure ?? false,
    user: s.user ?? "",
    password: s.password ? MASKED_SECRET : "",
    hasPassword: !!s.password,
    from: s.from ?? "",
    env: { host: env.host, port: env.port, secure: env.secure, user: env.user, hasPassword: !!env.password, from: env.from },
    mode: eff.host ? "smtp" : "outbox",
  };
}

/** Saves the admin's values; the masked password (or an absent one) keeps the stored password. */
export async function saveMailSettings(db: Db, env: MailConfig, body: unknown): Promise<MailSettingsView> {
  const input = mailSettingsInput.parse(body);
  const old = await readStored(db);
  const password = input.password === MASKED_SECRET || input.password === undefined ? old.password : input.password;
  await putSetting(db, MAIL_SETTINGS_KEY, { ...input, password: password || undefined });
  return mailSettingsView(db, env);
}
