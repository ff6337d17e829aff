// The SMTP settings in effect: the environment (config.mail) with an admin's stored values on top
// (settings key "mail"). The password is write-only: the admin view only says whether one is set.
import { z } from "zod";
import type { Db } from "../db/index.ts";
import type { MailConfig } from "../config.ts";
import { putSetting } from "../settings/store.ts";
import { MASKED_SECRET } from "../../shared/api/admin.ts";
import { mailSettingsInput, type MailSettingsView } from "../../shared/api/mail.ts";

export const MAIL_SETTINGS_KEY = "mail";

export type StoredMailSettings = z.infer<typeof mailSettingsInput>;

/** What is stored: the admin's values, and whether the last save dropped the password (shown to admins). */
type Stored = Partial<StoredMailSettings> & { passwordCleared?: boolean };

export type SmtpSettings = Pick<MailConfig, "host" | "port" | "secure" | "user" | "password" | "from">;

async function readStored(db: Db): Promise<Stored> {
  const row = await db.selectFrom("settings").select("value").where("key", "=", MAIL_SETTINGS_KEY).executeTakeFirst();
  if (!row) return {};
  try {
    const raw = JSON.parse(row.value) as { passwordCleared?: unknown };
    const parsed = mailSettingsInput.partial().safeParse(raw);
    return parsed.success ? { ...parsed.data, passwordCleared: raw.passwordCleared === true } : {};
  } catch {
    return {};
  }
}

/** The password belongs to one account on one server: another host, port or user must be given it again. */
function serverChanged(old: Stored, next: StoredMailSettings): boolean {
  return (old.host ?? "").toLowerCase() !== next.host.toLowerCase() || (old.port ?? null) !== (next.port ?? null) || (old.user ?? "") !== next.user;
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
    passwordCleared: !!s.passwordCleared,
    from: s.from ?? "",
    env: { host: env.host, port: env.port, secure: env.secure, user: env.user, hasPassword: !!env.password, from: env.from },
    mode: eff.host ? "smtp" : "outbox",
  };
}

/**
 * Saves the admin's values. The masked password (or an absent one) keeps the stored password — but only
 * for the same host, port and user: otherwise "send a test e-mail" would hand the stored password to
 * whichever server the settings now name. Then it is dropped, and the view says so until the next save.
 */
export async function saveMailSettings(db: Db, env: MailConfig, body: unknown): Promise<MailSettingsView> {
  const input = mailSettingsInput.parse(body);
  const old = await readStored(db);
  const keepOld = input.password === MASKED_SECRET || input.password === undefined;
  const passwordCleared = keepOld && !!old.password && serverChanged(old, input);
  const password = keepOld ? (passwordCleared ? undefined : old.password) : input.password;
  await putSetting(db, MAIL_SETTINGS_KEY, { ...input, password: password || undefined, passwordCleared });
  return mailSettingsView(db, env);
}
