// The app's keyboard shortcuts, in one place: the screens act on these keys, and the buttons'
// hints and the `?` help sheet show them. Alt+letter and Ctrl+Enter neither type text nor clash
// with the browser (Alt+D/E/F and Ctrl+letters do), so they work from inside a field too; `?` and
// `/` act only when focus is not in a text field.
import { useLayoutEffect, useRef } from 'react';
import { tk } from '@hisaab/shared/i18n/messages';

export type ShortcutId =
  | 'newSale'
  | 'newPurchase'
  | 'paymentIn'
  | 'paymentOut'
  | 'expense'
  | 'save'
  | 'saveAndNew'
  | 'print'
  | 'find'
  | 'help';

interface Chord {
  /** KeyboardEvent.code for letters (Option+letter types another character on a Mac), else .key. */
  code?: string;
  key?: string;
  alt?: boolean;
  /** Ctrl, or Cmd on a Mac. */
  ctrl?: boolean;
  shift?: boolean;
}

export interface Shortcut {
  id: ShortcutId;
  label: string;
  /** The first chord is the one shown; the others also work. */
  chords: readonly Chord[];
  /** Where the key acts. */
  where: (typeof WHERE)[keyof typeof WHERE];
}

/** Where a key acts, as the help sheet says it (marked for the catalogues). */
const WHERE = {
  anywhere: tk('Anywhere'),
  bill: tk('On a bill'),
  outside: tk('Outside a text field'),
} as const;

export const SHORTCUTS: readonly Shortcut[] = [
  {
    id: 'newSale',
    label: tk('New sale'),
    chords: [{ code: 'KeyN', alt: true }],
    where: WHERE.anywhere,
  },
  {
    id: 'newPurchase',
    label: tk('New purchase'),
    chords: [{ code: 'KeyU', alt: true }],
    where: WHERE.anywhere,
  },
  {
    id: 'paymentIn',
    label: tk('Payment in'),
    chords: [{ code: 'KeyI', alt: true }],
    where: WHERE.anywhere,
  },
  {
    id: 'paymentOut',
    label: tk('Payment out'),
    chords: [{ code: 'KeyO', alt: true }],
    where: WHERE.anywhere,
  },
  {
    id: 'expense',
    label: tk('Expense'),
    chords: [{ code: 'KeyX', alt: true }],
    where: WHERE.anywhere,
  },
  {
    id: 'save',
    label: tk('Save'),
    chords: [
      { key: 'Enter', ctrl: true },
      { code: 'KeyS', ctrl: true },
    ],
    where: WHERE.bill,
  },
  {
    id: 'saveAndNew',
    label: tk('Save and new'),
    chords: [{ key: 'Enter', ctrl: true, shift: true }],
    where: WHERE.bill,
  },
  {
    id: 'print',
    label: tk('Save and print'),
    chords: [{ code: 'KeyP', alt: true }],
    where: WHERE.bill,
  },
  { id: 'find', label: tk('Find'), chords: [{ key: '/' }], where: WHERE.outside },
  {
    id: 'help',
    label: tk('Keyboard shortcuts'),
    chords: [{ key: '?' }],
    where: WHERE.outside,
  },
];

const byId = new Map(SHORTCUTS.map((s) => [s.id, s]));

function keyName(chord: Chord): string {
  if (chord.code?.startsWith('Key')) return chord.code.slice(3);
  return chord.key ?? chord.code ?? '';
}

function chordText(chord: Chord, ctrlName: string): string {
  return [chord.ctrl && ctrlName, chord.alt && 'Alt', chord.shift && 'Shift', keyName(chord)]
    .filter(Boolean)
    .join('+');
}

function chordsOf(id: ShortcutId): readonly Chord[] {
  return byId.get(id)?.chords ?? [];
}

/** What the user presses, as shown: 'Alt+N', 'Ctrl+Enter'. */
export function shortcutText(id: ShortcutId): string {
  const first = chordsOf(id)[0];
  return first ? chordText(first, 'Ctrl') : '';
}

/** The aria-keyshortcuts value: every chord, space-separated ('Control+Enter Control+S'). */
export function ariaKeyShortcuts(id: ShortcutId): string {
  return chordsOf(id)
    .map((c) => chordText(c, 'Control'))
    .join(' ');
}

/** A button's title with its key: 'Save (Ctrl+Enter)'. */
export function withShortcut(label: string, id: ShortcutId): string {
  return `${label} (${shortcutText(id)})`;
}

/** Typing goes into these; a bare `?` or `/` there is a character, not a shortcut. */
export function isTextField(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable || el instanceof HTMLTextAreaElement) return true;
  if (el instanceof HTMLSelectElement) return true;
  if (!(el instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(
    el.type,
  );
}

function matches(chord: Chord, e: KeyboardEvent): boolean {
  const ctrl = e.ctrlKey || e.metaKey;
  if (Boolean(chord.ctrl) !== ctrl || Boolean(chord.alt) !== e.altKey) return false;
  const bare = !chord.ctrl && !chord.alt;
  if (bare) {
    // `?` needs Shift on most layouts: bare keys ignore it, and never act inside a field.
    if (isTextField(e.target)) return false;
  } else if (Boolean(chord.shift) !== e.shiftKey) return false;
  return chord.code ? e.code === chord.code : e.key === chord.key;
}

/** The shortcut a key press is, among `ids`. */
export function shortcutOf(e: KeyboardEvent, ids: readonly ShortcutId[]): ShortcutId | null {
  if (e.isComposing || e.repeat) return null;
  return ids.find((id) => chordsOf(id).some((c) => matches(c, e))) ?? null;
}

/**
 * Acts on the given shortcuts anywhere on the page while the component is mounted. Keys pressed
 * inside an open dialog belong to the dialog. Listening from the commit that draws the
 * component (a layout effect), so a key pressed the moment a screen shows is not lost: a
 * passive effect may run only after the screen has been painted.
 */
export function useShortcuts(handlers: Partial<Record<ShortcutId, () => void>>): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const id = shortcutOf(e, Object.keys(latest.current) as ShortcutId[]);
      if (!id) return;
      if (e.target instanceof Element && e.target.closest('[role="dialog"],[role="alertdialog"]'))
        return;
      e.preventDefault();
      latest.current[id]?.();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}

/** Enter's "next field": the next enabled, editable field after `from`, in document order. */
export function focusNextField(from: HTMLElement): void {
  const fields = [
    ...document.querySelectorAll<HTMLElement>('main input, main select, main textarea'),
  ].filter(
    (el) =>
      isTextField(el) &&
      el.offsetParent !== null &&
      !(el as HTMLInputElement).disabled &&
      !(el as HTMLInputElement).readOnly &&
      el.tabIndex >= 0,
  );
  const next = fields.find(
    (el) => from.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  next?.focus();
  if (next instanceof HTMLInputElement) next.select();
}
