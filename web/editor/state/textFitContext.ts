// The editor's text fitting as the canvas draws it (its values: samples, typed values or the long-name
// preview), for the panels, which do not know those values: a change there that makes the text need
// more room (curving it, a smaller radius) grows the box in the same change, so one undo takes back both.
import { createContext, useContext } from "react";
import type { DesignDocument } from "../../../shared/design/schema.ts";

export type FitText = (doc: DesignDocument, ids: readonly string[]) => DesignDocument;

export const TextFitContext = createContext<FitText>((doc) => doc);

export const useFitText = (): FitText => useContext(TextFitContext);
