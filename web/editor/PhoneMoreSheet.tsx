// "More" on the phone bar: the items that did not fit on the bar, in a sheet rising from the bottom
// (Radix Dialog: focus kept inside, Escape and a tap on the dimmed canvas close it, focus goes back to
// More). Styled as the editor's other phone sheets: card background, rounded top, a title and a 44 px ✕.
// The items are the bar's own buttons in a grid, so they look and are named (test ids too) as on the bar.
import { Dialog } from "radix-ui";
import { Ellipsis, X } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ToolButton } from "./AddTools.tsx";

interface PhoneMoreSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** One of the hidden items' panels is open: More shows it, as a bar item shows its own open panel. */
  active: boolean;
  children: ReactNode;
}

export function PhoneMoreSheet({ open, onOpenChange, active, children }: PhoneMoreSheetProps) {
  const { t } = useTranslation("editor");
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <ToolButton look="bar" label={t("phoneBar.more")} icon={<Ellipsis />} testId="phone-more" data-active={active} />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/30 data-[state=open]:animate-fade-in" />
        <Dialog.Content
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[70dvh] flex-col rounded-t-2xl border-t border-border bg-card pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_rgb(0_0_0/0.12)] outline-none data-[state=open]:animate-sheet-up"
          data-testid="phone-more-sheet"
          data-editor-ui
        >
          <div className="flex items-center justify-between border-b border-border ps-3">
            <Dialog.Title className="text-sm font-bold">{t("phoneBar.moreTitle")}</Dialog.Title>
            <Dialog.Description className="sr-only">{t("phoneBar.moreDescription")}</Dialog.Description>
            <Dialog.Close asChild>
              <button type="button" className="grid size-11 place-items-center rounded hover:bg-muted" aria-label={t("panels.close")} data-testid="phone-more-close">
                <X className="size-5" />
              </button>
            </Dialog.Close>
          </div>
          <div className="grid grid-cols-4 gap-1 overflow-y-auto p-2">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
