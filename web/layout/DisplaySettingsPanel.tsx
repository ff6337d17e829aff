// The display-settings popover (theme, layout) under its header button (Controls.tsx), which loads
// this chunk on first use. The button is not a Popover.Trigger (it is in the entry chunk): the popover
// is anchored to it, ignores clicks on it (the button toggles), and hands focus back to it.
import { Popover } from "radix-ui";
import { useTranslation } from "react-i18next";
import { PreferenceChoices } from "./Controls.tsx";
import { focusTriggerOnClose, type LazyPanelProps } from "./lazy-panel.ts";

export function DisplaySettingsPanel({ open, onOpenChange, triggerRef }: LazyPanelProps) {
  const { t } = useTranslation();
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={triggerRef} />
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-72 rounded-2xl border border-border bg-popover p-4 text-popover-foreground shadow-xl data-[state=open]:animate-fade-in"
          onInteractOutside={(e) => {
            if (triggerRef.current?.contains(e.target as Node)) e.preventDefault();
          }}
          onCloseAutoFocus={focusTriggerOnClose(triggerRef)}
        >
          <p className="mb-3 text-sm font-extrabold">{t("account.displaySettings")}</p>
          <PreferenceChoices />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
