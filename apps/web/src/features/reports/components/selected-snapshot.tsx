import { useEffect, useRef } from 'react';
import { REPORT_MESSAGES } from '@hisaab/shared/messages';
import { displayMessage } from '../../../api/api-error.ts';
import { Alert } from '../../../ui/alert.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { useSnapshot } from '../api/snapshots.ts';
import { reportLabel } from '../utils/report-types.ts';
import { ReportResultView } from './report-result-view.tsx';
import { createdText } from '../utils/created-text.ts';
import { useTranslation } from '../../../i18n/react.ts';

/** The Selected Report area: what was saved, by whom and when, its table and exports. */
export function SelectedSnapshot({ id }: { id: string }) {
  const { t } = useTranslation();
  const snapshot = useSnapshot(id);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = snapshot.isSuccess;
  // Opening a report moves the reader to it (the list may be long).
  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  if (snapshot.isPending) return <LoadingText />;
  if (snapshot.isError)
    return (
      <Alert tone="error">
        {displayMessage(snapshot.error, t(REPORT_MESSAGES.failedToFetchSnapshot))}
      </Alert>
    );
  const s = snapshot.data;
  return (
    <section
      aria-labelledby="selected-report-heading"
      className="space-y-3 border-t border-line pt-4"
    >
      <div>
        <p className="text-xs font-medium tracking-wide text-muted uppercase">
          {t('Selected Report')}
        </p>
        <h2
          id="selected-report-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-lg font-semibold"
        >
          {s.snapshot?.name ?? t(reportLabel(s.report))}
        </h2>
        <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm sm:flex sm:flex-wrap sm:gap-x-5">
          <div className="contents sm:flex sm:gap-1.5">
            <dt className="text-muted">{t('Type')}</dt>
            <dd>{t(reportLabel(s.report))}</dd>
          </div>
          <div className="contents sm:flex sm:gap-1.5">
            <dt className="text-muted">{t('Created by')}</dt>
            <dd className="break-all">{s.createdByEmail ?? '—'}</dd>
          </div>
          <div className="contents sm:flex sm:gap-1.5">
            <dt className="text-muted">{t('Created on')}</dt>
            <dd className="tabular-nums">{createdText(s.createdAtUtc)}</dd>
          </div>
        </dl>
      </div>
      <ReportResultView
        result={s}
        target={{ kind: 'server', path: `/reports/snapshots/${encodeURIComponent(id)}`, query: {} }}
      />
    </section>
  );
}
