// Radix AlertDialog for destructive confirmations: focus starts on "cancel", Escape cancels.
import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { buttonVariants } from "./button.tsx";
import { cn } from "../../lib/utils.ts";

export function ConfirmDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  cancel: string;
  confirm: ReactNode;
  onConfirm: () => void;
  busy?: boolean;
  confirmTestId?: string;
}) {
  return (
    <AlertDialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
        <AlertDialog.Content className="fixed start-1/2 top-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-y-1/2 gap-4 rounded-2xl border border-border bg-card p-6 shadow-2xl ltr:-translate-x-1/2 rtl:translate-x-1/2">
          <AlertDialog.Title className="text-lg font-extrabold">{props.title}</AlertDialog.Title>
          <AlertDialog.Description className="text-sm leading-relaxed text-muted-foreground">{props.description}</AlertDialog.Description>
          <div className="flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>{props.cancel}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={cn(buttonVariants({ variant: "destructive" }))}
              disabled={props.busy}
              data-testid={props.confirmTestId}
              onClick={(e) => {
                // Stay open until the call answers; the caller closes the dialog.
                e.preventDefault();
                props.onConfirm();
              }}
            >
              {props.confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
