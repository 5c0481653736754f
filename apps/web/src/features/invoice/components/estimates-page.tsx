import { useTranslation } from '../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { useDeferredValue, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatDate, formatINR } from '@hisaab/shared/format';
import { displayMessage } from '../../../api/api-error.ts';
import { Alert } from '../../../ui/alert.tsx';
import { CONTROL_CLASS } from '../../../ui/field-frame.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { ESTIMATES_PAGE, useEstimates, type EstimateRow } from '../api/estimates.ts';
import { Pager } from '../../../ui/pager.tsx';

const LOAD_FAILED = tk('Failed to load estimates.');
const HEADERS = [
  tk('No.'),
  tk('Number'),
  tk('Date'),
  tk('Customer'),
  tk('Total'),
  tk('Status'),
  tk('Remark'),
] as const;
const RIGHT = new Set<string>(['No.', 'Total']);
const ACTION_LINK =
  'inline-flex items-center justify-center rounded-md border border-accent bg-accent px-3 py-1.5 text-sm font-medium text-white hover:bg-accent-strong';
/** Below 640 px each row becomes a card: cells stack in two columns under their labels. */
const CARD_ROW =
  'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-1 max-sm:px-3 max-sm:py-2';
const CARD_CELL =
  'max-sm:block max-sm:px-0 max-sm:py-0 max-sm:text-left max-sm:empty:hidden max-sm:before:block max-sm:before:text-xs max-sm:before:font-normal max-sm:before:text-muted max-sm:before:content-[attr(data-label)]';

/**
 * /estimates: every estimate (quotation), newest first, searchable by number, customer or
 * phone; a row opens it, where it is printed, shared or converted into a sale.
 */
export function EstimatesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [skip, setSkip] = useState(0);
  const query = useDeferredValue(search.trim());
  const estimates = useEstimates(query, skip);
  const total = estimates.data?.total ?? 0;

  return (
    <>
      <PageHeader title={t('Estimates')}>
        <Link className={ACTION_LINK} to="/invoice?mode=estimate">
          {t('New Estimate')}
        </Link>
      </PageHeader>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm sm:max-w-sm">
          <span className="font-medium">{t('Search estimates')}</span>
          <input
            type="search"
            className={CONTROL_CLASS}
            placeholder={t('Number, customer or phone')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setSkip(0);
            }}
          />
        </label>
      </div>
      {estimates.isPending ? (
        <LoadingText />
      ) : estimates.isError ? (
        <Alert tone="error">{displayMessage(estimates.error, t(LOAD_FAILED))}</Alert>
      ) : estimates.data.items.length === 0 ? (
        <p className="rounded-md border border-line bg-surface px-3 py-3 text-muted">
          {query ? t('No estimates match your search.') : t('No estimates yet.')}
        </p>
      ) : (
        <EstimatesTable rows={estimates.data.items} offset={skip} />
      )}
      <Pager skip={skip} pageSize={ESTIMATES_PAGE} total={total} onSkip={setSkip} />
    </>
  );
}

function EstimatesTable({ rows, offset }: { rows: readonly EstimateRow[]; offset: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (id: number) => navigate(`/invoice?mode=modify&id=${id}`);
  return (
    <div className="overflow-x-auto rounded-md border border-line bg-surface">
      <table className="w-full min-w-[44rem] border-collapse text-sm max-sm:block max-sm:min-w-0">
        <caption className="sr-only">{t('Estimates')}</caption>
        <thead className="bg-canvas text-left text-xs uppercase tracking-wide text-muted max-sm:sr-only">
          <tr>
            {HEADERS.map((h) => (
              <th
                key={h}
                scope="col"
                className={`px-3 py-2 font-medium ${RIGHT.has(h) ? 'text-right' : ''}`}
              >
                {t(h)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map((row, i) => (
            <tr
              key={row.id}
              tabIndex={0}
              aria-label={t('Open estimate {{number}}', { number: row.number })}
              className={`cursor-pointer border-t border-line hover:bg-accent-soft/60 focus-visible:bg-accent-soft/60 ${CARD_ROW}`}
              onClick={() => void open(row.id)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  void open(row.id);
                }
              }}
            >
              <td
                data-label={t('No.')}
                className={`px-3 py-1.5 text-right tabular-nums text-muted ${CARD_CELL}`}
              >
                {offset + i + 1}
              </td>
              <td data-label={t('Number')} className={`px-3 py-1.5 whitespace-nowrap ${CARD_CELL}`}>
                {row.number}
              </td>
              <td
                data-label={t('Date')}
                className={`px-3 py-1.5 tabular-nums whitespace-nowrap ${CARD_CELL}`}
              >
                {row.transactionDate ? formatDate(row.transactionDate.slice(0, 10)) : ''}
              </td>
              <td data-label={t('Customer')} className={`px-3 py-1.5 ${CARD_CELL}`}>
                {row.customerName}
              </td>
              <td
                data-label={t('Total')}
                className={`px-3 py-1.5 text-right tabular-nums whitespace-nowrap ${CARD_CELL}`}
              >
                {formatINR(row.amount)}
              </td>
              <td data-label={t('Status')} className={`px-3 py-1.5 whitespace-nowrap ${CARD_CELL}`}>
                {row.convertedTo ? (
                  <span className="text-success">
                    {t('Converted to {{number}}', {
                      number: row.convertedTo.number ?? `#${row.convertedTo.id}`,
                    })}
                  </span>
                ) : (
                  t('Open', { context: 'status' })
                )}
              </td>
              <td data-label={t('Remark')} className={`px-3 py-1.5 text-muted ${CARD_CELL}`}>
                {row.remark}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
