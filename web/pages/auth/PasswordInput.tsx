import { useState, type ComponentProps } from "react";
import { Eye, EyeOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../components/ui/form-field.tsx";

type Props = Omit<ComponentProps<typeof FormField>, "type" | "end">;

/** A password field with a show/hide button at its inline end. */
export function PasswordField(props: Props) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      {...props}
      type={visible ? "text" : "password"}
      dir="ltr"
      end={
        <button
          type="button"
          onClick={() => setVisible((v) => !v)}
          aria-label={visible ? t("common.hidePassword") : t("common.showPassword")}
          aria-pressed={visible}
          className="tap-target grid place-items-center rounded-lg p-2 text-muted-foreground transition hover:bg-muted hover:text-foreground"
        >
          {visible ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
        </button>
      }
    />
  );
}
