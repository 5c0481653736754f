// /api/imports: the template download, the preview of a file (nothing written) and the import
// (all rows or none). The same File is sent to both; the server keeps nothing in between.
import type { ImportFormat, ImportKind, ImportPreview, ImportResult } from '@hisaab/shared/imports';
import { importPreviewReply, importResultReply } from '@hisaab/shared/replies/imports';
import { api } from '../../../api/client.ts';
import { downloadFile } from '../../../api/download.ts';
import { parseReply } from '../../../api/reply.ts';

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

export async function previewImport(kind: ImportKind, file: File): Promise<ImportPreview> {
  return parseReply(importPreviewReply, await api.upload(`/imports/${kind}/preview`, formOf(file)));
}

export async function runImport(
  kind: ImportKind,
  file: File,
  unitCodes: UnitCodes = {},
): Promise<ImportResult> {
  return parseReply(
    importResultReply,
    await api.upload(`/imports/${kind}`, formOf(file, unitCodes)),
  );
}
