// /orders/new (?side=purchase, ?estimateId= to make a sale order from an estimate) and
// /orders/{id}: a sale or purchase order's party, dates and lines (item, quantity, tax-inclusive
// rate), saved as its own document that posts nothing. A saved order shows what each line has
// billed and still pending, the estimate it came from and the bills made from it, and offers
// Convert to Sale/Purchase (the bill screen filled with what is pending), Close or Reopen,
// Print and Delete (only while no bill is made from it). Its fields are the bill screen's: the
// date picker, the party and item searches (from the invoice feature) and Enter moving on.
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
import { DatePicker } from '../../../ui/date-picker.tsx';
import {
  CustomerField,
  fetchTransaction,
  useAutocompleteData,
  useSearchedLookups,
  type AutocompleteData,
} from '../../invoice/index.ts';
import { useOrder, useOrderWrites, type OrderReply } from '../api/orders.ts';
import {
  draftFromEstimate,
  draftFromOrder,
  draftTotalPaise,
  emptyOrderLine,
  newOrderDraft,
  orderBody,
  type OrderDraft,
} from '../model/order-draft.ts';
import { DocumentLines } from './document-lines.tsx';
import { DocumentLinks } from '../../../ui/document-links.tsx';
import { STATUS_LABELS } from '../model/order-status.ts';

const LOAD_FAILED = tk('Failed to load the order.');
const SAVE_FAILED = tk('Failed to save the order.');
const SALE_ORDER_TITLE = tk('Sale order {{number}}');
const PURCHASE_ORDER_TITLE = tk('Purchase order {{number}}');
const NO_DELETE_WITH_BILLS = tk(
  'An order with bills cannot be deleted: delete its bills first, or close it instead.',
);

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
      lookups={lookups.data}
    />
  );
}

function OrderForm(props: {
  initial: OrderDraft;
  stored: OrderReply | null;
  lookups: AutocompleteData;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const writes = useOrderWrites();
  const [draft, setDraft] = useState(props.initial);
  const [message, setMessage] = useState<string | null>(null);
  const { stored } = props;
  // A large shop's first list is a page: what is typed in the searches is looked up on the server.
  const lookups = useSearchedLookups(props.lookups, [
    draft.customerText,
    ...draft.lines.map((l) => l.itemName),
  ]);
  const items = lookups.items.filter((i) => !i.specialKind);
  const billedOf = new Map(stored?.lineItems.map((l) => [l.id, l]) ?? []);
  const side = draft.isPurchase;
  const title = stored
    ? t(side ? PURCHASE_ORDER_TITLE : SALE_ORDER_TITLE, { number: stored.number })
    : side
      ? t('New Purchase Order')
      : t('New Sale Order');

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
  const selectedParty = lookups.customers.find((c) => c.id === draft.customerId) ?? null;

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
      <div className="mb-4 grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <DatePicker
          label={t('Order date')}
          value={draft.orderDate}
          onChange={(orderDate) => setDraft((d) => ({ ...d, orderDate }))}
        />
        <CustomerField
          label={side ? t('Vendor') : t('Customer')}
          text={draft.customerText}
          selected={selectedParty}
          customers={lookups.customers}
          onType={(text) => setDraft((d) => ({ ...d, customerText: text, customerId: null }))}
          onSelect={(c) => setDraft((d) => ({ ...d, customerText: c.name, customerId: c.id }))}
          placeholder={side ? t('Search supplier') : t('Search customer')}
        />
        <DatePicker
          label={t('Expected delivery')}
          value={draft.expectedDate}
          onChange={(expectedDate) => setDraft((d) => ({ ...d, expectedDate }))}
        />
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-medium">{t('Remark')}</span>
          <input
            className={CONTROL_CLASS}
            value={draft.remark}
            onChange={(e) => setDraft({ ...draft, remark: e.target.value })}
          />
        </label>
      </div>
      <DocumentLines
        idPrefix="order"
        lines={draft.lines}
        onLines={(update) => setDraft((d) => ({ ...d, lines: update(d.lines) }))}
        items={items}
        rateOf={(item) => (side ? item.buyRate : item.rate)}
        figures={
          stored && {
            titles: [t('Billed'), t('Pending')],
            of: (lineId) => {
              const f = billedOf.get(lineId);
              return f && { cells: [f.billed, f.pending], removable: f.billed === 0 };
            },
          }
        }
      />
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
          <DocumentLinks
            label={`${t('Bills made from it')}:`}
            docs={stored.bills}
            to={(b) => `/invoice?mode=modify&id=${b}`}
            empty={t('none yet')}
          />
          {(stored.challans?.length ?? 0) > 0 && (
            <DocumentLinks
              label={`${t('Challans made from it')}:`}
              docs={stored.challans ?? []}
              to={(c) => `/challans/${c}`}
            />
          )}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2 print:hidden">
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
        {stored && canConvert && !side && (
          <Button
            variant="secondary"
            onClick={() => navigate(`/challans/new?fromOrder=${stored.id}`)}
          >
            {t('Make delivery challan')}
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
        {stored && stored.bills.length === 0 && (
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
        {/* The server refuses to delete an order with bills: say why instead of offering it. */}
        {stored && stored.bills.length > 0 && (
          <p className="text-sm text-muted" data-testid="order-delete-note">
            {t(NO_DELETE_WITH_BILLS)}
          </p>
        )}
      </div>
    </>
  );
}
