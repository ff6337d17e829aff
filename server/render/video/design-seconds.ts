// The animation's length in seconds (0 for a still design). Until the animation model lands in
// shared/design (designDuration), every design is a still.
import type { DesignDocument } from "../../../shared/design/schema.ts";

export function designSeconds(_doc: DesignDocument): number {
  return 0;
}
