import { describe, expect, it } from 'vitest';
import { newDraft } from './bill-draft.ts';
import { sideOfMode } from './invoice-mode.ts';
import {
  clearDraft,
  draftKey,
  draftSignature,
  draftTimeLabel,
  readDraft,
  writeDraft,
} from './draft-storage.ts';
import { RICE, line } from './fixtures.ts';

describe('bill drafts in local storage', () => {
  it('keeps one draft per user and screen, and reads it back with fresh row keys', () => {
    const sale = draftKey('u7', 'sale', null);
    expect(sale).not.toBe(draftKey('u8', 'sale', null));
    expect(sale).not.toBe(draftKey('u7', 'purchase', null));
    expect(draftKey('u7', 'modify', 12)).toBe('hisaab.billDraft.u7.modify-12');
    const draft = { ...newDraft(sideOfMode('sale'), '2026-11-20'), lines: [line(RICE, '3', '50')] };
    writeDraft(sale, draft, new Date('2026-11-20T05:12:00Z'));
    const back = readDraft(sale);
    expect(back?.savedAt).toBe('2026-11-20T05:12:00.000Z');
    expect(back && draftSignature(back.draft)).toBe(draftSignature(draft));
    expect(back?.draft.lines[0]?.key).not.toBe(draft.lines[0]?.key);
    clearDraft(sale);
    expect(readDraft(sale)).toBeNull();
  });

  it('ignores what is not a draft (another version, a hand edit)', () => {
    localStorage.setItem('k', '{"savedAt":"x","draft":{"lines":"oops"}}');
    expect(readDraft('k')).toBeNull();
    localStorage.setItem('k', 'not json');
    expect(readDraft('k')).toBeNull();
  });

  it('tells typed changes from made-up row keys', () => {
    const a = newDraft(sideOfMode('sale'), '2026-11-20');
    const b = newDraft(sideOfMode('sale'), '2026-11-20');
    expect(a.lines[0]?.key).not.toBe(b.lines[0]?.key);
    expect(draftSignature(a)).toBe(draftSignature(b));
    expect(draftSignature({ ...a, remark: 'x' })).not.toBe(draftSignature(b));
  });

  it('names the time in India, with the date when it is not today', () => {
    const now = new Date('2026-11-20T10:00:00Z');
    expect(draftTimeLabel('2026-11-20T05:12:00Z', now)).toBe('10:42');
    expect(draftTimeLabel('2026-11-19T05:12:00Z', now)).toBe('19/11/2026 10:42');
  });
});
