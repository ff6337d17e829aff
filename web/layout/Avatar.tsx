// A person's initials in a round badge (header, mobile menu, admin users). Its own module: the mobile menu
// and admin pages use it without loading the account menu (a lazy chunk, with Radix's dropdown).
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return (parts.length > 1 ? parts[0][0] + parts[1][0] : (parts[0] ?? "?").slice(0, 2)).toUpperCase();
}

export function Avatar({ name, className = "size-8 text-xs" }: { name: string; className?: string }) {
  return (
    <span aria-hidden className={`flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-primary to-hero-to font-bold text-primary-foreground ${className}`}>
      {initials(name)}
    </span>
  );
}

/** Avatar, display name and @username: the top of the account menu and of the mobile menu. */
export function UserIdentity({ user, className }: { user: { name: string; username: string }; className: string }) {
  return (
    <div className={`flex items-center gap-3 ${className}`}>
      <Avatar name={user.name || user.username} className="size-10 text-sm" />
      <div className="min-w-0">
        <p className="truncate text-sm font-bold">{user.name}</p>
        <p className="truncate text-xs text-muted-foreground" dir="ltr">
          @{user.username}
        </p>
      </div>
    </div>
  );
}
