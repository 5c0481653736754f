// /challans: delivery challans newest first, searchable by number, party or phone, with each
// one's reason, status and what is still pending (billed and returned goods settle it); "Open
// only" keeps those with goods pending. Ticking open challans of one party (sent ahead of the
// bill or on approval) offers Convert to Invoice: the sale screen with all their pending lines.
import { useDeferredValue, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { tk } from '@hisaab/shared/i18n/messages';
import { formatDate, formatINR } from '@hisaab/shared/format';
import { toPaise } from '@hisaab/shared/money';
import { BILLABLE_REASONS, CHALLAN_REASON_LABELS } from '@hisaab/shared/schemas/challan';
import type { ChallanRowReply } from '@hisaab/shared/replies/challans';
import { useTranslation } from '../../../i18n/react.ts';
import { displayMessage } from '../../../api/api-error.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { CONTROL_CLASS } from '../../../ui/field-frame.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { CHALLANS_PAGE, useChallans } from '../api/challans.ts';
import { CHALLAN_STATUS_LABELS } from '../model/challan-status.ts';

const LOAD_FAILED = tk('Failed to load challans.');
const ACTION_LINK =
  'inline-flex items-center justify-center rounded-md border border-accent bg-accent px-3 py-1.5 text-sm font-medium text-white hover:bg-accent-strong';

/** A challan whose pending goods a sale may bill. */
const convertible = (r: ChallanRowReply) =>
  BILLABLE_REASONS.includes(r.reason) && (r.status === 'open' || r.status === 'partly_settled');

export function ChallansPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [openOnly, setOpenOnly] = useState(false);
  const [skip, setSkip] = useState(0);
  const [chosen, setChosen] = useState<ChallanRowReply[]>([]);
  const query = useDeferredValue(search.trim());
  const challans = useChallans(query, openOnly, skip);
  const navigate = useNavigate();
  const party = chosen[0]?.customerId ?? null;
  const toggle = (row: ChallanRowReply) =>
    setChosen((list) =>
      list.some((c) => c.id === row.id) ? list.filter((c) => c.id !== row.id) : [...list, row],
    );

  return (
    <>
      <PageHeader title={t('Delivery challans')}>
        <Link className={ACTION_LINK} to="/challans/new">
          {t('New Challan')}
        </Link>
      </PageHeader>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <label className="flex max-w-sm flex-1 flex-col gap-1 text-sm">
          <span className="font-medium">{t('Search challans')}</span>
          <input
            type="search"
            className={CONTROL_CLASS}
            placeholder={t('Number, party or phone')}
            value={search}
            onChange={(e) => {
              setSearch(e.target.value);
              setSkip(0);
            }}
          />
        </label>
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input
            type="checkbox"
            checked={openOnly}
            onChange={(e) => {
              setOpenOnly(e.target.checked);
              setSkip(0);
            }}
          />
          {t('Pending only')}
        </label>
        {chosen.length > 0 && (
          <Button
            onClick={() =>
              navigate(`/invoice?mode=sale&fromChallans=${chosen.map((c) => c.id).join(',')}`)
            }
          >
            {t('Convert {{count}} to Invoice', { count: chosen.length })}
          </Button>
        )}
      </div>
      {challans.isPending ? (
        <LoadingText />
      ) : challans.isError ? (
        <Alert tone="error">{displayMessage(challans.error, t(LOAD_FAILED))}</Alert>
      ) : challans.data.items.length === 0 ? (
        <p className="rounded-md border border-line bg-surface px-3 py-3 text-muted">
          {t('No challans yet.')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-line bg-surface">
          <table className="w-full min-w-[48rem] border-collapse text-sm">
            <caption className="sr-only">{t('Delivery challans')}</caption>
            <thead className="bg-canvas text-left text-xs uppercase tracking-wide text-muted">
              <tr>
                <th className="w-10 px-3 py-2 font-medium">
                  <span className="sr-only">{t('Choose to invoice')}</span>
                </th>
                <th className="px-3 py-2 font-medium">{t('Number')}</th>
                <th className="px-3 py-2 font-medium">{t('Date')}</th>
                <th className="px-3 py-2 font-medium">{t('Customer')}</th>
                <th className="px-3 py-2 font-medium">{t('Reason')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('Value')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('Value pending')}</th>
                <th className="px-3 py-2 font-medium">{t('Status')}</th>
              </tr>
            </thead>
            <tbody>
              {challans.data.items.map((row) => {
                const open = () => void navigate(`/challans/${row.id}`);
                // One party's challans go on one invoice: another party's are not offered.
                const can = convertible(row) && (party === null || party === row.customerId);
                return (
                  <tr
                    key={row.id}
                    className="cursor-pointer border-t border-line hover:bg-accent-soft/60"
                    onClick={open}
                  >
                    <td className="px-3 py-1.5" onClick={(e) => e.stopPropagation()}>
                      {can && (
                        <input
                          type="checkbox"
                          aria-label={t('Invoice challan {{number}}', { number: row.number })}
                          checked={chosen.some((c) => c.id === row.id)}
                          onChange={() => toggle(row)}
                        />
                      )}
                    </td>
                    <td className="px-3 py-1.5 whitespace-nowrap">
                      <Link
                        className="text-accent"
                        to={`/challans/${row.id}`}
                        onClick={(e) => e.stopPropagation()}
                      >
                        {row.number}
                      </Link>
                    </td>
                    <td className="px-3 py-1.5 tabular-nums">{formatDate(row.challanDate)}</td>
                    <td className="px-3 py-1.5">{row.customerName}</td>
                    <td className="px-3 py-1.5">{t(CHALLAN_REASON_LABELS[row.reason])}</td>
                    <td className="px-3 py-1.5 text-right tabular-nums">
                      {formatINR(toPaise(row.amount))}
                    </td>
                    <td className="px-3 py-1.5 text-right tabular-nums">
                      {formatINR(toPaise(row.pendingAmount))}
                    </td>
                    <td className="px-3 py-1.5">{t(CHALLAN_STATUS_LABELS[row.status])}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        skip={skip}
        pageSize={CHALLANS_PAGE}
        total={challans.data?.total ?? 0}
        onSkip={setSkip}
      />
    </>
  );
}
