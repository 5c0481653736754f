// The hi texts of the screens past the dashboard: every file index.ts does not load.
import type { Catalogue } from '@hisaab/shared/i18n/messages';

const files = import.meta.glob<Catalogue>(
  [
    './*.json',
    '!./{app,api,shell,ui,plans,dashboard}.json',
    '../../../../../packages/shared/src/i18n/catalogues/hi/*.json',
    '!../../../../../packages/shared/src/i18n/catalogues/hi/messages.json',
  ],
  { eager: true, import: 'default' },
);
const catalogue: Catalogue = Object.assign({}, ...Object.values(files));
export default catalogue;
