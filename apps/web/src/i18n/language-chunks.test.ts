// Issue 41: a language's texts come in two chunks, the frame's and the dashboard's first and
// every other screen's when one opens, so a Hindi dashboard fetches only what it shows.
import { afterEach, describe, expect, it } from 'vitest';
import type { Catalogue } from '@hisaab/shared/i18n/messages';
import { applyLanguage, i18n, loadScreenTexts } from './i18n.ts';

const all = import.meta.glob<Catalogue>(
  ['../locales/{hi,mr}/*.json', '../../../../packages/shared/src/i18n/catalogues/{hi,mr}/*.json'],
  { eager: true, import: 'default' },
);

afterEach(() => applyLanguage('en'));

describe('a language in two chunks', () => {
  it.each(['hi', 'mr'] as const)(
    '%s: every text of its catalogue files is in one of the two chunks',
    async (language) => {
      const first = (await import(`../locales/${language}/index.ts`)) as {
        default: { lookup: (k: string) => string | undefined };
        screens: () => Promise<Catalogue>;
      };
      const screens = await first.screens();
      const files = Object.entries(all).filter(([file]) => file.includes(`/${language}/`));
      for (const [file, texts] of files) {
        for (const [english, text] of Object.entries(texts)) {
          const where = [first.default.lookup(english), screens[english]];
          expect(where, `${file}: ${english}`).toContain(text);
        }
      }
      // The dashboard's own texts are in the first chunk, the invoice's in the second.
      expect(first.default.lookup('Dashboard')).toBeTruthy();
      expect(screens['Bank/CC/UPI']).toBeTruthy();
    },
  );

  it('draws the dashboard in Hindi from the first chunk, other screens once their texts load', async () => {
    await applyLanguage('hi');
    expect(i18n.t('Dashboard')).toBe('डैशबोर्ड');
    expect(i18n.t('Bank/CC/UPI')).toBe('Bank/CC/UPI'); // the invoice's texts: not yet loaded
    await loadScreenTexts();
    expect(i18n.t('Bank/CC/UPI')).toBe('बैंक/कार्ड/UPI');
  });
});
