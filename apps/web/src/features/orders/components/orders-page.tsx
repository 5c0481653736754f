// /orders: sale orders or purchase orders (the side is in the address, ?side=purchase), newest
// first, searchable by number, party or phone, with each order's status and what is pending;
// a row opens the order, where it is billed, printed, closed or deleted.
import { useDeferredValue, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { tk } from '@hisaab/shared/i18n/messages';
import { formatDate, formatINR } from '@hisaab/shared/format';
import { toPaise } from '@hisaab/shared/money';
import { useTranslation } from '../../../i18n/react.ts';
import { displayMessage } from '../../../api/api-error.ts';
import { Alert } from '../../../ui/alert.tsx';
import { CONTROL_CLASS } from '../../../ui/field-frame.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { ORDERS_PAGE, useOrders } from '../api/orders.ts';
import { STATUS_LABELS } from '../model/order-status.ts';

const LOAD_FAILED = tk('Failed to load orders.');
const ACTION_LINK =
  'inline-flex items-center justify-center rounded-md border border-accent bg-accent px-3 py-1.5 text-sm font-medium text-white hover:bg-accent-strong';
const TAB =
  'rounded-md border px-3 py-1.5 text-sm font-medium aria-[current=page]:border-accent aria-[current=page]:bg-accent-soft';

export function OrdersPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const isPurchase = params.get('side') === 'purchase';
  const [search, setSearch] = useState('');
  const [skip, setSkip] = useState(0);
  const query = useDeferredValue(search.trim());
  const orders = useOrders(isPurchase, query, skip);
  const navigate = useNavigate();
  const side = isPurchase ? 'purchase' : 'sale';

  return (
    <>
      <PageHeader title={isPurchase ? t('Purchase orders') : t('Sale orders')}>
        <Link className={ACTION_LINK} to={`/orders/new?side=${side}`}>
          {isPurchase ? t('New Purchase Order') : t('New Sale Order')}
        </Link>
      </PageHeader>
      <nav className="mb-3 flex gap-2" aria-label={t('Orders')}>
        <Link className={TAB} to="/orders" aria-current={isPurchase ? undefined : 'page'}>
          {t('Sale orders')}
        </Link>
        <Link
          className={TAB}
          to="/orders?side=purchase"
          aria-current={isPurchase ? 'page' : undefined}
        >
          {t('Purchase orders')}
        </Link>
      </nav>
      <label className="mb-3 flex max-w-sm flex-col gap-1 text-sm">
        <span className="font-medium">{t('Search orders')}</span>
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
      {orders.isPending ? (
        <LoadingText />
      ) : orders.isError ? (
        <Alert tone="error">{displayMessage(orders.error, t(LOAD_FAILED))}</Alert>
      ) : orders.data.items.length === 0 ? (
        <p className="rounded-md border border-line bg-surface px-3 py-3 text-muted">
          {t('No orders yet.')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-md border border-line bg-surface">
          <table className="w-full min-w-[44rem] border-collapse text-sm">
            <caption className="sr-only">{t('Orders')}</caption>
            <thead className="bg-canvas text-left text-xs uppercase tracking-wide text-muted">
              <tr>
                <th className="px-3 py-2 font-medium">{t('Number')}</th>
                <th className="px-3 py-2 font-medium">{t('Date')}</th>
                <th className="px-3 py-2 font-medium">
                  {isPurchase ? t('Vendor') : t('Customer')}
                </th>
                <th className="px-3 py-2 font-medium">{t('Expected delivery')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('Total')}</th>
                <th className="px-3 py-2 text-right font-medium">{t('Value pending')}</th>
                <th className="px-3 py-2 font-medium">{t('Status')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.items.map((row) => (
                <tr
                  key={row.id}
                  tabIndex={0}
                  aria-label={t('Open order {{number}}', { number: row.number })}
                  className="cursor-pointer border-t border-line hover:bg-accent-soft/60"
                  onClick={() => void navigate(`/orders/${row.id}`)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') void navigate(`/orders/${row.id}`);
                  }}
                >
                  <td className="px-3 py-1.5 whitespace-nowrap">{row.number}</td>
                  <td className="px-3 py-1.5 tabular-nums">{formatDate(row.orderDate)}</td>
                  <td className="px-3 py-1.5">{row.customerName}</td>
                  <td className="px-3 py-1.5 tabular-nums">
                    {row.expectedDate ? formatDate(row.expectedDate) : ''}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {formatINR(toPaise(row.amount))}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {formatINR(toPaise(row.pendingAmount))}
                  </td>
                  <td className="px-3 py-1.5">{t(STATUS_LABELS[row.status])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager skip={skip} pageSize={ORDERS_PAGE} total={orders.data?.total ?? 0} onSkip={setSkip} />
    </>
  );
}
