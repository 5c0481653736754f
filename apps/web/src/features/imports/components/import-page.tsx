import { useState, type ChangeEvent } from 'react';
import { FileInput } from '../../../ui/file-input.tsx';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/react.ts';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate } from '@hisaab/shared/format';
import {
  IMPORT_COLUMNS,
  IMPORT_KINDS,
  IMPORT_MESSAGES,
  IMPORT_TITLES,
  type ImportFormat,
  type ImportKind,
  type ImportPreview,
  type ImportProblem,
  type ImportResult,
} from '@hisaab/shared/imports';
import { canManageMasterData } from '@hisaab/shared/permissions';
import { ApiError, displayMessage } from '../../../api/api-error.ts';
import { i18n } from '../../../i18n/i18n.ts';
import { useSession } from '../../../api/session.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { downloadTemplate, previewImport, runImport, type UnitCodes } from '../api/imports-api.ts';
import { importLabel, previewSummary, problemText, resultText } from '../utils/import-text.ts';
import { NewUnits } from './new-units.tsx';
import { PreviewTable } from './preview-table.tsx';

const SETTINGS_TAB: Record<ImportKind, string> = {
  customers: 'customers',
  items: 'items',
  'opening-balances': 'customers',
};

const kindOf = (raw: string | null): ImportKind =>
  IMPORT_KINDS.find((k) => k === raw) ?? 'customers';

/**
 * /settings/import: pick what to import, download its template, choose the filled file, see
 * every row's problems, and import when there are none (all rows or nothing). Only Admin and
 * Manager import (the server refuses anyone else): others, come by the address, are told so.
 */
export function ImportPage() {
  const { roles } = useSession();
  if (!canManageMasterData(roles)) {
    return (
      <>
        <Header />
        <Alert tone="warning">{i18n.t(IMPORT_MESSAGES.forbidden)}</Alert>
      </>
    );
  }
  return <ImportForm />;
}

function Header() {
  const { t } = useTranslation();
  return (
    <PageHeader title={t('Import from Excel or CSV')}>
      <Link to="/settings" className="text-accent underline-offset-2 hover:underline">
        {t('Back to Settings')}
      </Link>
    </PageHeader>
  );
}

