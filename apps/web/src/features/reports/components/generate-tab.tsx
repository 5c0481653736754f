import { useMemo } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REPORT_MESSAGES } from '@hisaab/shared/messages';
import { exportFileName, type ReportResult } from '@hisaab/shared/reports/report-result';
import { ApiError, displayMessage } from '../../../api/api-error.ts';
import { Alert } from '../../../ui/alert.tsx';
import type { ExportTarget } from '../../../ui/result-view.tsx';
import { TypeList } from '../../../ui/type-list.tsx';
import { fetchBankTransactions } from '../api/bank-transactions.ts';
import { generateReport } from '../api/reports-api.ts';
import { SNAPSHOTS_KEY } from '../api/snapshots.ts';
import { useReportForm } from '../hooks/use-report-form.ts';
import {
  BANK_TRANSACTIONS,
  canSave,
  GST_RETURNS,
  reportLabel,
  reportTypes,
  type Params,
} from '../utils/report-types.ts';
import { GstReturnsPanel } from './gst-returns-panel.tsx';
import { ReportParamsForm } from './report-params-form.tsx';
import { ReportResultView } from './report-result-view.tsx';
import { useTranslation } from '../../../i18n/react.ts';
import type { TFunction } from '../../../i18n/react.ts';

interface Generated {
  result: ReportResult;
  target: ExportTarget;
}

interface Request {
  type: string;
  params: Params;
  saveAs: string | null;
}

async function run({ type, params, saveAs }: Request): Promise<Generated> {
  if (type === BANK_TRANSACTIONS) {
    const result = await fetchBankTransactions(params);
    const fileName = exportFileName(type, params.startDate ?? '', params.endDate ?? '', 'csv');
    return { result, target: { kind: 'browser', fileName } };
  }
  const result = await generateReport(type, params, saveAs === null ? null : { name: saveAs });
  return { result, target: { kind: 'server', path: `/reports/${type}`, query: params } };
}

/** Spec section 8: the bank list's own 404 text, else the server's message or the fallback. */
function errorText(type: string, err: unknown, t: TFunction): string {
  if (type !== BANK_TRANSACTIONS) return displayMessage(err, t(REPORT_MESSAGES.failedToGenerate));
  if (err instanceof ApiError && err.status === 404) return t(REPORT_MESSAGES.bankAccountNotFound);
  return displayMessage(err, t(REPORT_MESSAGES.failedToFetchBankTransactions));
}

/** The Generate Reports tab: type list, parameters, Generate, and the result. */
export function GenerateTab() {
  const { t } = useTranslation();
  const types = useMemo(
    () => reportTypes().map((x) => ({ ...x, label: t(x.label), group: t(x.group) })),
    [t],
  );
  const form = useReportForm();
  const queryClient = useQueryClient();
  const generate = useMutation({
    mutationFn: run,
    onSuccess: ({ result }) => {
      if (result.snapshot) void queryClient.invalidateQueries({ queryKey: SNAPSHOTS_KEY });
    },
  });

  function selectType(key: string) {
    form.selectType(key);
    generate.reset();
  }

  function onGenerate() {
    if (!form.attempt() || generate.isPending) return;
    const saveAs = canSave(form.type) && form.save ? form.snapshotName : null;
    generate.mutate({ type: form.type, params: form.params, saveAs });
  }

  const label = t(reportLabel(form.type));
  const snapshot = generate.data?.result.snapshot;

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="sm:w-40 sm:shrink-0 sm:border-r sm:border-line sm:pr-3 2xl:w-52">
        <TypeList
          types={types}
          active={form.type}
          onSelect={selectType}
          label={t('Report type')}
          listLabel={t('Report types')}
        />
      </div>
      <div className="min-w-0 flex-1 space-y-4">
        <h2 className="text-lg font-semibold">{label}</h2>
        {/* Always present, so screen readers hear when the result is ready. */}
        <p role="status" className="sr-only">
          {generate.isPending
            ? t('Generating report…')
            : generate.isSuccess
              ? t('{{name}} is ready.', { name: label })
              : ''}
        </p>
        {form.type === GST_RETURNS ? (
          <GstReturnsPanel />
        ) : (
          <>
            <ReportParamsForm form={form} running={generate.isPending} onGenerate={onGenerate} />
            {generate.isError && (
              <Alert tone="error">{errorText(form.type, generate.error, t)}</Alert>
            )}
            {snapshot && (
              <Alert tone="success">
                {t('Saved as “{{name}}”. It is listed under Saved Reports.', {
                  name: snapshot.name,
                })}
              </Alert>
            )}
            {generate.data && (
              <ReportResultView
                key={snapshot?.id ?? generate.submittedAt}
                result={generate.data.result}
                target={generate.data.target}
              />
            )}
          </>
        )}
      </div>
    </div>
  );
}
