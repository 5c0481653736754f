// What a hi day loads first: i18next and the texts of the frame and the dashboard (the web's
// shell, ui, app, api, plans and dashboard files, and the shared error texts the frame shows).
// Every other screen's texts are a second chunk (hi-screens.ts), which a screen's loader awaits
// (app/lazy-screens.ts): a hi dashboard fetches only what it shows (issue 41).
// The two lists are the same in every language (locales.test.ts holds them so).
import type { Catalogue } from '@hisaab/shared/i18n/messages';
import { languagePack } from '../language-pack.ts';

const files = import.meta.glob<Catalogue>(
  [
    './{app,api,shell,ui,plans,dashboard}.json',
    '../../../../../packages/shared/src/i18n/catalogues/hi/messages.json',
  ],
  { eager: true, import: 'default' },
);
export default languagePack('hi', files);

/** The texts of every other screen (and of the shared catalogues), loaded on their entry. */
export const screens = () => import('./hi-screens.ts').then((m) => m.default);
