import { DropdownMenu } from "radix-ui";
import { ChevronDown, LogOut } from "lucide-react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { User } from "../../shared/api/account.ts";
import { useLogout } from "../lib/session.ts";
import { ADMIN_LINKS, USER_LINKS, type AccountLink } from "./accountLinks.ts";
import { Avatar, UserIdentity } from "./Avatar.tsx";

export { Avatar, initials } from "./Avatar.tsx";


const itemClass =
  "tap-target flex cursor-pointer select-none items-center gap-2.5 rounded-lg px-2.5 py-2 text-sm outline-none transition data-[highlighted]:bg-muted [&_svg]:size-4 [&_svg]:text-muted-foreground";

export function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const logout = useLogout();
  const renderLink = (l: AccountLink) => (
    <DropdownMenu.Item key={l.to} asChild className={itemClass}>
      <Link to={l.to} data-testid={l.testId}>
        <l.Icon aria-hidden />
        {t(l.labelKey)}
      </Link>
    </DropdownMenu.Item>
  );
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        data-testid="account-menu"
        className="tap-target flex items-center gap-2 rounded-full border border-border bg-card py-1 pe-2 ps-1 text-sm font-semibold transition hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Avatar name={user.name || user.username} />
        <span className="hidden max-w-32 truncate lg:inline">{user.name || user.username}</span>
        {/* Named by its content (visible name, then this), not an aria-label that hides the visible text. */}
        <span className="sr-only">{t("account.menu")}</span>
        <ChevronDown aria-hidden className="size-4 text-muted-foreground" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-2xl border border-border bg-popover p-1.5 text-popover-foreground shadow-xl data-[state=open]:animate-fade-in"
        >
          <UserIdentity user={user} className="px-2.5 py-2" />
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {USER_LINKS.map(renderLink)}
          {user.role === "admin" && (
            <>
              <DropdownMenu.Separator className="my-1 h-px bg-border" />
              <DropdownMenu.Label className="px-2.5 py-1 text-xs font-semibold text-muted-foreground">{t("account.adminSection")}</DropdownMenu.Label>
              {ADMIN_LINKS.map(renderLink)}
            </>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item
            data-testid="logout"
            className={`${itemClass} text-destructive [&_svg]:text-destructive`}
            disabled={logout.isPending}
            onSelect={() => logout.mutate()}
          >
            <LogOut aria-hidden />
            {t("account.logout")}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
