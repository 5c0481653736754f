import { useState } from 'react';
import { Link } from 'react-router';
import { todayInIndia } from '@hisaab/shared/format';
import { REPORT_MESSAGES } from '@hisaab/shared/messages';
import { defaultReportRange, reportYearOptions } from '@hisaab/shared/report-defaults';
import { ApiError, displayMessage } from '../../../api/api-error.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Select } from '../../../ui/select.tsx';
import { MONTH_NAMES, useMonthOptions } from '../../../ui/param-field.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { downloadGstJson, useGstChecks, type GstReturn } from '../api/gst-returns.ts';
import { readChecks, type GstCheck } from '../utils/gst-checks.ts';
import { GstCheckList } from './gst-check-list.tsx';
import { GstFilings } from './gst-filings.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import { messageText } from '../../../i18n/i18n.ts';

/** The month a return is usually filed for: the default report range's month. */
function defaultMonth(today: string): { year: number; month: number } {
  const start = defaultReportRange(today).startDate;
  return { year: Number(start.slice(0, 4)), month: Number(start.slice(5, 7)) };
}

interface DownloadState {
  saved: string | null;
  error: string | null;
  /** The checks a refused download listed. */
  failing: GstCheck[];
}

const IDLE: DownloadState = { saved: null, error: null, failing: [] };

function refusedChecks(err: unknown): GstCheck[] {
  if (!(err instanceof ApiError) || err.body === null || typeof err.body !== 'object') return [];
  const checks = (err.body as Record<string, unknown>).checks;
  if (!Array.isArray(checks)) return [];
  try {
    return (readChecks(checks) ?? []).filter((c) => c.severity === 'error');
  } catch {
    return []; // checks the screen cannot read: the refusal's own message still shows
  }
}

/**
 * GST returns for a month: the GSTR-1 self-checks in plain words (with the documents to open
 * and a unit code to set where one is missing), then the portal's JSON files.
 */
export function GstReturnsPanel() {
  const { t } = useTranslation();
  const months = useMonthOptions();
  const today = todayInIndia();
  const [period, setPeriod] = useState(() => defaultMonth(today));
  const [download, setDownload] = useState<DownloadState>(IDLE);
  const checks = useGstChecks(period.year, period.month);
  const list = checks.data ?? null;
  const errors = (list ?? []).filter((c) => c.severity === 'error').length;
  const years = reportYearOptions(today);
  if (!years.includes(period.year)) years.push(period.year);

  function change(next: Partial<typeof period>) {
    setPeriod((p) => ({ ...p, ...next }));
    setDownload(IDLE);
  }

  async function get(kind: GstReturn) {
    setDownload(IDLE);
    try {
      const saved = await downloadGstJson(kind, period.year, period.month);
      setDownload({ ...IDLE, saved });
    } catch (err) {
      setDownload({
        saved: null,
        error: displayMessage(err, t(REPORT_MESSAGES.failedToGenerate)),
        failing: refusedChecks(err),
      });
      if (err instanceof ApiError && err.status === 400) void checks.refetch();
    }
  }

  const gstr1Blocked = checks.isPending || errors > 0;
  const monthLabel = `${t(MONTH_NAMES[period.month - 1] ?? '')} ${period.year}`;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={t('Year')}
          value={String(period.year)}
          onChange={(e) => change({ year: Number(e.target.value) })}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          className="w-28"
        />
        <Select
          label={t('Month')}
          value={String(period.month)}
          onChange={(e) => change({ month: Number(e.target.value) })}
          options={months}
          className="w-36"
        />
        <Button variant="secondary" pending={checks.isFetching} onClick={() => checks.refetch()}>
          {t('Check again')}
        </Button>
      </div>

      <section aria-labelledby="gst-checks-heading" className="space-y-2">
        <h3 id="gst-checks-heading" className="text-base font-semibold">
          {t('GSTR-1 checks for {{month}}', { month: monthLabel })}
        </h3>
        {checks.isPending ? (
          <LoadingText />
        ) : checks.isError ? (
          <Alert tone="error">
            {displayMessage(checks.error, t(REPORT_MESSAGES.failedToGenerate))}
          </Alert>
        ) : list === null ? (
          <p className="text-muted">{t("This month's GSTR-1 has no checks to show.")}</p>
        ) : (
          <GstCheckList checks={list} onUnitSaved={() => checks.refetch()} />
        )}
      </section>

      <section aria-labelledby="gst-files-heading" className="space-y-2">
        <h3 id="gst-files-heading" className="text-base font-semibold">
          {t('Files for the GST portal')}
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button disabled={gstr1Blocked} onClick={() => get('gstr1')}>
            {t('Download GSTR-1 JSON')}
          </Button>
          <Button variant="secondary" onClick={() => get('gstr3b')}>
            {t('Download GSTR-3B JSON')}
          </Button>
          <Link to="/einvoice" className="self-center text-sm text-accent underline">
            {t('e-Invoice and e-way bill files')}
          </Link>
        </div>
        {errors > 0 && (
          <p className="text-sm text-danger">
            {errors === 1
              ? t(
                  'GSTR-1 can be downloaded once the error above is fixed: the portal would refuse the file.',
                )
              : t(
                  'GSTR-1 can be downloaded once the {{count}} errors above are fixed: the portal would refuse the file.',
                  { count: errors },
                )}
          </p>
        )}
        <p className="text-sm">
          <Link to="/gstr2b" className="text-accent underline underline-offset-2">
            {t('Reconcile purchases with GSTR-2B')}
          </Link>{' '}
          {t('before filing GSTR-3B: what your suppliers filed, against your books.')}
        </p>
        {download.saved && (
          <Alert tone="success">{t('Downloaded {{name}}.', { name: download.saved })}</Alert>
        )}
        {download.error && (
          <Alert tone="error" onDismiss={() => setDownload(IDLE)}>
            {download.error}
            {download.failing.length > 0 && (
              <ul className="mt-1 list-disc pl-5">
                {download.failing.map((c, i) => (
                  <li key={i}>
                    {messageText(c.message)}
                    {c.number ? ` (${c.number})` : ''}
                  </li>
                ))}
              </ul>
            )}
          </Alert>
        )}
      </section>

      <GstFilings year={period.year} month={period.month} monthLabel={monthLabel} />
    </div>
  );
}
