// Small brand marks for the share buttons (lucide has no brand icons). Decorative: labels carry the name.
import { Mail, MessageCircle, Send } from "lucide-react";
import type { ShareTarget } from "../../lib/share.ts";

function XMark() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <path d="M14 8h3V4h-3c-2.8 0-4.5 1.9-4.5 4.6V11H7v4h2.5v9h4.2v-9H17l.6-4h-3.9V9c0-.6.4-1 1-1z" />
    </svg>
  );
}

export function LinkedInMark({ className = "size-4" }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d="M4.98 3.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5zM3 9.75h4V21H3zM9.5 9.75h3.8v1.6h.06c.53-1 1.83-2.05 3.77-2.05 4.03 0 4.77 2.65 4.77 6.1V21h-4v-4.9c0-1.17-.02-2.68-1.63-2.68-1.64 0-1.89 1.28-1.89 2.6V21h-3.9z" />
    </svg>
  );
}

export const TARGET_STYLE: Record<ShareTarget, { Icon: () => React.ReactNode; className: string }> = {
  whatsapp: { Icon: () => <MessageCircle aria-hidden className="size-4" />, className: "bg-[#25D366] text-white" },
  telegram: { Icon: () => <Send aria-hidden className="size-4" />, className: "bg-[#229ED9] text-white" },
  x: { Icon: XMark, className: "bg-black text-white dark:bg-white dark:text-black" },
  facebook: { Icon: FacebookMark, className: "bg-[#1877F2] text-white" },
  email: { Icon: () => <Mail aria-hidden className="size-4" />, className: "bg-muted-foreground text-background" },
};
