// A centred form dialog (Radix Dialog) for create/edit/revoke; scrolls inside on small screens.
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { DialogCloseButton } from "../ui/dialog-close-button.tsx";
import { cn } from "../../lib/utils.ts";

export function AdminDialog({ open, onOpenChange, title, description, children, className, testId }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  const { t } = useTranslation("admin");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <Dialog.Content
          data-testid={testId}
          className={cn(
            "fixed start-1/2 top-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border border-border bg-card p-5 shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2 sm:p-6",
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4">
            <div className="grid gap-1">
              <Dialog.Title className="text-lg font-extrabold">{title}</Dialog.Title>
              <Dialog.Description className={description ? "text-sm text-muted-foreground" : "sr-only"}>{description ?? title}</Dialog.Description>
            </div>
            <DialogCloseButton label={t("common.close")} className="-me-2 -mt-2" />
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
