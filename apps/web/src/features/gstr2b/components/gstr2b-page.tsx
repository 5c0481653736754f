// /gstr2b: a month's GSTR-2B against the books. Pick the month, upload the portal's JSON, then
// the categories as tabs (count and input tax credit at stake), a table each with the row's
// actions, the exports, and a supplier's message for invoices missing from 2B. A category's rows
// come a page at a time ("Show more"): a month of 180,000 documents is never one reply.
import { useCallback, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, formatINR, MONTH_NAMES, todayInIndia } from '@hisaab/shared/format';
import { toPaise } from '@hisaab/shared/money';
import {
  GSTR2B_CATEGORIES,
  GSTR2B_MAX_BYTES,
  GSTR2B_MESSAGES,
  type Gstr2bAction,
  type Gstr2bCategory,
} from '@hisaab/shared/gstr2b';
import { defaultReportRange, reportYearOptions } from '@hisaab/shared/report-defaults';
import type { Gstr2bRow } from '@hisaab/shared/replies/gstr2b';
import { displayMessage } from '../../../api/api-error.ts';
import { useCanWrite } from '../../../api/session.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useMonthOptions } from '../../../ui/param-field.tsx';
import { Select } from '../../../ui/select.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import {
  GSTR2B_KEY,
  downloadReconciliation,
  recordAction,
  undoAction,
  uploadGstr2b,
  useBillsNotIn2b,
  useReconciliation,
  useUploads,
} from '../api/gstr2b-api.ts';
import { CategoryTable } from './category-table.tsx';
import { LinkDialog } from './link-dialog.tsx';
import type { RowActionHandlers } from './row-actions.tsx';
import { SupplierMessageDialog } from './supplier-message-dialog.tsx';
import { SectionsSummary } from './sections-summary.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';

/** The month 2B is usually reconciled for: the default report range's month. */
function defaultMonth(today: string) {
  const start = defaultReportRange(today).startDate;
  return { year: Number(start.slice(0, 4)), month: Number(start.slice(5, 7)) };
}

const inr = (rupees: number) => formatINR(toPaise(rupees));

/** Shorter than the exports' titles, so the five tabs fit a laptop's width. */
const TAB_TITLES: Record<Gstr2bCategory, string> = {
  matched: tk('Matched'),
  mismatched: tk('Mismatched'),
  suggested: tk('Suggested'),
  missingInBooks: tk('Only in 2B'),
  missingIn2b: tk('Only in books'),
  isdAndImports: tk('ISD and imports'),
};

