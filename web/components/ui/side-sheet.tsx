// A sheet sliding in from the inline-start edge (Radix Dialog): the site's side menu and the admin
// console's navigation on small screens. The caller owns Dialog.Root (and its trigger, if any); this is
// the portal, the dimmed backdrop, the panel and its header with the title and a close button.
import type { ComponentProps, ReactNode } from "react";
import { Dialog } from "radix-ui";
import { cn } from "../../lib/utils.ts";
import { DialogCloseButton } from "./dialog-close-button.tsx";

interface SideSheetProps extends Omit<ComponentProps<typeof Dialog.Content>, "title"> {
  title: ReactNode;
  /** Read by screen readers only. */
  description: string;
  closeLabel: string;
}

export function SideSheet({ title, description, closeLabel, className, children, ...content }: SideSheetProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <Dialog.Content
        {...content}
        className={cn("fixed inset-y-0 start-0 z-50 flex flex-col bg-background shadow-2xl outline-none data-[state=open]:animate-sheet-in", className)}
      >
        <div className="flex items-center justify-between border-b border-border px-4 py-3">
          <Dialog.Title className="flex items-center gap-2 text-lg font-extrabold">{title}</Dialog.Title>
          <Dialog.Description className="sr-only">{description}</Dialog.Description>
          <DialogCloseButton label={closeLabel} />
        </div>
        {children}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