function ImportForm() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  // The GST unit code of each new unit, as guessed by the server or chosen on the preview.
  const [unitCodes, setUnitCodes] = useState<UnitCodes>({});
  const [result, setResult] = useState<ImportResult | null>(null);
  const [checking, setChecking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // A new input element after each import or change of kind: the old choice is gone.
  const [inputKey, setInputKey] = useState(0);

  function reset() {
    setFile(null);
    setPreview(null);
    setFailure(null);
    setInputKey((k) => k + 1);
  }

  function chooseKind(next: ImportKind) {
    reset();
    setResult(null);
    setParams({ kind: next }, { replace: true });
  }

  async function check(chosen: File) {
    setChecking(true);
    setFailure(null);
    setPreview(null);
    try {
      const checked = await previewImport(kind, chosen);
      setPreview(checked);
      setUnitCodes(Object.fromEntries((checked.newUnits ?? []).map((u) => [u.name, u.uqc])));
    } catch (err) {
      setFailure(displayMessage(err, t('The file could not be checked. Please try again.')));
    } finally {
      setChecking(false);
    }
  }

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0] ?? null;
    setFile(chosen);
    setResult(null);
    if (chosen) void check(chosen);
    else setPreview(null);
  }

  async function onImport() {
    if (!file || !preview) return;
    setFailure(null);
    try {
      const done = await runImport(kind, file, unitCodes);
      setResult(done);
      reset();
      // Customers, items, balances, stock, reports: an import can change any list.
      await queryClient.invalidateQueries();
    } catch (err) {
      setFailure(displayMessage(err, t('The import failed. Nothing was imported.')));
      // The books changed since the preview: show the rows as the server sees them now.
      const rows = err instanceof ApiError ? (err.body as { rows?: unknown } | null)?.rows : null;
      if (Array.isArray(rows)) void check(file);
    }
  }

  async function onTemplate(format: ImportFormat) {
    setFailure(null);
    try {
      await downloadTemplate(kind, format);
    } catch (err) {
      setFailure(displayMessage(err, t('The template could not be downloaded.')));
    }
  }

  const fileErrors = preview?.fileProblems.filter((p) => p.severity === 'error') ?? [];
  const canImport = preview !== null && preview.errorRows === 0 && fileErrors.length === 0;
  const dated =
    preview && (preview.counts.openingBalances > 0 || preview.counts.openingStockLines > 0);

  return (
    <>
      <Header />
      <div className="flex max-w-5xl flex-col gap-5">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-semibold">{t('1. What to import')}</legend>
          <div className="flex flex-wrap gap-2">
            {IMPORT_KINDS.map((k) => (
              <label
                key={k}
                className={`flex cursor-pointer items-center gap-2 rounded-md border px-3 py-1.5 text-sm ${
                  k === kind ? 'border-accent bg-accent-soft text-accent' : 'border-line bg-surface'
                }`}
              >
                <input
                  type="radio"
                  name="import-kind"
                  value={k}
                  checked={k === kind}
                  onChange={() => chooseKind(k)}
                />
                {t(IMPORT_TITLES[k])}
              </label>
            ))}
          </div>
          <ColumnHints kind={kind} />
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span>{t('Download the template:')}</span>
            <Button variant="secondary" onClick={() => onTemplate('xlsx')}>
              {t('Excel template (.xlsx)')}
            </Button>
            <Button variant="secondary" onClick={() => onTemplate('csv')}>
              {t('CSV template')}
            </Button>
          </div>
        </fieldset>

        <div className="flex flex-col gap-2">
          <label htmlFor="import-file" className="text-sm font-semibold">
            {t('2. Choose the filled file (.xlsx or .csv)')}
          </label>
          <FileInput
            key={inputKey}
            id="import-file"
            accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={onFile}
          />
          <p className="text-xs text-muted">
            {t('Nothing is saved until you press Import. Every row is checked first.')}
          </p>
        </div>

        {checking && <LoadingText>{t('Checking the file…')}</LoadingText>}
        {failure && (
          <Alert tone="error" onDismiss={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        {result && (
          <Alert tone="success">
            {resultText(result.kind, result.counts)}{' '}
            <Link
              to={`/settings?tab=${SETTINGS_TAB[result.kind]}`}
              className="font-medium underline underline-offset-2"
            >
              {t('See them in Settings')}
            </Link>
          </Alert>
        )}

        {preview && (
          <section aria-labelledby="preview-title" className="flex flex-col gap-3">
            <h2 id="preview-title" className="text-sm font-semibold">
              {t('3. Check and import')}
            </h2>
            <p className="text-sm">{previewSummary(preview)}</p>
            <FileProblems problems={preview.fileProblems} />
            {dated && (
              <p className="text-sm text-muted">
                {t('Opening balances and stock are dated {{date}}, the start of your books.', {
                  date: formatDate(preview.openingDate),
                })}
              </p>
            )}
            <PreviewTable kind={kind} rows={preview.rows} />
            <NewUnits units={preview.newUnits ?? []} codes={unitCodes} onChange={setUnitCodes} />
            <div className="flex flex-wrap items-center gap-3">
              <Button onClick={onImport} disabled={!canImport}>
                {importLabel(kind, preview.counts)}
              </Button>
              {!canImport && (
                <span className="text-sm text-danger">
                  {t('Fix the rows marked “Fix” in the file, then choose it again.')}
                </span>
              )}
            </div>
          </section>
        )}
      </div>
    </>
  );
}

function ColumnHints({ kind }: { kind: ImportKind }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto">
      <table className="text-sm">
        <caption className="sr-only">
          {t('Columns of the {{kind}} file', { kind: t(IMPORT_TITLES[kind]) })}
        </caption>
        <tbody>
          {IMPORT_COLUMNS[kind].map((c) => (
            <tr key={c.key} className="align-top">
              <th scope="row" className="py-0.5 pr-3 text-left font-medium whitespace-nowrap">
                {t(c.label)}
                {c.required && <span className="text-danger"> *</span>}
              </th>
              <td className="py-0.5 text-muted">{i18n.t(c.hint)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FileProblems({ problems }: { problems: ImportProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="flex flex-col gap-1 text-sm">
      {problems.map((p, i) => (
        <li key={i} className={p.severity === 'error' ? 'text-danger' : 'text-warning'}>
          {problemText(p)}
        </li>
      ))}
    </ul>
  );
}
