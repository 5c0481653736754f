// English needs a catalogue only for plural forms ("{{count}} bills_one"): its other texts are
// the keys themselves. Each feature may keep a file here; they merge into one.
import type { Catalogue } from '@hisaab/shared/i18n/messages';

const files = import.meta.glob<Catalogue>('./*.json', { eager: true, import: 'default' });
const catalogue: Catalogue = Object.assign({}, ...Object.values(files));
export default catalogue;
