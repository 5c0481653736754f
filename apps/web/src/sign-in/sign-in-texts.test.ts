// The light sign-in page carries its own copies of a few shared texts (validation and error
// messages the app takes from packages/shared's catalogues): they must read the same there.
import { describe, expect, it } from 'vitest';
import type { Catalogue } from '@hisaab/shared/i18n/messages';

const signIn = import.meta.glob<Catalogue>('../locales/*/sign-in.json', {
  eager: true,
  import: 'default',
});
const shared = import.meta.glob<Catalogue>(
  '../../../../packages/shared/src/i18n/catalogues/*/*.json',
  { eager: true, import: 'default' },
);

describe('the sign-in page catalogues', () => {
  for (const [file, texts] of Object.entries(signIn)) {
    const language = file.split('/').at(-2)!;
    it(`agree with the shared catalogues (${language})`, () => {
      const sharedTexts: Record<string, string> = Object.assign(
        {},
        ...Object.entries(shared)
          .filter(([f]) => f.includes(`/catalogues/${language}/`))
          .map(([, c]) => c),
      );
      for (const [english, text] of Object.entries(texts)) {
        if (english in sharedTexts)
          expect({ english, text }).toEqual({ english, text: sharedTexts[english] });
      }
    });
  }
});
