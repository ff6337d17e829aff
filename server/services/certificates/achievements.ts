// Issue 33 §4: `achievement.id` names one achievement and resolves to its description. The id is
// `${PUBLIC_URL}/achievements/{key}`, the key a SHA-256 over what the certificate states of it (the
// template, name, description, criteria, type, language, image and creator's name, after the
// "issuer not verified" words are added): certificates that state the same achievement share an id,
// two that differ in a word do not. Computed on the final texts, just before signing, so the proof
// covers it; the Achievement is stored under its key in the issuing transaction.
import { createHash } from "node:crypto";
import type { Db } from "../../db/index.ts";
import { nowIso } from "../../db/columns.ts";

type Json = Record<string, unknown>;

export interface AchievementRecord {
  key: string;
  templateId: string;
  /** the Achievement as the credential embeds it (its id included) */
  document: Json;
}

export function achievementUrl(publicUrl: string, key: string): string {
  return `${publicUrl}/achievements/${key}`;
}

const str = (value: unknown) => (typeof value === "string" ? value : null);

/** 22 base64url characters (132 bits) of a SHA-256 over the achievement's stated content. */
export function achievementKey(templateId: string, achievement: Json): string {
  const criteria = (achievement.criteria ?? {}) as Json;
  const image = (achievement.image ?? {}) as Json;
  const creator = (achievement.creator ?? {}) as Json;
  const stated = [templateId, str(achievement.name), str(achievement.description), str(criteria.narrative), str(achievement.achievementType), str(achievement.inLanguage), str(image.id), str(creator.name)];
  return createHash("sha256").update(JSON.stringify(stated)).digest("base64url").slice(0, 22);
}

/** The unsigned credential with its achievement named by content (and its creator under that id). */
export function withAchievementId<T extends Json>(credential: T, publicUrl: string, templateId: string): { credential: T; achievement: AchievementRecord } {
  const subject = (credential.credentialSubject ?? {}) as Json;
  const stated = (subject.achievement ?? {}) as Json;
  const key = achievementKey(templateId, stated);
  const id = achievementUrl(publicUrl, key);
  // The creator (an unverified name) belongs to the achievement: named under its id, not the credential's.
  const creator = stated.creator as Json | undefined;
  const document: Json = { ...stated, id, ...(creator && { creator: { ...creator, id: `${id}#creator` } }) };
  return { credential: { ...credential, credentialSubject: { ...subject, achievement: document } }, achievement: { key, templateId, document } };
}

/** Stores the achievement unless it is there already (same key = same content). */
export async function recordAchievement(db: Db, record: AchievementRecord): Promise<void> {
  await db
    .insertInto("achievements")
    .values({ id: record.key, template_id: record.templateId, document: JSON.stringify(record.document), created_at: nowIso() })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

export async function getAchievement(db: Db, key: string): Promise<Json | undefined> {
  const row = await db.selectFrom("achievements").select("document").where("id", "=", key).executeTakeFirst();
  return row ? (JSON.parse(row.document) as Json) : undefined;
}
