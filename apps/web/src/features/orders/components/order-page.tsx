// /orders/new (?side=purchase, ?estimateId= to make a sale order from an estimate) and
// /orders/{id}: a sale or purchase order's party, dates and lines (item, quantity, tax-inclusive
// rate), saved as its own document that posts nothing. A saved order shows what each line has
// billed and still pending, the estimate it came from and the bills made from it, and offers
// Convert to Sale/Purchase (the bill screen filled with what is pending), Close or Reopen,
// Print and Delete.
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatINR, todayInIndia } from '@hisaab/shared/format';
import { tk } from '@hisaab/shared/i18n/messages';
import { toPaise } from '@hisaab/shared/money';
import { useTranslation } from '../../../i18n/react.ts';
import { displayMessage } from '../../../api/api-error.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { CONTROL_CLASS } from '../../../ui/field-frame.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { fetchTransaction, useAutocompleteData } from '../../invoice/index.ts';
import { useOrder, useOrderWrites, type OrderReply } from '../api/orders.ts';
import {
  draftFromEstimate,
  draftFromOrder,
  draftTotalPaise,
  emptyOrderLine,
  newOrderDraft,
  orderBody,
  type OrderDraft,
  type OrderLineDraft,
} from '../model/order-draft.ts';
import { STATUS_LABELS } from '../model/order-status.ts';

const LOAD_FAILED = tk('Failed to load the order.');
const SAVE_FAILED = tk('Failed to save the order.');
const SALE_ORDER_TITLE = tk('Sale order {{number}}');
const PURCHASE_ORDER_TITLE = tk('Purchase order {{number}}');

export function OrderPage() {
  const { t } = useTranslation();
  const { id: idParam } = useParams();
  const [params] = useSearchParams();
  const id = idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const isPurchase = params.get('side') === 'purchase';
  const estimateParam = params.get('estimateId');
  const estimateId = estimateParam && /^\d+$/.test(estimateParam) ? Number(estimateParam) : null;
  const order = useOrder(id);
  const estimate = useQuery({
    queryKey: ['orders', 'from-estimate', estimateId],
    queryFn: () => fetchTransaction(estimateId!),
    enabled: id === null && estimateId !== null,
  });
  const lookups = useAutocompleteData();
  const error =
    (order.isError && order.error) || (estimate.isError && estimate.error) || lookups.error;
  if (error) {
    return (
      <>
        <PageHeader title={t('Order')} />
        <Alert tone="error">{displayMessage(error, t(LOAD_FAILED))}</Alert>
      </>
    );
  }
  const stored = id === null ? null : order.data;
  if (
    !lookups.data ||
    (id !== null && !stored) ||
    (estimateId !== null && id === null && !estimate.data)
  )
    return <LoadingText />;
  const initial = stored
    ? draftFromOrder(stored)
    : estimate.data
      ? draftFromEstimate(estimate.data, todayInIndia())
      : newOrderDraft(isPurchase, todayInIndia());
  return (
    <OrderForm
      key={`${stored?.id ?? 'new'}-${stored?.version ?? ''}`}
      initial={initial}
      stored={stored ?? null}
      customers={lookups.data.customers}
      items={lookups.data.items}
    />
  );
}

interface Option {
  id: number;
  name: string;
}

