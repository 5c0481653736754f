// The whole of one language, as one chunk: the web's texts (one file per feature here), the
// shared texts the server also answers in (packages/shared/src/i18n/catalogues), and i18next.
import type { Catalogue } from '@hisaab/shared/i18n/messages';
import { languagePack } from '../language-pack.ts';

const files = import.meta.glob<Catalogue>(
  ['./*.json', '../../../../../packages/shared/src/i18n/catalogues/mr/*.json'],
  { eager: true, import: 'default' },
);
export default languagePack('mr', files);
