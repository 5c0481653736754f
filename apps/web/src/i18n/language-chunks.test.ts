// Issue 41: a language's texts come in two chunks, the frame's and the dashboard's first and
// every other screen's when one opens, so a Hindi dashboard fetches only what it shows.
import { afterEach, describe, expect, it } from 'vitest';
import type { Catalogue } from '@hisaab/shared/i18n/messages';
import { applyLanguage, i18n, loadScreenTexts } from './i18n.ts';

const all = import.meta.glob<Catalogue>(
  ['../locales/{hi,mr}/*.json', '../../../../packages/shared/src/i18n/catalogues/{hi,mr}/*.json'],
  { eager: true, import: 'default' },
);

// The modules the frame and the dashboard draw with: each text they mark must come with the
// first chunk, or a Hindi dashboard shows it in English (the buttons Orders and Challans did).
const firstScreen = import.meta.glob<string>(
  [
    '../app/*.{ts,tsx}',
    '../features/{dashboard,shell}/**/*.{ts,tsx}',
    '../features/plans/components/plan-banner.tsx',
    '../ui/{date-picker,day-totals-cards,live-clock,sorting,badge,alert,page-header,button,spinner,language-select,toast}.tsx',
    '!**/*.test.{ts,tsx}',
  ],
  { eager: true, query: '?raw', import: 'default' },
);
const MARKED = /\b(?:t|tk|fmt|msg)\(\s*'((?:[^'\\]|\\.)+)'/g;

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

  it.each(['hi', 'mr'] as const)(
    '%s: the first chunk has every text the frame and the dashboard mark',
    async (language) => {
      const first = (await import(`../locales/${language}/index.ts`)) as {
        default: { lookup: (k: string) => string | undefined };
        screens: () => Promise<Catalogue>;
      };
      const screens = await first.screens();
      const files = Object.keys(firstScreen);
      expect(files.length).toBeGreaterThan(10);
      const late: string[] = [];
      for (const [file, source] of Object.entries(firstScreen)) {
        for (const [, key] of source.matchAll(MARKED)) {
          if (screens[key!] !== undefined && first.default.lookup(key!) === undefined) {
            late.push(`${file}: ${key}`);
          }
        }
      }
      expect(late).toEqual([]);
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
