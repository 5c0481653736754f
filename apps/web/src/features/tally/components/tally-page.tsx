// Export to Tally (issue 27): a period (the current month unless changed) and what to include,
// then one button that downloads the TallyPrime import file. Admin, Manager and Auditor, as
// the reports; the period is checked here with the server's own schema before asking it.
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { todayInIndia } from '@hisaab/shared/format';
import { canAccessScreen, PERMISSION_MESSAGES } from '@hisaab/shared/permissions';
import { tallyExportQuerySchema, type TallyPart } from '@hisaab/shared/schemas/tally';
import { displayMessage } from '../../../api/api-error.ts';
import { useSession } from '../../../api/session.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { DatePicker } from '../../../ui/date-picker.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Select } from '../../../ui/select.tsx';
import { downloadTallyFile } from '../api/tally-export.ts';
import { useTranslation } from '../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { messageText } from '../../../i18n/i18n.ts';
import { issueText } from '@hisaab/shared/schemas/zod-messages';

const PART_OPTIONS: { value: TallyPart; label: string }[] = [
  { value: 'all', label: tk('Masters and vouchers') },
  { value: 'masters', label: tk('Masters only') },
  { value: 'vouchers', label: tk('Vouchers only') },
];

/** The first and last day of the month holding `today`. */
export function currentMonth(today: string): { from: string; to: string } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${today.slice(0, 7)}-01`, to: `${today.slice(0, 7)}-${last}` };
}

const REPORTS = 'reports';

type Status = { kind: 'idle' } | { kind: 'saved'; name: string } | { kind: 'error'; text: string };

export function TallyPage() {
  const { roles } = useSession();
  const { t } = useTranslation();
  const [period, setPeriod] = useState(() => currentMonth(todayInIndia()));
  const [part, setPart] = useState<TallyPart>('all');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [pending, setPending] = useState(false);

  function change(next: Partial<typeof period>) {
    setPeriod((p) => ({ ...p, ...next }));
    setStatus({ kind: 'idle' });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (pending) return;
    const parsed = tallyExportQuerySchema.safeParse({ ...period, part });
    if (!parsed.success) {
      setStatus({
        kind: 'error',
        text: messageText(issueText(parsed.error.issues[0], t('Check the period.'))),
      });
      return;
    }
    setPending(true);
    setStatus({ kind: 'idle' });
    try {
      setStatus({ kind: 'saved', name: await downloadTallyFile(parsed.data) });
    } catch (err) {
      setStatus({
        kind: 'error',
        text: displayMessage(err, t('The Tally file could not be made. Please try again.')),
      });
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      <PageHeader title={t('Export to Tally')}>
        <Link to="/reports" className="text-sm text-accent hover:underline">
          {t('Back to Reports')}
        </Link>
      </PageHeader>
      {!canAccessScreen(roles, REPORTS) ? (
        <Alert tone="warning">{t(PERMISSION_MESSAGES.noReportsAccess)}</Alert>
      ) : (
        <div className="max-w-3xl space-y-4">
          <p className="text-sm text-muted">
            {t(
              "A file for your accountant's TallyPrime: the parties, ledgers, tax ledgers and items used, then the period's sales, purchases, credit and debit notes, money received and paid, and expenses, with the amounts as saved here.",
            )}
          </p>
          <form onSubmit={submit} className="flex flex-wrap items-end gap-3" noValidate>
            <DatePicker
              label={t('From')}
              name="from"
              value={period.from}
              onChange={(from) => change({ from })}
              className="w-44"
            />
            <DatePicker
              label={t('To')}
              name="to"
              value={period.to}
              onChange={(to) => change({ to })}
              className="w-44"
            />
            <Select
              label={t('Include')}
              name="part"
              value={part}
              onChange={(e) => {
                setPart(e.target.value as TallyPart);
                setStatus({ kind: 'idle' });
              }}
              options={PART_OPTIONS.map((o) => ({ ...o, label: t(o.label) }))}
              className="w-64"
            />
            <Button type="submit" pending={pending}>
              {t('Download for Tally')}
            </Button>
          </form>
          <div aria-live="polite">
            {status.kind === 'saved' && (
              <Alert tone="success">{t('Downloaded {{name}}.', { name: status.name })}</Alert>
            )}
            {status.kind === 'error' && (
              <Alert tone="error" onDismiss={() => setStatus({ kind: 'idle' })}>
                {status.text}
              </Alert>
            )}
          </div>
          <section aria-labelledby="tally-how" className="space-y-1 text-sm">
            <h2 id="tally-how" className="text-base font-semibold">
              {t('Importing it in TallyPrime')}
            </h2>
            <ol className="list-decimal space-y-1 pl-5">
              <li>
                {t('Open the company in TallyPrime: the period must lie in its financial year.')}
              </li>
              <li>
                {t(
                  "Choose Import (Alt+O): Transactions for the full file or vouchers only, Masters for masters only, and give the downloaded file's path.",
                )}
              </li>
              <li>
                {t(
                  'Tally lists what it created and any errors. If it refuses masters that an earlier month already created, import that month again with Vouchers only.',
                )}
              </li>
            </ol>
          </section>
        </div>
      )}
    </>
  );
}
