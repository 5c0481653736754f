// GET /exports/tally?from&to&part: the TallyPrime import file, saved as the server names it.
import { tallyFileName, type TallyExportQuery } from '@hisaab/shared/schemas/tally';
import { downloadFile } from '../../../api/download.ts';

export function downloadTallyFile(query: TallyExportQuery): Promise<string> {
  return downloadFile('/exports/tally', { ...query }, tallyFileName(query));
}
