// A result's dataset titles and column labels in the current language. The server answers them
// in English (a snapshot keeps them as saved), marked in its definitions with tk(); their
// translations are in the shared catalogues, which the web loads too. A title or label with a
// value in it ("Trial balance as of {{date}}") carries its key and values beside its English
// (titleText, labelText), and is translated by them. A row's fixed-word
// cells are translated by the key and values the row carries (shared reports/localise, which
// the exports use); a cell the user named is shown as typed.
import type { ReportResult } from '@hisaab/shared/reports/report-result';
import { localiseDataset } from '@hisaab/shared/reports/localise';
import { messageText } from '../i18n/i18n.ts';

export function translateResult<R extends ReportResult>(result: R): R {
  return { ...result, datasets: result.datasets.map((d) => localiseDataset(messageText, d)) };
}
