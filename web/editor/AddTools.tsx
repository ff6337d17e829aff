// The "add a layer" tools (text, field, image, shape, QR), drawn either as the desktop toolbar's
// buttons or as the phone bar's icon-over-label items: one list, so both places offer the same tools.
import { DropdownMenu } from "radix-ui";
import { Circle, Image, QrCode, Shapes, Slash, Sparkles, Square, TextCursorInput, Type } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { TemplateField } from "../../shared/api/templates.ts";
import type { Locale } from "../../shared/limits.ts";
import { Button } from "../components/ui/button.tsx";
import { localized } from "../lib/i18n.ts";
import type { EditorActions } from "./useEditorActions.ts";

export type ToolLook = "toolbar" | "bar";

const itemClass = "flex min-h-11 cursor-pointer items-center gap-2 rounded-md px-3 py-2 text-sm outline-none data-[highlighted]:bg-muted";
/** A phone bar item: icon over a short label, at least 48 × 56 px to the finger. */
export const BAR_ITEM =
  "flex h-14 min-w-11 flex-1 flex-col items-center justify-center gap-0.5 rounded-lg px-0.5 text-[11px] font-semibold leading-tight text-foreground hover:bg-muted disabled:opacity-40 [&_svg]:size-5 [&_svg]:shrink-0 aria-expanded:text-primary aria-pressed:text-primary data-[active=true]:text-primary";

/** One tool button in either look; `testId` stays the same in both so tests and people find it. */
export function ToolButton({ look, label, icon, onClick, testId, ...rest }: { look: ToolLook; label: string; icon: ReactNode; onClick?: () => void; testId?: string } & React.ComponentProps<"button">) {
  if (look === "bar") {
    return (
      <button type="button" className={BAR_ITEM} onClick={onClick} aria-label={label} title={label} data-testid={testId} {...rest}>
        {icon}
        <span className="max-w-full truncate" aria-hidden>
          {label}
        </span>
      </button>
    );
  }
  return (
    <Button size="sm" variant="outline" onClick={onClick} aria-label={label} title={label} data-testid={testId} {...rest}>
      {icon}
      <span className="hidden xl:inline">{label}</span>
    </Button>
  );
}

function MenuTool({ look, label, icon, children, testId }: { look: ToolLook; label: string; icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <ToolButton look={look} label={label} icon={icon} testId={testId} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="start" side={look === "bar" ? "top" : "bottom"} sideOffset={6} collisionPadding={8} className="z-50 max-h-[50dvh] min-w-44 overflow-y-auto rounded-xl border border-border bg-card p-1 shadow-xl">
          {children}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

export type AddToolId = "text" | "field" | "image" | "shape" | "qr";
export const ADD_TOOL_IDS: readonly AddToolId[] = ["text", "field", "image", "shape", "qr"];

interface AddToolProps {
  look: ToolLook;
  actions: EditorActions;
  fields: readonly TemplateField[];
  /** the shape menu also opens the elements library (the phone bar has no room for an item of its own) */
  onOpenElements?: () => void;
  /** called after the tool did its work (the phone's More sheet closes) */
  onUsed?: () => void;
}

/** One add tool by id: the phone bar places each one by itself, on the bar or under More. */
export function AddTool({ id, look, actions, fields, onOpenElements, onUsed }: AddToolProps & { id: AddToolId }) {
  const { t, i18n } = useTranslation("editor");
  const locale = i18n.language as Locale;
  const add = (...args: Parameters<EditorActions["add"]>) => {
    actions.add(...args);
    onUsed?.();
  };
  switch (id) {
    case "text":
      return <ToolButton look={look} label={t("tools.text")} icon={<Type />} onClick={() => add("text")} testId="add-text" />;
    case "field": {
      const textFields = fields.filter((f) => f.type !== "image" && f.type !== "color");
      return (
        <MenuTool look={look} label={t("tools.field")} icon={<TextCursorInput />} testId="add-field-layer">
          {textFields.length === 0 && <p className="px-3 py-2 text-sm text-muted-foreground">{t("fields.none")}</p>}
          {textFields.map((f) => (
            <DropdownMenu.Item key={f.name} className={itemClass} onSelect={() => add("field", { field: f.name })}>
              {localized(f.label, locale) || f.name}
            </DropdownMenu.Item>
          ))}
        </MenuTool>
      );
    }
    case "image":
      return <ToolButton look={look} label={t("tools.image")} icon={<Image />} onClick={() => add("image")} testId="add-image" />;
    case "shape":
      return (
        <MenuTool look={look} label={t("tools.shape")} icon={<Shapes />} testId="add-shape">
          {onOpenElements && (
            <DropdownMenu.Item
              className={itemClass}
              onSelect={() => {
                onOpenElements();
                onUsed?.();
              }}
              data-testid="open-elements"
            >
              <Sparkles className="size-4" /> {t("elements.open")}
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className={itemClass} onSelect={() => add("rect")} data-testid="add-rect">
            <Square className="size-4" /> {t("tools.rect")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => add("ellipse")}>
            <Circle className="size-4" /> {t("tools.ellipse")}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={itemClass} onSelect={() => add("line")}>
            <Slash className="size-4" /> {t("tools.line")}
          </DropdownMenu.Item>
        </MenuTool>
      );
    case "qr":
      return <ToolButton look={look} label={t("tools.qr")} icon={<QrCode />} onClick={() => add("qr")} testId="add-qr" />;
  }
}

/** All the add tools in their usual order (the desktop toolbar). */
export function AddTools(props: AddToolProps) {
  return (
    <>
      {ADD_TOOL_IDS.map((id) => (
        <AddTool key={id} id={id} {...props} />
      ))}
    </>
  );
}
