import { describe, expect, it } from 'vitest';
import { ariaKeyShortcuts, SHORTCUTS, shortcutOf, shortcutText, withShortcut } from './keymap.ts';

const ALL = SHORTCUTS.map((s) => s.id);

function press(init: KeyboardEventInit, target: EventTarget = document.body) {
  const e = new KeyboardEvent('keydown', { bubbles: true, ...init });
  Object.defineProperty(e, 'target', { value: target });
  return shortcutOf(e, ALL);
}

describe('keymap', () => {
  it('names every action of the issue once, each with its own keys', () => {
    expect(SHORTCUTS.map((s) => s.label)).toEqual([
      'New sale',
      'New purchase',
      'Payment in',
      'Payment out',
      'Expense',
      'Save',
      'Save and new',
      'Save and print',
      'Find',
      'Keyboard shortcuts',
    ]);
    const shown = SHORTCUTS.map((s) => shortcutText(s.id));
    expect(new Set(shown).size).toBe(shown.length);
    expect(withShortcut('Save', 'save')).toBe('Save (Ctrl+Enter)');
    expect(ariaKeyShortcuts('save')).toBe('Control+Enter Control+S');
  });

  it('reads Alt+letter by the key position, so Option+N on a Mac is New sale too', () => {
    expect(press({ code: 'KeyN', key: 'n', altKey: true })).toBe('newSale');
    expect(press({ code: 'KeyN', key: '˜', altKey: true })).toBe('newSale');
    // AltGr (Ctrl+Alt) types characters on many layouts: not a shortcut.
    expect(press({ code: 'KeyN', key: 'n', altKey: true, ctrlKey: true })).toBeNull();
    expect(press({ code: 'KeyN', key: 'n' })).toBeNull();
  });

  it('tells save from save and new by Shift, and takes Cmd for Ctrl', () => {
    expect(press({ key: 'Enter', ctrlKey: true })).toBe('save');
    expect(press({ key: 'Enter', metaKey: true })).toBe('save');
    expect(press({ key: 'Enter', ctrlKey: true, shiftKey: true })).toBe('saveAndNew');
    expect(press({ code: 'KeyS', key: 's', ctrlKey: true })).toBe('save');
    expect(press({ key: 'Enter' })).toBeNull();
  });

  it('takes ? and / only outside text fields', () => {
    const input = document.createElement('input');
    const checkbox = Object.assign(document.createElement('input'), { type: 'checkbox' });
    expect(press({ key: '?', shiftKey: true })).toBe('help');
    expect(press({ key: '/' })).toBe('find');
    expect(press({ key: '?', shiftKey: true }, input)).toBeNull();
    expect(press({ key: '/' }, document.createElement('textarea'))).toBeNull();
    expect(press({ key: '?', shiftKey: true }, checkbox)).toBe('help');
    // Alt and Ctrl chords act from inside a field: they type nothing.
    expect(press({ key: 'Enter', ctrlKey: true }, input)).toBe('save');
  });
});
