// react-moveable injects its stylesheet (handle sizes, line thickness) as a <style> element when its
// first control box mounts, with the nonce passed as `cspNonce`. But a group's per-layer child boxes
// are created WITHOUT the nonce, and they mount first when a selection grows from one layer to
// several: the one-layer box has just removed the sheet, a child re-injects it nonce-less, the CSP
// blocks it ("Applying inline style violates … style-src") and the group frame is drawn without its
// lines and handles. The sheet is shared and reference-counted by its class name, so holding one
// reference, injected with the nonce, for as long as the overlay lives means every later box only
// bumps the count and the nonce'd sheet is the one that stays.
import { memo, useRef } from "react";
import { getNonce } from "get-nonce";
import Moveable from "react-moveable";

interface StyledElementClass {
  new (props: { cspNonce?: string; className?: string; hidden?: boolean }): unknown;
}

function moveableStyled(): StyledElementClass {
  const ctor = Moveable as unknown as { defaultStyled: StyledElementClass | null; makeStyled(): void };
  if (!ctor.defaultStyled) ctor.makeStyled();
  return ctor.defaultStyled!;
}

/** Mount before <Moveable>: keeps Moveable's stylesheet in the document with the page's CSP nonce. */
export const MoveableStyles = memo(function MoveableStyles() {
  const Styled = useRef(moveableStyled()).current as unknown as React.ComponentType<{ cspNonce?: string; hidden?: boolean; "aria-hidden"?: boolean }>;
  // The element injects the sheet on mount and releases its reference on unmount.
  return <Styled cspNonce={getNonce() ?? ""} hidden aria-hidden />;
});
