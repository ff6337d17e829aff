// Side menu for screens under md. The menu button is drawn at once; the sheet (Radix Dialog and the
// menu's contents, MobileMenuPanel.tsx) is a chunk of its own, loaded on the first tap.
import { Suspense, lazy } from "react";
import { Menu } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button.tsx";
import { useLazyPanel } from "./lazy-panel.ts";

const loadPanel = () => import("./MobileMenuPanel.tsx");
const MobileMenuPanel = lazy(() => loadPanel().then((m) => ({ default: m.MobileMenuPanel })));

export function MobileMenu() {
  const { t } = useTranslation();
  const { trigger, wanted, panel, show } = useLazyPanel();

  return (
    <>
      <Button
        {...trigger}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t("nav.openMenu")}
        data-testid="mobile-menu"
        // A finger on the button starts the download before the tap ends.
        onPointerDown={() => void loadPanel()}
        onClick={() => show()}
      >
        <Menu aria-hidden className="!size-5" />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuPanel {...panel} />
        </Suspense>
      )}
    </>
  );
}
