// The frame's skeleton as this browser last drew it, kept so that the next start shows it before any
// bundle has run (index.html's inline script, in place of the splash): the page's title is on screen at
// the first paint, and the first React render no longer has to be one long task to put it there (it runs
// as a transition, index.tsx). Issue #20: Lighthouse's largest paint is that title.
//
// The record carries the conditions under which it still holds, and the inline script only compares
// them: the same page, the same entry files (a deploy renames the stylesheet's classes), the same stored
// values (the session hint, the chosen language) and the same browser languages. No rule of the app is
// written twice: which language a page opens in stays detectLanguage's alone.
import { SESSION_HINT_KEY } from '../auth/authController';
import { LANGUAGE_STORAGE_KEY } from '../language/language';
import { localStore } from '../storage/localStore';

export const FRAME_SNAPSHOT_KEY = 'planner-frame';

/** Set on #root by index.html's script when it drew the snapshot. */
export const SNAPSHOT_DRAWN_ATTRIBUTE = 'data-frame-snapshot';
/** Set on #root by index.html's script: the entry's files (what a snapshot is valid for). */
export const ENTRY_ATTRIBUTE = 'data-entry';

export interface FrameSnapshot {
  /** The frame's outer HTML, as React rendered it. */
  html: string;
  /** `location.pathname` it was drawn for. */
  path: string;
  /** The entry's scripts and stylesheets, by their hashed names (#root's `data-entry`, from index.html). */
  entry: string;
  /** `navigator.languages` as a string, the language detection's other input. */
  languages: string;
  /** Stored values it depends on: key -> value (null: absent). */
  storage: Record<string, string | null>;
}

function browserLanguages(): string {
  return String(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

/**
 * Keeps `frame` (the skeleton's outermost element, a child of #root) for the next start of this page.
 * Nothing is kept when index.html's script named no entry files: where the styles come with the script
 * (the development server), a frame drawn before the script runs would show unstyled. Nothing is written
 * on a start that drew the snapshot: its conditions held, so the frame drawn now is the one kept.
 */
export function saveFrameSnapshot(
  frame: HTMLElement,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null = localStore(),
): void {
  const root = frame.parentElement;
  const entry = root?.getAttribute(ENTRY_ATTRIBUTE);
  if (!storage || !root || !entry || snapshotDrawn(root)) return;
  try {
    const snapshot: FrameSnapshot = {
      html: frame.outerHTML,
      path: window.location.pathname,
      entry,
      languages: browserLanguages(),
      storage: Object.fromEntries(
        [SESSION_HINT_KEY, LANGUAGE_STORAGE_KEY].map((key) => [key, storage.getItem(key)]),
      ),
    };
    storage.setItem(FRAME_SNAPSHOT_KEY, JSON.stringify(snapshot));
  } catch {
    // Storage full or refused: the next start shows the splash, as without a snapshot.
  }
}

/** True when index.html's script drew the snapshot in `root`. */
export function snapshotDrawn(root: HTMLElement): boolean {
  return root.hasAttribute(SNAPSHOT_DRAWN_ATTRIBUTE);
}
