// Nothing a person made is lost: the document (and fields/values) is autosaved as a draft shortly after
// every change — on the server for admins, in this browser for everyone else — and leaving with unsaved
// changes asks first (closing the tab, and navigating inside the app).
import { useEffect, useRef, useState } from "react";
import { useBlocker } from "react-router";
import type { TemplateField } from "../../shared/api/templates.ts";
import type { DesignDocument } from "../../shared/design/schema.ts";

export interface Draft {
  design: DesignDocument;
  fields?: TemplateField[];
  values?: Record<string, string>;
  updatedAt?: string;
  /** the saved version the work started from (EditorProps.initial.base), kept so a restored draft is still checked */
  base?: string;
}

export interface DraftStore {
  load(): Promise<Draft | null>;
  save(draft: Draft): Promise<void>;
  clear(): Promise<void>;
}

export const AUTOSAVE_DELAY_MS = 1200;

/** Drafts kept in localStorage (visitors and users remixing a template). */
export function browserDraftStore(key: string): DraftStore {
  return {
    async load() {
      try {
        const raw = localStorage.getItem(key);
        return raw ? (JSON.parse(raw) as Draft) : null;
      } catch {
        return null;
      }
    },
    async save(draft) {
      // May throw (storage full, e.g. an embedded image): then the status keeps saying "unsaved".
      localStorage.setItem(key, JSON.stringify({ ...draft, updatedAt: new Date().toISOString() }));
    },
    async clear() {
      localStorage.removeItem(key);
    },
  };
}

/** Saves `current()` as a draft AUTOSAVE_DELAY_MS after the last change (`version` bumps). */
export function useAutosave(store: DraftStore, version: number, dirty: boolean, current: () => Draft): "idle" | "saved" {
  // The version whose draft is stored: a newer version is "idle" without a state update of its own (a
  // setState per change would re-render the whole editor a second time on every drag frame).
  const [savedVersion, setSavedVersion] = useState<number | null>(null);
  const currentRef = useRef(current);
  currentRef.current = current;
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => {
      void store.save(currentRef.current()).then(
        () => setSavedVersion(version),
        () => setSavedVersion(null),
      );
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [store, version, dirty]);
  return dirty && savedVersion === version ? "saved" : "idle";
}

/** `bypass` lets a successful save navigate away without asking (its state update is not rendered yet). */
export function useLeaveWarning(dirty: boolean, confirmText: string, bypass: { current: boolean }): void {
  useEffect(() => {
    if (!dirty) return;
    const handler = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = "";
    };
    window.addEventListener("beforeunload", handler);
    return () => window.removeEventListener("beforeunload", handler);
  }, [dirty]);
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && !bypass.current && currentLocation.pathname !== nextLocation.pathname);
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(confirmText)) blocker.proceed();
    else blocker.reset();
  }, [blocker, confirmText]);
}
