// A page that needs the whole window (the design editor) says so while it is shown; AppLayout then
// makes the page exactly the window's height, drops the site footer, and on a phone the site header.
// Declared by the page itself, not by the route: an editor route may also show a template picker, a
// setup form or a "not found" page, which must keep the ordinary page around them.
import { createContext, useContext, useLayoutEffect } from "react";

export const FullScreenContext = createContext<(on: boolean) => void>(() => undefined);

export function useFullScreenPage(): void {
  const set = useContext(FullScreenContext);
  useLayoutEffect(() => {
    set(true);
    return () => set(false);
  }, [set]);
}
