// Answers of the admin API (server/routes/api/admin/**) as the console reads them. Request bodies
// use the zod schemas of shared/api/admin.ts; these are the shapes the server presents.
import type { User } from "../../../shared/api/account.ts";
import type { LocalizedText, TemplateField, TemplateKind } from "../../../shared/api/templates.ts";

export type { User };

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export interface ActivityItem {
  actor: { id: string; name: string } | null;
  action: string;
  subject: string | null;
  /** The subject by name, and where to see it (server/services/admin/activity-targets.ts). */
  target: { label: LocalizedText | null; href: string | null } | null;
  createdAt: string;
}

export interface AdminStats {
  users: number;
  templates: number;
  categories: number;
  certificates: number;
  cards: number;
  recentActivity: ActivityItem[];
  /** certificates expiring within 30 days, soonest first */
  upcomingExpiries: { id: string; code: string; recipientName: string; expiresAt: string; title: LocalizedText }[];
}

export interface AdminCategory {
  id: string;
  slug: string;
  kind: TemplateKind;
  name: LocalizedText;
  order: number;
  hidden: boolean;
  templates: number;
}

export interface AdminTemplate {
  id: string;
  kind: TemplateKind;
  category: string;
  categoryId: string;
  title: LocalizedText;
  description: LocalizedText;
  thumbnailUrl: string;
  width: number;
  height: number;
  revisionId: string;
  published: boolean;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  usage: { cards: number; certificates: number };
}

export interface AdminTemplateDetail extends AdminTemplate {
  design: unknown;
  fields: TemplateField[];
}

export interface Owner {
  id: string;
  name: string;
  username: string;
}

export interface AdminCard {
  id: string;
  templateId: string;
  templateTitle: LocalizedText;
  category: string;
  owner: Owner | null;
  viewCount: number;
  createdAt: string;
  imageUrl: string;
}

export interface AdminCertificate {
  id: string;
  /** issue 15: where it is e-mailed and the newest delivery (list answers only) */
  recipientEmail?: string | null;
  delivery?: import("../../../shared/api/mail.ts").CertificateDelivery | null;
  code: string;
  templateId: string;
  templateTitle: LocalizedText;
  type: string;
  recipientName: string;
  issuedAt: string;
  expiresAt: string | null;
  revokedAt: string | null;
  revokedReason: string | null;
  owner: Owner | null;
  createdAt: string;
  imageUrl: string;
}

export interface AuthProvider {
  id: string;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  hasSecret: boolean;
  redirectUri: string;
  scope: string;
  enabled: boolean;
}

export interface ClientErrorItem {
  id: string | number;
  message: string;
  name: string | null;
  stack: string | null;
  componentStack: string | null;
  userAgent: string | null;
  url: string | null;
  timestamp: string | null;
  createdAt: string;
}
