// What the layers list calls a layer, in the viewer's language: never developer output such as
// "{{certificateCode}}" or a field id ("sender"). A field-bound text is its field's label; placeholders
// inside a text read as the label of what they stand for; machine-made names (seeds: "shape 12",
// "title", a field id) give way to the text itself or the kind of layer. Seeded ornaments come in
// groups whose id names their kind ("starLattice.3"), shown under that kind's translated name.
import type { TemplateField } from "../../../shared/api/templates.ts";
import type { Layer } from "../../../shared/design/schema.ts";
import type { Locale } from "../../../shared/limits.ts";

type T = (key: string, opts?: Record<string, unknown>) => string;

/** Values the platform fills in itself (not template fields): certificates' code and link, cards' link. */
export const SYSTEM_BINDINGS = ["certificateCode", "code", "verifyUrl", "shareUrl", "issuedDate", "expiryDate", "recipientName", "issuerName"] as const;

/** Names like "text 12" are machine-made (seeds): the text itself says more. */
const GENERATED_NAME = /^(text|shape|image|qr|title)[ _-]?\d*$/i;
const PLACEHOLDER = /\{\{\s*([A-Za-z_][A-Za-z0-9_]*)\s*\}\}/g;

export interface LabelContext {
  fields: readonly TemplateField[];
  locale: Locale;
  t: T;
}

function bindingLabel(name: string, ctx: LabelContext): string {
  const field = ctx.fields.find((f) => f.name === name);
  if (field) return field.label[ctx.locale] || field.label.ar || name;
  if ((SYSTEM_BINDINGS as readonly string[]).includes(name)) return ctx.t(`layers.bindings.${name}`);
  return ctx.t("layers.bindings.other");
}

export function layerLabel(layer: Layer, ctx: LabelContext): string {
  const kind = ctx.t(`layerTypes.${layer.type === "shape" ? layer.props.shape : layer.type}`);
  const isFieldId = ctx.fields.some((f) => f.name === layer.name) || (SYSTEM_BINDINGS as readonly string[]).includes(layer.name);
  if (layer.name && !GENERATED_NAME.test(layer.name) && !isFieldId) return layer.name;
  if (layer.type === "text") {
    if (layer.props.field) return bindingLabel(layer.props.field, ctx);
    const text = layer.props.text.replace(PLACEHOLDER, (_, name: string) => `«${bindingLabel(name, ctx)}»`).trim();
    return text.slice(0, 60) || kind;
  }
  if (layer.type === "qr") {
    const target = PLACEHOLDER.exec(layer.props.content);
    PLACEHOLDER.lastIndex = 0;
    return target ? `${kind}: ${bindingLabel(target[1], ctx)}` : kind;
  }
  if (layer.type === "image" && layer.props.src.startsWith("{{")) {
    const target = /^\{\{\s*([A-Za-z_]\w*)\s*\}\}$/.exec(layer.props.src);
    if (target) return bindingLabel(target[1], ctx);
  }
  return kind;
}

const GROUP_KIND = /^([A-Za-z]+)\.\d+$/;
/** Ornament kinds the seeds group by (server/seeds/cards/kit.ts); each has a translated name. */
export const ORNAMENT_KINDS = ["starLattice", "starfield", "arches", "star", "rosette", "crescent", "lantern", "rings", "flower", "balloon", "confetti", "mosque", "frame"] as const;

/** A group's name: the translated ornament kind of a seeded group, else a numbered "Group". */
export function groupLabel(groupId: string, n: number, t: T): string {
  const kind = GROUP_KIND.exec(groupId)?.[1];
  if (kind && (ORNAMENT_KINDS as readonly string[]).includes(kind)) return t(`layers.groupKinds.${kind}`);
  return t("layers.group", { n });
}
