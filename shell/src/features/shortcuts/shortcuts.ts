// The dashboard's keyboard shortcuts (docs/product.md section 2): which key does what, and when a key press is one.

export type ShortcutId =
  | 'help'
  | 'newTask'
  | 'newEvent'
  | 'search'
  | 'today'
  | 'dayView'
  | 'weekView'
  | 'monthView'
  | 'planDay';

/** In the order the "?" dialog lists them. */
export const SHORTCUTS: readonly { key: string; id: ShortcutId }[] = [
  { key: 'n', id: 'newTask' },
  { key: 'e', id: 'newEvent' },
  { key: '/', id: 'search' },
  { key: 't', id: 'today' },
  { key: 'd', id: 'dayView' },
  { key: 'w', id: 'weekView' },
  { key: 'm', id: 'monthView' },
  { key: 'p', id: 'planDay' },
  { key: '?', id: 'help' },
];

const BY_KEY = new Map(SHORTCUTS.map((s) => [s.key, s.id]));

/** The part of a keydown event the rules read (a real KeyboardEvent fits). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  isComposing?: boolean;
  defaultPrevented: boolean;
  target: EventTarget | null;
}

/** True when the key goes to something the person types in or chooses from. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) {
    return true;
  }
  return target instanceof HTMLElement && target.isContentEditable;
}

/** True while a modal dialog is open: its own keys belong to it. */
export function isDialogOpen(doc: Document = document): boolean {
  return doc.querySelector('[aria-modal="true"]') !== null;
}

/**
 * The shortcut a key press asks for, or null: never with Ctrl, Meta or Alt held (the browser's and the
 * system's own shortcuts), never while typing in a field, never while a dialog is open. Shift is allowed
 * only as far as it makes the key ("?" is Shift+/ on many layouts; Shift+N gives "N", no shortcut).
 */
export function shortcutFor(press: KeyPress, doc: Document = document): ShortcutId | null {
  if (press.ctrlKey || press.metaKey || press.altKey) return null;
  if (press.isComposing || press.defaultPrevented) return null;
  const id = BY_KEY.get(press.key);
  if (!id) return null;
  if (isTypingTarget(press.target) || isDialogOpen(doc)) return null;
  return id;
}
