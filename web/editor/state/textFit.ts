// Auto-height text boxes: after the text of a layer changes (typing) or its width does (resizing),
// the box grows until every line fits, so a wrapped line never spills over other content. Boxes only
// grow here; they never shrink on their own (a template's roomy box keeps its room). Curved text grows
// its box about the centre to the arc it draws (wider and taller), so the handles frame the ink.
import type { MeasureFn } from "../../../shared/design/text-layout.ts";
import { growAboutCentre, growBox, neededCurvedBox, neededTextHeight } from "../../../shared/design/text-fit.ts";
import type { DesignDocument, DesignValues, Layer } from "../../../shared/design/schema.ts";
import { mapLayers, removeLayers } from "./ops.ts";

export function growTextLayers(doc: DesignDocument, ids: readonly string[], values: DesignValues, measure: MeasureFn): DesignDocument {
  return mapLayers(doc, ids, (l): Layer => {
    if (l.type !== "text") return l;
    if (l.props.curve) {
      // The lines the arc joins are wrapped at the box's width: a wider box can change them, so measure again.
      let box = l;
      for (let i = 0; i < 3; i++) {
        const size = neededCurvedBox(box, doc, values, measure);
        if (!size) break;
        box = growAboutCentre(box, size);
      }
      return box;
    }
    const need = neededTextHeight(l, doc, values, measure);
    return need === null ? l : growBox(l, need, l.props.verticalAlign === "bottom" ? "bottom" : "top");
  });
}

/** A text layer whose text was emptied is removed (inside the editing gesture: one undo brings it back). */
export function removeIfEmpty(doc: DesignDocument, id: string): DesignDocument {
  const l = doc.layers.find((x) => x.id === id);
  if (!l || l.type !== "text" || l.props.field || l.props.text.trim() !== "") return doc;
  return removeLayers(doc, [id]);
}