export function Gstr2bPage() {
  const today = todayInIndia();
  const canWrite = useCanWrite();
  const { t } = useTranslation();
  const months = useMonthOptions();
  /** MMYYYY as the month's name in the current language and the year. */
  const monthLabel = (p: string) =>
    `${t(MONTH_NAMES[Number(p.slice(0, 2)) - 1] ?? p.slice(0, 2))} ${p.slice(2)}`;
  const client = useQueryClient();
  const [period, setPeriod] = useState(() => defaultMonth(today));
  const [tab, setTab] = useState<Gstr2bCategory>('matched');
  const [notice, setNotice] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [uploading, setUploading] = useState(false);
  const [linking, setLinking] = useState<Gstr2bRow | null>(null);
  const [messageTo, setMessageTo] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const mmyyyy = `${String(period.month).padStart(2, '0')}${period.year}`;
  const uploads = useUploads();
  const upload = uploads.data?.find((u) => u.period === mmyyyy) ?? null;
  const result = useReconciliation(upload?.id ?? null, tab);
  const linkChoices = useBillsNotIn2b(upload?.id ?? null, linking?.document?.supplierGstin ?? null);
  const years = reportYearOptions(today);
  if (!years.includes(period.year)) years.push(period.year);

  const refresh = useCallback(() => client.invalidateQueries({ queryKey: GSTR2B_KEY }), [client]);

  async function onFile(file: File | undefined) {
    if (!file) return;
    setNotice(null);
    if (file.size > GSTR2B_MAX_BYTES) {
      setNotice({ tone: 'error', text: t(GSTR2B_MESSAGES.tooLarge) });
      return;
    }
    setUploading(true);
    try {
      const u = await uploadGstr2b(file, mmyyyy);
      await refresh();
      setNotice({
        tone: 'success',
        text: t('Uploaded GSTR-2B for {{period}}: {{count}} documents.', {
          period: monthLabel(u.period),
          count: u.documentCount,
        }),
      });
    } catch (err) {
      setNotice({ tone: 'error', text: displayMessage(err, t('The file could not be uploaded.')) });
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  const handlers = useMemo<RowActionHandlers | null>(() => {
    if (!canWrite || !upload) return null;
    const run = async (work: () => Promise<unknown>) => {
      setNotice(null);
      try {
        await work();
        await refresh();
      } catch (err) {
        setNotice({ tone: 'error', text: displayMessage(err, t('That did not work. Try again.')) });
      }
    };
    return {
      act: (row: Gstr2bRow, action: Gstr2bAction) =>
        run(() =>
          recordAction(
            upload.id,
            action,
            action === 'follow_up' && row.document
              ? { docKey: row.document.docKey }
              : { docKey: row.document?.docKey ?? null, transactionId: row.bill?.id ?? null },
          ),
        ),
      undo: (actionId: number) => run(() => undoAction(upload.id, actionId)),
      link: (row: Gstr2bRow) => setLinking(row),
      message: (gstin: string) => setMessageTo(gstin),
    };
  }, [canWrite, upload, refresh, t]);

  // While another tab's first page loads, the last tab's pages stand in (placeholderData):
  // their counts are shown on the tabs, their rows are not.
  const pages = result.data?.pages;
  const loadingTab = result.isPending || result.isPlaceholderData;
  const rows = useMemo(
    () => (loadingTab ? [] : (pages?.flatMap((p) => p.rows) ?? [])),
    [pages, loadingTab],
  );
  const categories = pages?.[0] && pages[0].upload.id === upload?.id ? pages[0].categories : null;
  const total = pages?.[0]?.page.total ?? 0;
  const tabs = GSTR2B_CATEGORIES.map((c) => {
    const s = categories?.find((x) => x.category === c);
    return {
      key: c,
      label: t(TAB_TITLES[c]),
      detail: s ? `(${s.count}) · ${inr(s.itcAtStake)}` : undefined,
    };
  });

  return (
    <div className="mx-auto max-w-7xl p-3 sm:p-4">
      <PageHeader title={t('GSTR-2B reconciliation')} />
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={t('Year')}
          value={String(period.year)}
          onChange={(e) => setPeriod((p) => ({ ...p, year: Number(e.target.value) }))}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          className="w-28"
        />
        <Select
          label={t('Month')}
          value={String(period.month)}
          onChange={(e) => setPeriod((p) => ({ ...p, month: Number(e.target.value) }))}
          options={months}
          className="w-36"
        />
        {canWrite && (
          <>
            <input
              ref={fileInput}
              type="file"
              accept="application/json,.json"
              hidden
              aria-label={t('GSTR-2B JSON file')}
              data-testid="gstr2b-file"
              onChange={(e) => void onFile(e.target.files?.[0])}
            />
            <Button pending={uploading} onClick={() => fileInput.current?.click()}>
              {upload ? t('Upload again') : t('Upload GSTR-2B JSON')}
            </Button>
          </>
        )}
      </div>
      <p className="mt-2 text-sm text-muted">
        {t(
          "Download the month's GSTR-2B JSON on the GST portal (Returns → GSTR-2B → Download JSON) and upload it here. It is matched with your purchases and debit notes by supplier GSTIN, invoice number, date and amounts (±₹1).",
        )}
      </p>
      <div className="mt-3 space-y-3">
        {notice && (
          <Alert tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
        {uploads.isPending ? (
          <LoadingText />
        ) : uploads.isError ? (
          <Alert tone="error">
            {displayMessage(uploads.error, t('The uploads could not be loaded.'))}
          </Alert>
        ) : !upload ? (
          <p className="rounded-md border border-line bg-surface p-3 text-sm">
            {t('No GSTR-2B uploaded for {{period}} yet.', { period: monthLabel(mmyyyy) })}
          </p>
        ) : (
          <section
            aria-label={t('GSTR-2B for {{period}}', { period: monthLabel(mmyyyy) })}
            className="space-y-3"
          >
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <p>
                {t('GSTR-2B for')} <strong>{monthLabel(upload.period)}</strong> · {'GSTIN'}{' '}
                {upload.gstin}
                {upload.generatedOn &&
                  ` · ${t('generated {{date}}', { date: formatDate(upload.generatedOn) })}`}{' '}
                · {t('{{count}} documents', { count: upload.documentCount })} ·{' '}
                {t('uploaded {{date}}', {
                  date: formatDate(todayInIndia(new Date(upload.uploadedAt))),
                })}
                {upload.uploadedByEmail &&
                  ` ${t('by {{email}}', { email: upload.uploadedByEmail })}`}
              </p>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  onClick={() => downloadReconciliation(upload.id, upload.period, 'csv')}
                >
                  {t('Download CSV')}
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => downloadReconciliation(upload.id, upload.period, 'xlsx')}
                >
                  {t('Download XLSX')}
                </Button>
              </div>
            </div>
            <SectionsSummary sections={upload.sections} />
            {result.isError ? (
              <Alert tone="error">
                {displayMessage(result.error, t('The reconciliation could not be loaded.'))}
              </Alert>
            ) : !categories ? (
              <LoadingText />
            ) : (
              <Tabs
                tabs={tabs}
                active={tab}
                onChange={(k) => setTab(k as Gstr2bCategory)}
                label={t('Reconciliation categories')}
              >
                <div className="space-y-2 pt-3">
                  {loadingTab ? (
                    <LoadingText />
                  ) : (
                    // Keyed: each category's table starts scrolled to its first column.
                    <CategoryTable key={tab} category={tab} rows={rows} actions={handlers} />
                  )}
                  {!loadingTab && result.hasNextPage && (
                    <Button
                      variant="secondary"
                      pending={result.isFetchingNextPage}
                      onClick={() => void result.fetchNextPage()}
                    >
                      {t('Show more ({{shown}} of {{total}})', { shown: rows.length, total })}
                    </Button>
                  )}
                </div>
              </Tabs>
            )}
          </section>
        )}
      </div>
      {upload && (
        <>
          <LinkDialog
            row={linking}
            candidates={linkChoices.data?.rows ?? []}
            onClose={() => setLinking(null)}
            onLink={async (row, transactionId) => {
              await recordAction(upload.id, 'link', {
                docKey: row.document!.docKey,
                transactionId,
              }).catch((err: unknown) =>
                setNotice({
                  tone: 'error',
                  text: displayMessage(err, t('The link was not saved.')),
                }),
              );
              await refresh();
            }}
          />
          <SupplierMessageDialog
            uploadId={upload.id}
            gstin={messageTo}
            onClose={() => setMessageTo(null)}
          />
        </>
      )}
    </div>
  );
}
