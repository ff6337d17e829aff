// Account calls of SPEC §7 / API.md "Session and account": one schema for server and forms.
import { z } from "zod";
import { LAYOUTS, LIMITS, THEMES } from "../limits.ts";
import { text, V } from "./validation.ts";

const username = text(LIMITS.usernameMin, LIMITS.usernameMax).regex(/^[\p{L}\p{N}_.-]+$/u, { error: V.usernameFormat });
const email = z.string({ error: V.required }).trim().min(1, { error: V.required }).max(LIMITS.emailMax, { error: `${V.max}|${LIMITS.emailMax}` }).pipe(z.email({ error: V.email }));
const password = z.string({ error: V.required }).min(1, { error: V.required }).min(LIMITS.passwordMin, { error: `${V.min}|${LIMITS.passwordMin}` }).max(LIMITS.passwordMax, { error: `${V.max}|${LIMITS.passwordMax}` });

export const registerInput = z
  .object({
    name: text(1, LIMITS.nameMax),
    username,
    email,
    password,
    confirmPassword: z.string({ error: V.required }).min(1, { error: V.required }),
  })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], error: V.passwordsMismatch });
export type RegisterInput = z.infer<typeof registerInput>;

export const loginInput = z.object({
  username: z.string({ error: V.required }).trim().min(1, { error: V.required }).max(LIMITS.emailMax, { error: `${V.max}|${LIMITS.emailMax}` }),
  password: z.string({ error: V.required }).min(1, { error: V.required }).max(LIMITS.passwordMax, { error: `${V.max}|${LIMITS.passwordMax}` }),
});
export type LoginInput = z.infer<typeof loginInput>;

export const profileInput = z.object({
  name: text(1, LIMITS.nameMax).optional(),
  username: username.optional(),
  email: email.optional(),
  /** needed (and checked) only when `email` changes */
  currentPassword: z.string().max(LIMITS.passwordMax, { error: `${V.max}|${LIMITS.passwordMax}` }).optional(),
});
export type ProfileInput = z.infer<typeof profileInput>;

export const changePasswordInput = z
  .object({
    currentPassword: z.string({ error: V.required }).min(1, { error: V.required }).max(LIMITS.passwordMax),
    newPassword: password,
    confirmPassword: z.string({ error: V.required }).min(1, { error: V.required }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { path: ["confirmPassword"], error: V.passwordsMismatch });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const preferences = z.object({ theme: z.enum(THEMES), layout: z.enum(LAYOUTS) });
export type Preferences = z.infer<typeof preferences>;
export const preferencesInput = preferences.partial();

export const user = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(["admin", "user"]),
  active: z.boolean(),
  createdAt: z.string(),
  /** the owner opened the verification link sent to `email` */
  emailVerified: z.boolean().optional(),
  /** an address change waiting for its confirmation link (profile answer only) */
  pendingEmail: z.string().optional(),
  /** the organisation an admin verified this account as an issuer of (issue 22.3); null: none */
  verifiedIssuerOrg: z.string().nullable().optional(),
});
export type User = z.infer<typeof user>;

/** API.md error body. */
export const apiError = z.object({
  message: z.string(),
  code: z.string().optional(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof apiError>;
