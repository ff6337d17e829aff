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
