import { Award, FileStack, LayoutDashboard, Palette, ShieldCheck, User as UserIcon, Users, WalletCards, type LucideIcon } from "lucide-react";

export interface AccountLink {
  to: string;
  labelKey: string;
  Icon: LucideIcon;
  testId: string;
}

/** SPEC §1: the signed-in account menu. */
export const USER_LINKS: AccountLink[] = [
  { to: "/user/dashboard", labelKey: "account.dashboard", Icon: LayoutDashboard, testId: "menu-dashboard" },
  { to: "/user/profile", labelKey: "account.profile", Icon: UserIcon, testId: "menu-profile" },
  { to: "/user/cards", labelKey: "account.myCards", Icon: WalletCards, testId: "menu-my-cards" },
  { to: "/user/certificates", labelKey: "account.myCertificates", Icon: Award, testId: "menu-my-certificates" },
  { to: "/user/preferences", labelKey: "account.preferences", Icon: Palette, testId: "menu-preferences" },
];

/** Admins also see these. */
export const ADMIN_LINKS: AccountLink[] = [
  { to: "/admin/dashboard", labelKey: "account.adminDashboard", Icon: ShieldCheck, testId: "menu-admin-dashboard" },
  { to: "/admin/templates", labelKey: "account.templates", Icon: FileStack, testId: "menu-admin-templates" },
  { to: "/admin/users", labelKey: "account.users", Icon: Users, testId: "menu-admin-users" },
];
