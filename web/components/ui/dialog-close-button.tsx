// The ✕ in a Radix Dialog's header (side sheets, admin form dialogs).
import { Dialog } from "radix-ui";
import { X } from "lucide-react";
import { Button } from "./button.tsx";

export function DialogCloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <Dialog.Close asChild>
      <Button variant="ghost" size="icon" className={className} aria-label={label}>
        <X aria-hidden />
      </Button>
    </Dialog.Close>
  );
}
