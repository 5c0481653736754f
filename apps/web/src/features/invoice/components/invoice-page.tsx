import { lazy, Suspense, useDeferredValue, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/react.ts';
import { todayInIndia } from '@hisaab/shared/format';
import { isIsoDate } from '@hisaab/shared/format';
import { toQtyMilli } from '@hisaab/shared/money';
import { displayMessage } from '../../../api/api-error.ts';
import { messageText } from '../../../i18n/i18n.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { useSession } from '../../../api/session.ts';
import { Alert } from '../../../ui/alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { useAutocompleteData } from '../api/autocomplete-data.ts';
import { useInvoiceSettings } from '../api/company-settings.ts';
import { useTransaction, type TransactionView } from '../api/transaction.ts';
import { newDraft } from '../model/bill-draft.ts';
import { draftFromView, storedEffectPaise } from '../model/draft-from-view.ts';
import { draftKey } from '../model/draft-storage.ts';
import {
  invoiceTitleText,
  parseMode,
  sideOfMode,
  type InvoiceMode,
} from '../model/invoice-mode.ts';
import { InvoiceForm } from './invoice-form.tsx';
import { draftFromOrder, useOrderToBill, useOrdersOfEstimate } from '../api/order-conversion.ts';
import {
  challanIdsOf,
  draftFromChallans,
  useChallansOfEstimate,
  useChallansToBill,
} from '../api/challan-conversion.ts';
import { Link } from 'react-router';
import { DocumentLinks } from '../../../ui/document-links.tsx';

// Loaded only for a note opened here: its titles come with the returns schemas (zod).
const NoteNotice = lazy(() =>
  import('../../returns/components/note-notice.tsx').then((m) => ({ default: m.NoteNotice })),
);
const isNoteKind = (kind: TransactionView['kind']) =>
  kind === 'credit_note' || kind === 'debit_note' || kind === 'sales_debit_note';

const LOAD_FAILED = tk('Failed to load the bill.');

/** /invoice in every mode (/invoice/print is a route of its own, outside the app shell). */
export function InvoicePage() {
  return <InvoiceEditor />;
}

function loadedQuantities(view: TransactionView | undefined): Map<number, number> {
  const map = new Map<number, number>();
  // A purchase adds stock and an estimate moves none: only a stored sale's quantities count.
  if (!view || view.isPurchase || view.kind === 'estimate') return map;
  for (const l of view.lineItems) {
    // A line billing a delivery challan moved no stock (the challan did, issue 40).
    if (l.itemId !== null && !l.challanLineId)
      map.set(l.itemId, (map.get(l.itemId) ?? 0) + toQtyMilli(l.quantity));
  }
  return map;
}

function InvoiceEditor() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const location = useLocation();
  const mode: InvoiceMode = parseMode(params.get('mode'));
  const idParam = params.get('id');
  const id = mode === 'modify' && idParam && /^\d+$/.test(idParam) ? Number(idParam) : null;
  const dateParam = params.get('date');
  // "Convert to Sale/Purchase" of an order (issue 40): a new bill of what is pending on it.
  const orderParam = params.get('fromOrder');
  const fromOrder =
    (mode === 'sale' || mode === 'purchase') && orderParam && /^\d+$/.test(orderParam)
      ? Number(orderParam)
      : null;
  const order = useOrderToBill(fromOrder);
  // "Convert to Invoice" of delivery challans (issue 40): a sale of what is pending on them.
  const fromChallans = mode === 'sale' ? challanIdsOf(params.get('fromChallans')) : [];
  const challans = useChallansToBill(fromChallans);
  const challanKey = fromChallans.join(',');
  const lookups = useAutocompleteData();
  const settings = useInvoiceSettings();
  const loaded = useTransaction(id);
  const estimateId = loaded.data?.kind === 'estimate' ? loaded.data.id : null;
  const madeOrders = useOrdersOfEstimate(estimateId).data;
  const madeChallans = useChallansOfEstimate(estimateId).data;
  const { userId, email } = useSession();

  // Modify starts from the bill as the server has it now, not from a cached copy.
  const current = loaded.isFetchedAfterMount ? loaded.data : undefined;
  const initial = useMemo(() => {
    if (!lookups.data) return null;
    if (mode === 'modify') return current ? draftFromView(current, lookups.data.customers) : null;
    const date = dateParam && isIsoDate(dateParam) ? dateParam : todayInIndia();
    if (fromOrder !== null)
      return order.data ? draftFromOrder(order.data, lookups.data.customers, date) : null;
    if (challanKey !== '')
      return challans.data ? draftFromChallans(challans.data, lookups.data.customers, date) : null;
    return newDraft(sideOfMode(mode), date);
  }, [mode, dateParam, lookups.data, current, fromOrder, order.data, challanKey, challans.data]);

  // The form mounts in a transition once all it needs is there: React renders it in slices
  // instead of one long task, so a phone stays responsive while it builds (issue 14).
  const ready = useDeferredValue(initial !== null && !!settings.data && !!lookups.data);

  const title = messageText(invoiceTitleText(mode, null, idParam));
  const error =
    (lookups.isError && lookups.error) ||
    (order.isError && order.error) ||
    (challans.isError && challans.error) ||
    (mode === 'modify' && (id === null ? new Error(LOAD_FAILED) : loaded.isError && loaded.error));
  if (error) {
    return (
      <>
        <PageHeader title={title} />
        <Alert tone="error">{displayMessage(error, t(LOAD_FAILED))}</Alert>
      </>
    );
  }
  // A credit or debit note is not edited here (returns feature).
  if (current && isNoteKind(current.kind)) {
    return (
      <Suspense fallback={<LoadingText />}>
        <NoteNotice id={id ?? 0} kind={current.kind} number={current.number} />
      </Suspense>
    );
  }
  if (!ready || !initial || !settings.data || !lookups.data) {
    return (
      <>
        <PageHeader title={title} />
        <LoadingText />
      </>
    );
  }
  // Where the bill came from: the order being billed, or the orders its lines bill.
  const sources = order.data
    ? [{ id: order.data.id, number: order.data.number }]
    : (current?.fromOrders ?? []);
  // The challans being billed, or those its lines bill.
  const fromChallanList = challans.data
    ? challans.data.map((c) => ({ id: c.id, number: c.number }))
    : (current?.fromChallans ?? []);
  return (
    <>
      {current?.kind === 'estimate' && (
        <p className="mb-2 flex flex-wrap gap-2 text-sm print:hidden">
          <Link className="text-accent" to={`/orders/new?estimateId=${current.id}`}>
            {t('Convert to Order')}
          </Link>
          <Link className="text-accent" to={`/challans/new?estimateId=${current.id}`}>
            {t('Make delivery challan')}
          </Link>
          {madeOrders?.map((o) => (
            <Link key={o.id} className="text-accent" to={`/orders/${o.id}`}>
              {t('Order {{number}}', { number: o.number })}
            </Link>
          ))}
          {madeChallans?.map((c) => (
            <Link key={c.id} className="text-accent" to={`/challans/${c.id}`}>
              {t('Challan {{number}}', { number: c.number })}
            </Link>
          ))}
        </p>
      )}
      {sources.length > 0 && (
        <div className="mb-2">
          <DocumentLinks label={t('From order')} docs={sources} to={(o) => `/orders/${o}`} />
        </div>
      )}
      {fromChallanList.length > 0 && (
        <div className="mb-2">
          <DocumentLinks
            label={t('From challan')}
            docs={fromChallanList}
            to={(c) => `/challans/${c}`}
            testId="from-challans"
          />
        </div>
      )}
      <InvoiceForm
        // A new URL (another bill, or the same bill after Save & Send) starts a fresh form.
        key={`${location.key}-${mode}-${id ?? ''}-${fromOrder ?? ''}-${challanKey}`}
        mode={mode}
        initial={initial}
        lookups={lookups.data}
        settings={settings.data}
        loadedEffectPaise={storedEffectPaise(current)}
        loadedQtyByItem={loadedQuantities(current)}
        draftKey={draftKey(userId ?? email ?? 'me', mode, id)}
        convertedTo={current?.convertedTo ?? null}
      />
    </>
  );
}