function OrderForm(props: {
  initial: OrderDraft;
  stored: OrderReply | null;
  customers: readonly (Option & { isDefaultCash: boolean })[];
  items: readonly (Option & {
    unitId: number;
    rate: number;
    buyRate: number;
    specialKind: string | null;
  })[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const writes = useOrderWrites();
  const [draft, setDraft] = useState(props.initial);
  const [message, setMessage] = useState<string | null>(null);
  const { stored } = props;
  const items = props.items.filter((i) => !i.specialKind);
  const billedOf = new Map(stored?.lineItems.map((l) => [l.id, l]) ?? []);
  const side = draft.isPurchase;
  const title = stored
    ? t(side ? PURCHASE_ORDER_TITLE : SALE_ORDER_TITLE, { number: stored.number })
    : side
      ? t('New Purchase Order')
      : t('New Sale Order');

  const setLine = (key: string, patch: Partial<OrderLineDraft>) =>
    setDraft((d) => ({
      ...d,
      lines: d.lines.map((l) => (l.key === key ? { ...l, ...patch } : l)),
    }));

  async function run(action: () => Promise<unknown>) {
    setMessage(null);
    try {
      await action();
    } catch (e) {
      setMessage(displayMessage(e, t(SAVE_FAILED)));
    }
  }

  const save = () =>
    run(async () => {
      const saved = await writes.save(orderBody(draft), draft.id);
      await navigate(`/orders/${saved.id}`, { replace: draft.id !== null });
    });

  const canConvert = stored && (stored.status === 'open' || stored.status === 'partly_billed');

  return (
    <>
      <PageHeader title={title}>
        {stored && <span className="text-sm font-medium">{t(STATUS_LABELS[stored.status])}</span>}
      </PageHeader>
      {message && (
        <div className="mb-3">
          <Alert tone="error">{message}</Alert>
        </div>
      )}
      <div className="mb-4 grid max-w-3xl grid-cols-1 gap-3 sm:grid-cols-2">
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{side ? t('Vendor') : t('Customer')}</span>
          <select
            className={CONTROL_CLASS}
            value={draft.customerId ?? ''}
            onChange={(e) =>
              setDraft({ ...draft, customerId: e.target.value ? Number(e.target.value) : null })
            }
          >
            <option value="">{t('Choose the party of the order.')}</option>
            {props.customers.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('Order date')}</span>
          <input
            type="date"
            className={CONTROL_CLASS}
            value={draft.orderDate}
            onChange={(e) => setDraft({ ...draft, orderDate: e.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('Expected delivery')}</span>
          <input
            type="date"
            className={CONTROL_CLASS}
            value={draft.expectedDate}
            onChange={(e) => setDraft({ ...draft, expectedDate: e.target.value })}
          />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('Remark')}</span>
          <input
            className={CONTROL_CLASS}
            value={draft.remark}
            onChange={(e) => setDraft({ ...draft, remark: e.target.value })}
          />
        </label>
      </div>
      <div className="mb-3 overflow-x-auto rounded-md border border-line bg-surface">
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <caption className="sr-only">{t('Items')}</caption>
          <thead className="bg-canvas text-left text-xs uppercase tracking-wide text-muted">
            <tr>
              <th className="px-3 py-2 font-medium">{t('Item')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('Quantity')}</th>
              <th className="px-3 py-2 text-right font-medium">{t('Rate')}</th>
              {stored && <th className="px-3 py-2 text-right font-medium">{t('Billed')}</th>}
              {stored && <th className="px-3 py-2 text-right font-medium">{t('Pending')}</th>}
              <th className="px-3 py-2" />
            </tr>
          </thead>
          <tbody>
            {draft.lines.map((l, i) => {
              const figures = l.id === null ? undefined : billedOf.get(l.id);
              return (
                <tr key={l.key} className="border-t border-line">
                  <td className="px-3 py-1.5">
                    <select
                      aria-label={t('Item of line {{line}}', { line: i + 1 })}
                      className={CONTROL_CLASS}
                      value={l.itemId ?? ''}
                      onChange={(e) => {
                        const item = items.find((x) => x.id === Number(e.target.value));
                        setLine(l.key, {
                          itemId: item?.id ?? null,
                          unitId: item?.unitId ?? null,
                          rate: item ? String(side ? item.buyRate : item.rate) : l.rate,
                        });
                      }}
                    >
                      <option value="">{t('Choose an item')}</option>
                      {items.map((x) => (
                        <option key={x.id} value={x.id}>
                          {x.name}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td className="px-3 py-1.5">
                    <input
                      aria-label={t('Quantity of line {{line}}', { line: i + 1 })}
                      inputMode="decimal"
                      className={`${CONTROL_CLASS} text-right`}
                      value={l.quantity}
                      onChange={(e) => setLine(l.key, { quantity: e.target.value })}
                    />
                  </td>
                  <td className="px-3 py-1.5">
                    <input
                      aria-label={t('Rate of line {{line}}', { line: i + 1 })}
                      inputMode="decimal"
                      className={`${CONTROL_CLASS} text-right`}
                      value={l.rate}
                      onChange={(e) => setLine(l.key, { rate: e.target.value })}
                    />
                  </td>
                  {stored && (
                    <td className="px-3 py-1.5 text-right tabular-nums">{figures?.billed ?? 0}</td>
                  )}
                  {stored && (
                    <td className="px-3 py-1.5 text-right tabular-nums">
                      {figures?.pending ?? ''}
                    </td>
                  )}
                  <td className="px-3 py-1.5 text-right">
                    <Button
                      variant="ghost"
                      aria-label={t('Remove line {{line}}', { line: i + 1 })}
                      onClick={() =>
                        setDraft({ ...draft, lines: draft.lines.filter((x) => x.key !== l.key) })
                      }
                    >
                      ×
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={() => setDraft({ ...draft, lines: [...draft.lines, emptyOrderLine()] })}
        >
          {t('Add line')}
        </Button>
        <span className="ml-auto text-sm">
          {t('Total')}:{' '}
          <strong className="tabular-nums">{formatINR(draftTotalPaise(draft))}</strong>
          {stored && (
            <>
              {' · '}
              {t('Value pending')}:{' '}
              <strong className="tabular-nums">{formatINR(toPaise(stored.pendingAmount))}</strong>
            </>
          )}
        </span>
      </div>
      {stored && (
        <div className="mb-4 flex flex-col gap-1 text-sm">
          {stored.estimate && (
            <p>
              {t('Made from estimate')}{' '}
              <Link className="text-accent" to={`/invoice?mode=modify&id=${stored.estimate.id}`}>
                {stored.estimate.number ?? `#${stored.estimate.id}`}
              </Link>
            </p>
          )}
          <p>
            {t('Bills made from it')}:{' '}
            {stored.bills.length === 0
              ? t('none yet')
              : stored.bills.map((b, i) => (
                  <span key={b.id}>
                    {i > 0 && ', '}
                    <Link className="text-accent" to={`/invoice?mode=modify&id=${b.id}`}>
                      {b.number ?? `#${b.id}`}
                    </Link>
                  </span>
                ))}
          </p>
        </div>
      )}
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button onClick={save}>{t('Save')}</Button>
        {stored && canConvert && (
          <Button
            variant="secondary"
            onClick={() =>
              navigate(`/invoice?mode=${side ? 'purchase' : 'sale'}&fromOrder=${stored.id}`)
            }
          >
            {side ? t('Convert to Purchase') : t('Convert to Sale')}
          </Button>
        )}
        {stored && (
          <Button
            variant="secondary"
            onClick={() =>
              run(() => writes.setClosed(stored.id, stored.status !== 'closed', stored.version))
            }
          >
            {stored.status === 'closed' ? t('Reopen order') : t('Close order')}
          </Button>
        )}
        {stored && (
          <Button
            variant="secondary"
            onClick={() => window.open(`/orders/print?id=${stored.id}`, '_blank')}
          >
            {t('Print')}
          </Button>
        )}
        {stored && (
          <Button
            variant="danger"
            onClick={() =>
              run(async () => {
                if (!window.confirm(t('Delete this order?'))) return;
                await writes.remove(stored.id, stored.version);
                await navigate(side ? '/orders?side=purchase' : '/orders');
              })
            }
          >
            {t('Delete')}
          </Button>
        )}
      </div>
    </>
  );
}
