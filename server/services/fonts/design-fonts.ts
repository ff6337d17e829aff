// Saving a design: every text layer's family must be bundled or uploaded (a translated 400 at the
// layer's fontFamily otherwise). Called by validateDesignForSave; bundled-only designs cost no query.
import type { Db } from "../../db/index.ts";
import { HttpError } from "../../errors.ts";
import { isBundledFamily } from "../../../shared/design/fonts.ts";
import type { DesignDocument } from "../../../shared/design/schema.ts";

/** Families of visible or hidden text layers that are not bundled (those need the database). */
export function uploadedFamiliesOf(doc: Pick<DesignDocument, "layers">): string[] {
  const out = new Set<string>();
  for (const l of doc.layers) if (l.type === "text" && !isBundledFamily(l.props.fontFamily)) out.add(l.props.fontFamily);
  return [...out];
}

export async function checkDesignFonts(db: Db, doc: Pick<DesignDocument, "layers">, path: string): Promise<void> {
  const wanted = uploadedFamiliesOf(doc);
  if (wanted.length === 0) return;
  const found = new Set((await db.selectFrom("fonts").select("family").where("family", "in", wanted).execute()).map((r) => r.family));
  const fields: Record<string, string> = {};
  doc.layers.forEach((l, i) => {
    if (l.type === "text" && !isBundledFamily(l.props.fontFamily) && !found.has(l.props.fontFamily)) {
      fields[`${path}.layers.${i}.props.fontFamily`] = `designs:fonts.unknownFamily|${l.props.fontFamily.replace(/\|/g, "/")}`;
    }
  });
  if (Object.keys(fields).length) throw new HttpError(400, "invalidDesign", fields);
}
