// The whole catalogue of one language, as one chunk: the web's texts (one file per feature
// here) and the shared texts the server also answers in (packages/shared/src/i18n/catalogues).
import type { Catalogue } from '@hisaab/shared/i18n/messages';

const files = import.meta.glob<Catalogue>(
  ['./*.json', '../../../../../packages/shared/src/i18n/catalogues/hi/*.json'],
  { eager: true, import: 'default' },
);
const catalogue: Catalogue = Object.assign({}, ...Object.values(files));
export default catalogue;
