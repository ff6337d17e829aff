// Radix Toast styled for Bitaqa (SPEC §4): swipe right beyond 50 px dismisses; viewport hotkey F8.
import { Toast as T } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "../../lib/utils.ts";

export const ToastProvider = T.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof T.Viewport>) {
  return (
    <T.Viewport
      className={cn(
        // At the bottom on every screen (issue 31): at the top of a phone a toast covered the header
        // and its buttons. Above the editor's phone bar where there is one (--toast-lift, styles.css).
        "fixed bottom-0 end-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 pb-[calc(1rem+env(safe-area-inset-bottom)+var(--toast-lift,0px))] md:max-w-[420px]",
        className,
      )}
      {...props}
    />
  );
}

const toastVariants = cva(
  "group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-2xl border p-4 pe-10 shadow-xl transition-all data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out",
  {
    variants: {
      variant: {
        default: "border-border bg-card text-card-foreground",
        success: "border-primary/30 bg-card text-card-foreground",
        destructive: "destructive border-destructive bg-destructive text-destructive-foreground",
      },
    },
    defaultVariants: { variant: "default" },
  },
);

export type ToastProps = ComponentProps<typeof T.Root> & VariantProps<typeof toastVariants>;

export function Toast({ className, variant, ...props }: ToastProps) {
  return <T.Root className={cn(toastVariants({ variant }), className)} data-toast="" {...props} />;
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof T.Title>) {
  return <T.Title className={cn("text-sm font-bold", className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof T.Description>) {
  return <T.Description className={cn("text-sm opacity-90", className)} {...props} />;
}

export function ToastClose({ className, label, ...props }: ComponentProps<typeof T.Close> & { label: string }) {
  return (
    <T.Close
      aria-label={label}
      className={cn(
        "absolute end-2 top-2 rounded-md p-1 opacity-60 transition hover:opacity-100 focus:opacity-100 focus:outline-none focus:ring-2 focus:ring-ring group-[.destructive]:text-destructive-foreground",
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden />
    </T.Close>
  );
}
