// The editor's texts travel with the editor's own chunk (public pages never download them).
import i18n from "i18next";
import ar from "../../shared/i18n/ar/editor.json";
import en from "../../shared/i18n/en/editor.json";
import fr from "../../shared/i18n/fr/editor.json";

for (const [lang, bundle] of Object.entries({ ar, en, fr })) {
  if (!i18n.hasResourceBundle(lang, "editor")) i18n.addResourceBundle(lang, "editor", bundle);
}
