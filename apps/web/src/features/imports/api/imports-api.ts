// /api/imports: the template download, the preview of a file (nothing written) and the import
// (all rows or none). The same File is sent to both; the server keeps nothing in between.
import type { ImportFormat, ImportKind, ImportPreview, ImportResult } from '@hisaab/shared/imports';
import { api } from '../../../api/client.ts';
import { downloadFile } from '../../../api/download.ts';

export function downloadTemplate(kind: ImportKind, format: ImportFormat): Promise<string> {
  return downloadFile(
    `/imports/templates/${kind}`,
    { format },
    `hisaab-${kind}-template.${format}`,
  );
}

/** GST unit codes chosen for new units, by unit name (null: none). */
export type UnitCodes = Record<string, string | null>;

function formOf(file: File, unitCodes?: UnitCodes): FormData {
  const form = new FormData();
  // Fields before the file: the server reads the parts in order.
  if (unitCodes && Object.keys(unitCodes).length > 0)
    form.append('unitCodes', JSON.stringify(unitCodes));
  form.append('file', file, file.name);
  return form;
}

export function previewImport(kind: ImportKind, file: File): Promise<ImportPreview> {
  return api.upload<ImportPreview>(`/imports/${kind}/preview`, formOf(file));
}

export function runImport(
  kind: ImportKind,
  file: File,
  unitCodes: UnitCodes = {},
): Promise<ImportResult> {
  return api.upload<ImportResult>(`/imports/${kind}`, formOf(file, unitCodes));
}
