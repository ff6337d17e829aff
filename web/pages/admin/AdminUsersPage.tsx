// /admin/users: search, pagination, activate/deactivate, role and the verified-issuer mark. The server refuses to take away
// the last active admin (409); its message is shown as a toast and the row keeps its value.
import { Users } from "lucide-react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../components/PageHeader.tsx";
import { Pagination, pageParam } from "../../components/Pagination.tsx";
import { NativeSelect } from "../../components/ui/native-select.tsx";
import { ListState } from "../../components/admin/ListState.tsx";
import { SearchBox } from "../../components/admin/SearchBox.tsx";
import { Switch } from "../../components/admin/Switch.tsx";
import { send, useAdminMutation, useAdminQuery, withQuery } from "../../components/admin/api.ts";
import { dateTime } from "../../components/admin/relativeTime.ts";
import type { Page, User } from "../../components/admin/types.ts";
import { Avatar } from "../../layout/AccountMenu.tsx";
import { useUser } from "../../lib/session.ts";
import { VerifiedIssuerControl } from "../../components/admin/VerifiedIssuerControl.tsx";

export function AdminUsersPage() {
  const { t } = useTranslation("admin");
  const [params] = useSearchParams();
  const page = pageParam(params);
  const list = useAdminQuery<Page<User>>(withQuery("/api/admin/users", { q: params.get("q"), page, pageSize: 20 }));
  return (
    <div>
      <PageHeader title={t("users.title")} subtitle={list.data ? t("users.count", { count: list.data.total }) : t("users.subtitle")} icon={<Users />} />
      <div className="mb-5">
        <SearchBox placeholder={t("users.search")} />
      </div>
      <ListState query={list} empty={t("users.empty")}>
        <ul className="grid grid-cols-1 gap-2" data-testid="user-list">
          {list.data?.items.map((u) => <UserRow key={u.id} user={u} />)}
        </ul>
        {list.data && <Pagination page={page} total={list.data.total} pageSize={list.data.pageSize} />}
      </ListState>
    </div>
  );
}

function UserRow({ user }: { user: User }) {
  const { t, i18n } = useTranslation("admin");
  const { user: me } = useUser();
  const update = useAdminMutation<{ active?: boolean; role?: User["role"] }, User>({
    mutationFn: (patch) => send("PATCH", `/api/admin/users/${encodeURIComponent(user.id)}`, patch),
    invalidate: ["/api/admin/users", "/api/admin/stats"],
    success: (saved) => t("users.updated", { name: saved.name || saved.username }),
  });
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-2xl border border-border bg-card p-3" data-testid={`user-${user.id}`}>
      <Avatar name={user.name || user.username} className="size-10 text-sm" />
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 truncate font-bold">
          {user.name}
          {me?.id === user.id && <span className="rounded-md bg-primary/10 px-1.5 py-0.5 text-[11px] font-semibold text-primary">{t("users.you")}</span>}
        </p>
        <p className="truncate text-xs text-muted-foreground">
          <bdi dir="ltr">@{user.username}</bdi> · <bdi dir="ltr">{user.email}</bdi>{" "}
          <EmailBadge verified={!!user.emailVerified} />
        </p>
        <p className="text-[11px] text-muted-foreground">{t("users.joined", { date: dateTime(user.createdAt, i18n.language) })}</p>
      </div>
      <div className="flex w-full items-center gap-3 sm:w-auto">
        <NativeSelect
          aria-label={t("users.roleLabel", { name: user.name || user.username })}
          value={user.role}
          disabled={update.isPending}
          onChange={(e) => update.mutate({ role: e.target.value as User["role"] })}
          data-testid={`user-role-${user.id}`}
          className="h-9 w-40"
        >
          <option value="user">{t("users.roles.user")}</option>
          <option value="admin">{t("users.roles.admin")}</option>
        </NativeSelect>
        <label className="ms-auto flex items-center gap-2 text-xs font-semibold text-muted-foreground sm:ms-0">
          <span className={user.active ? "text-primary" : undefined}>{user.active ? t("users.active") : t("users.inactive")}</span>
          <Switch
            checked={user.active}
            disabled={update.isPending}
            onCheckedChange={(active) => update.mutate({ active })}
            label={t("users.activeLabel", { name: user.name || user.username })}
            testId={`user-active-${user.id}`}
          />
        </label>
      </div>
      <VerifiedIssuerControl user={user} />
    </li>
  );
}

/** Whether the user proved the address (issue 15: unverified e-mails are shown as such). */
function EmailBadge({ verified }: { verified: boolean }) {
  const { t } = useTranslation("webMail");
  return verified ? (
    <span className="inline-flex items-center rounded-md bg-emerald-500/10 px-1.5 text-[11px] font-semibold text-emerald-700 dark:text-emerald-400" data-testid="user-email-verified">
      {t("admin.usersVerified")}
    </span>
  ) : (
    <span className="inline-flex items-center rounded-md bg-amber-500/15 px-1.5 text-[11px] font-semibold text-amber-800 dark:text-amber-300" data-testid="user-email-unverified">
      {t("admin.usersUnverified")}
    </span>
  );
}
