// One answer for every stale save of a design (a template's revision, a card's own design): the save
// started from a version someone else (or another tab) has replaced since. Nothing is written; the
// editor asks the person what to do instead of silently replacing the other work.
import { HttpError } from "../../errors.ts";

/** 409 `{ code: "revisionConflict", message }` (message translated from designs:revisionConflict). */
export class RevisionConflictError extends HttpError {
  constructor() {
    super(409, "designs:revisionConflict");
  }
  override get code(): string {
    return "revisionConflict";
  }
}
