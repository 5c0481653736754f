// /einvoice: a month's files for the government portals, beside GST returns: the IRP JSON of
// every B2B sale and credit note without an IRN (one array), and the e-way bill portal's bulk
// JSON of the bills with transport details and no EWB number yet. A refused file lists, bill by
// bill, what to fix; nothing is downloaded then.
import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from '../../../i18n/react.ts';
import { todayInIndia } from '@hisaab/shared/format';
import { reportYearOptions } from '@hisaab/shared/report-defaults';
import { displayMessage } from '../../../api/api-error.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useMonthOptions } from '../../../ui/param-field.tsx';
import { Select } from '../../../ui/select.tsx';
import { downloadMonthJson, problemsOf } from '../api/einvoice-api.ts';
import { downloadEWayBillMonth } from '../../ewaybill/index.ts';

interface Outcome {
  tone: 'success' | 'error';
  text: string;
  problems: string[];
}

export function EInvoiceMonthPage() {
  const { t } = useTranslation();
  const months = useMonthOptions();
  const today = todayInIndia();
  const [year, setYear] = useState(Number(today.slice(0, 4)));
  const [month, setMonth] = useState(Number(today.slice(5, 7)));
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const years = reportYearOptions(today);
  if (!years.includes(year)) years.push(year);
  const period = `${year}-${String(month).padStart(2, '0')}`;

  async function get(which: 'einvoice' | 'ewaybill') {
    setOutcome(null);
    try {
      const name =
        which === 'einvoice'
          ? await downloadMonthJson(period)
          : await downloadEWayBillMonth(period);
      setOutcome({ tone: 'success', text: t('Downloaded {{name}}.', { name }), problems: [] });
    } catch (err) {
      const problems = problemsOf(err);
      setOutcome({
        tone: 'error',
        text: displayMessage(err, t('Could not make the file.')),
        problems: problems.length > 1 ? problems : [],
      });
    }
  }

  return (
    <div className="space-y-4">
      <PageHeader title={t('e-Invoice and e-way bill files')} />
      <p className="text-sm text-muted">
        <Trans
          i18nKey="Next to <0>GST returns</0>: the month's files to upload on the IRP and on the e-way bill portal."
          components={[<Link key="reports" to="/reports" className="text-accent underline" />]}
        />
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <Select
          label={t('Year')}
          value={String(year)}
          onChange={(e) => {
            setYear(Number(e.target.value));
            setOutcome(null);
          }}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          className="w-28"
        />
        <Select
          label={t('Month')}
          value={String(month)}
          onChange={(e) => {
            setMonth(Number(e.target.value));
            setOutcome(null);
          }}
          options={months}
          className="w-36"
        />
      </div>
      <section className="space-y-2" aria-labelledby="irp-heading">
        <h2 id="irp-heading" className="text-base font-semibold">
          {t('e-Invoice (IRP)')}
        </h2>
        <p className="text-sm text-muted">
          {t(
            'B2B sales and credit notes without an IRN, in one file. B2C, nil-rated or exempt-only bills and bills to your own GSTIN are never included. Upload it on the IRP (bulk upload), then record each reply on its bill.',
          )}
        </p>
        <Button onClick={() => get('einvoice')}>{t('Download e-invoice JSON')}</Button>
      </section>
      <section className="space-y-2" aria-labelledby="ewb-heading">
        <h2 id="ewb-heading" className="text-base font-semibold">
          {t('E-way bills')}
        </h2>
        <p className="text-sm text-muted">
          {t(
            'Bills with transport details and no e-way bill number yet. Upload it on the e-way bill portal under Generate Bulk, then record each number on its bill.',
          )}
        </p>
        <Button variant="secondary" onClick={() => get('ewaybill')}>
          {t('Download e-way bill JSON')}
        </Button>
      </section>
      {outcome && (
        <Alert tone={outcome.tone} onDismiss={() => setOutcome(null)}>
          <span data-testid="month-outcome">{outcome.text}</span>
          {outcome.problems.length > 0 && (
            <ul className="mt-1 list-disc pl-5">
              {outcome.problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </div>
  );
}
