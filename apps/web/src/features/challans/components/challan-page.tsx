// /challans/new (?fromOrder= a sale order's pending goods, ?estimateId= an estimate's) and
// /challans/{id}: a delivery challan's date, party, reason (with a remark for Other) and lines
// (the order screen's lines table), saved as a document that sends the goods out (stock moves,
// nothing posts). A saved challan shows what each line has billed, returned and still pending,
// where it came from and the bills made from it, and offers Convert to Invoice (supply and
// approval), Record goods returned (each one undone by its Undo), Close or Reopen, Print, E-way
// bill JSON and Delete (only while no bill is made from it). A line of an item tracked by batch
// picks its batch as a sale line does, and a line taking more than the stock is warned of as on
// the bill (the invoice's LineBatch and stock warning).
import { useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatDate, formatINR, todayInIndia } from '@hisaab/shared/format';
import { tk } from '@hisaab/shared/i18n/messages';
import { toPaise } from '@hisaab/shared/money';
import { CHALLAN_REASON_LABELS, CHALLAN_REASONS } from '@hisaab/shared/schemas/challan';
import { useTranslation } from '../../../i18n/react.ts';
import { displayMessage } from '../../../api/api-error.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { CONTROL_CLASS } from '../../../ui/field-frame.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { DatePicker } from '../../../ui/date-picker.tsx';
import { Select } from '../../../ui/select.tsx';
import { DocumentLinks } from '../../../ui/document-links.tsx';
import {
  CustomerField,
  fetchTransaction,
  LineBatch,
  parseQuantity,
  stockWarning,
  useAutocompleteData,
  useInvoiceSettings,
  useSearchedLookups,
  type AutocompleteData,
} from '../../invoice/index.ts';
import {
  DocumentLines,
  draftTotalPaise,
  emptyOrderLine,
  useOrder,
  type OrderLineDraft,
} from '../../orders/index.ts';
import { useChallan, useChallanWrites, type ChallanReply } from '../api/challans.ts';
import {
  challanBody,
  draftFromChallan,
  draftFromEstimateView,
  draftFromSaleOrder,
  isReason,
  newChallanDraft,
  withTracking,
  type ChallanDraft,
} from '../model/challan-draft.ts';
import { CHALLAN_STATUS_LABELS } from '../model/challan-status.ts';
import { EWayBillDialog, ReturnDialog } from './challan-dialogs.tsx';

const LOAD_FAILED = tk('Failed to load the challan.');
const SAVE_FAILED = tk('Failed to save the challan.');
const NO_DELETE_WITH_BILLS = tk(
  'A challan with bills cannot be deleted: delete its bills first, or close it instead.',
);

const idOf = (s: string | null | undefined) => (s && /^\d+$/.test(s) ? Number(s) : null);

export function ChallanPage() {
  const { t } = useTranslation();
  const { id: idParam } = useParams();
  const [params] = useSearchParams();
  const id = idOf(idParam);
  const orderId = id === null ? idOf(params.get('fromOrder')) : null;
  const estimateId = id === null ? idOf(params.get('estimateId')) : null;
  const challan = useChallan(id);
  const order = useOrder(orderId);
  const estimate = useQuery({
    queryKey: ['challans', 'from-estimate', estimateId],
    queryFn: () => fetchTransaction(estimateId!),
    enabled: estimateId !== null,
  });
  const lookups = useAutocompleteData();
  const error =
    (challan.isError && challan.error) ||
    (order.isError && order.error) ||
    (estimate.isError && estimate.error) ||
    lookups.error;
  if (error) {
    return (
      <>
        <PageHeader title={t('Delivery challan')} />
        <Alert tone="error">{displayMessage(error, t(LOAD_FAILED))}</Alert>
      </>
    );
  }
  const stored = id === null ? null : challan.data;
  if (
    !lookups.data ||
    (id !== null && !stored) ||
    (orderId !== null && !order.data) ||
    (estimateId !== null && !estimate.data)
  )
    return <LoadingText />;
  const today = todayInIndia();
  const initial = stored
    ? draftFromChallan(stored)
    : order.data
      ? draftFromSaleOrder(order.data, today)
      : estimate.data
        ? draftFromEstimateView(estimate.data, today)
        : newChallanDraft(today);
  return (
    <ChallanForm
      key={`${stored?.id ?? 'new'}-${stored?.version ?? ''}`}
      initial={withTracking(initial, lookups.data.items)}
      stored={stored ?? null}
      lookups={lookups.data}
    />
  );
}

function ChallanForm(props: {
  initial: ChallanDraft;
  stored: ChallanReply | null;
  lookups: AutocompleteData;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const writes = useChallanWrites();
  const settings = useInvoiceSettings();
  const [draft, setDraft] = useState(props.initial);
  const [message, setMessage] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'return' | 'ewaybill' | null>(null);
  const { stored } = props;
  const lookups = useSearchedLookups(props.lookups, [
    draft.customerText,
    ...draft.lines.map((l) => l.itemName),
  ]);
  const items = lookups.items.filter((i) => !i.specialKind);
  const figuresOf = new Map(stored?.lineItems.map((l) => [l.id, l]) ?? []);
  const selectedParty = lookups.customers.find((c) => c.id === draft.customerId) ?? null;
  const pending = stored?.lineItems.some((l) => l.pending > 0) ?? false;
  // What the challan as saved already took of each item (the stock shown has it out).
  const counted = new Map<number, number>();
  for (const l of props.initial.lines)
    if (l.id !== null && l.itemId !== null)
      counted.set(l.itemId, (counted.get(l.itemId) ?? 0) + (parseQuantity(l.quantity) ?? 0));

  /** The bill's stock warning under a line's quantity, when the company wants it. */
  function stockOf(line: OrderLineDraft) {
    if (!settings.data?.enableStockWarning || line.itemId === null) return null;
    const item = lookups.items.find((i) => i.id === line.itemId);
    const qtyMilli = parseQuantity(line.quantity);
    if (!item || qtyMilli === null) return null;
    const taken = draft.lines
      .filter((l) => l.itemId === item.id)
      .reduce((sum, l) => sum + (parseQuantity(l.quantity) ?? 0), 0);
    return stockWarning(
      {
        stock: item.stock,
        qtyMilli: taken,
        counted: counted.get(item.id) ?? 0,
        document: 'challan',
      },
      t,
    );
  }
  const title = stored
    ? t('Delivery challan {{number}}', { number: stored.number })
    : t('New Delivery Challan');

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
      const saved = await writes.save(challanBody(draft), draft.id);
      await navigate(`/challans/${saved.id}`, { replace: draft.id !== null });
    });

  return (
    <>
      <PageHeader title={title}>
        {stored && (
          <span className="text-sm font-medium" data-testid="challan-status">
            {t(CHALLAN_STATUS_LABELS[stored.status])}
          </span>
        )}
      </PageHeader>
      {message && (
        <div className="mb-3">
          <Alert tone="error">{message}</Alert>
        </div>
      )}
      <div className="mb-4 grid max-w-3xl grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
        <DatePicker
          label={t('Challan date')}
          value={draft.challanDate}
          onChange={(challanDate) => setDraft((d) => ({ ...d, challanDate }))}
        />
        <CustomerField
          label={t('Customer')}
          text={draft.customerText}
          selected={selectedParty}
          customers={lookups.customers}
          onType={(text) => setDraft((d) => ({ ...d, customerText: text, customerId: null }))}
          onSelect={(c) => setDraft((d) => ({ ...d, customerText: c.name, customerId: c.id }))}
          placeholder={t('Search customer')}
        />
        <Select
          label={t('Reason')}
          value={draft.reason}
          options={CHALLAN_REASONS.map((r) => ({ value: r, label: t(CHALLAN_REASON_LABELS[r]) }))}
          onChange={(e) => {
            const reason = e.target.value;
            if (isReason(reason)) setDraft((d) => ({ ...d, reason }));
          }}
        />
        {draft.reason === 'other' ? (
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t('Why the goods go')}</span>
            <input
              className={CONTROL_CLASS}
              value={draft.reasonRemark}
              maxLength={100}
              onChange={(e) => setDraft({ ...draft, reasonRemark: e.target.value })}
            />
          </label>
        ) : (
          <label className="flex flex-col gap-1 text-sm">
            <span className="font-medium">{t('Remark')}</span>
            <input
              className={CONTROL_CLASS}
              value={draft.remark}
              onChange={(e) => setDraft({ ...draft, remark: e.target.value })}
            />
          </label>
        )}
      </div>
      <DocumentLines
        idPrefix="challan"
        lines={draft.lines}
        onLines={(update) => setDraft((d) => ({ ...d, lines: update(d.lines) }))}
        items={items}
        rateOf={(item) => item.rate}
        stockOf={stockOf}
        below={(line, n, patch) =>
          line.trackedByBatch && line.itemId !== null ? (
            <LineBatch
              line={line}
              n={n}
              side={{
                isPurchase: false,
                date: draft.challanDate,
                billId: null,
                challanId: draft.id,
              }}
              error={undefined}
              onPatch={(key, p) =>
                patch(key, {
                  batchId: p.batchId ?? null,
                  lotSerialNumber: p.lotSerialNumber ?? '',
                  batchExpiry: p.batchExpiry ?? null,
                })
              }
              onEnter={() => undefined}
              readOnly={false}
            />
          ) : null
        }
        figures={
          stored && {
            titles: [t('Billed'), t('Returned'), t('Pending')],
            of: (lineId) => {
              const f = figuresOf.get(lineId);
              return (
                f && {
                  cells: [f.billed, f.returned, f.pending],
                  removable: f.billed + f.returned === 0,
                }
              );
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
          {t('Value')}:{' '}
          <strong className="tabular-nums">{formatINR(draftTotalPaise(draft))}</strong>
          {stored && (
            <>
              {' · '}
              {t('Value pending')}:{' '}
              <strong className="tabular-nums" data-testid="challan-pending">
                {formatINR(toPaise(stored.pendingAmount))}
              </strong>
            </>
          )}
        </span>
      </div>
      {stored && (
        <Links
          stored={stored}
          onUndo={(returnId) =>
            run(async () => {
              if (!window.confirm(t('Undo this record of goods returned?'))) return;
              await writes.undoReturn(stored.id, returnId, stored.version);
            })
          }
        />
      )}
      <div className="flex flex-wrap items-center gap-2 print:hidden">
        <Button onClick={save}>{t('Save')}</Button>
        {stored && stored.billable && pending && (
          <Button
            variant="secondary"
            onClick={() => navigate(`/invoice?mode=sale&fromChallans=${stored.id}`)}
          >
            {t('Convert to Invoice')}
          </Button>
        )}
        {stored && pending && (
          <Button variant="secondary" onClick={() => setDialog('return')}>
            {t('Record goods returned')}
          </Button>
        )}
        {stored && (
          <Button
            variant="secondary"
            onClick={() =>
              run(() => writes.setClosed(stored.id, stored.status !== 'closed', stored.version))
            }
          >
            {stored.status === 'closed' ? t('Reopen challan') : t('Close challan')}
          </Button>
        )}
        {stored && (
          <Button
            variant="secondary"
            onClick={() => window.open(`/challans/print?id=${stored.id}`, '_blank')}
          >
            {t('Print')}
          </Button>
        )}
        {stored && (
          <Button variant="secondary" onClick={() => setDialog('ewaybill')}>
            {t('E-way bill JSON')}
          </Button>
        )}
        {stored && stored.bills.length === 0 && (
          <Button
            variant="danger"
            onClick={() =>
              run(async () => {
                if (!window.confirm(t('Delete this challan?'))) return;
                await writes.remove(stored.id, stored.version);
                await navigate('/challans');
              })
            }
          >
            {t('Delete')}
          </Button>
        )}
        {stored && stored.bills.length > 0 && (
          <p className="text-sm text-muted">{t(NO_DELETE_WITH_BILLS)}</p>
        )}
      </div>
      {stored && (
        <>
          <ReturnDialog
            open={dialog === 'return'}
            challan={stored}
            onClose={() => setDialog(null)}
            onSave={(body) => writes.recordReturn(stored.id, body)}
          />
          <EWayBillDialog
            open={dialog === 'ewaybill'}
            challan={stored}
            onClose={() => setDialog(null)}
          />
        </>
      )}
    </>
  );
}

/**
 * Where the challan came from, the bills made from it and the goods that came back (each with
 * Undo while the challan is not closed: a return recorded by mistake).
 */
function Links({ stored, onUndo }: { stored: ChallanReply; onUndo: (returnId: number) => void }) {
  const { t } = useTranslation();
  const lineOf = new Map(stored.lineItems.map((l) => [l.id, l]));
  return (
    <div className="mb-4 flex flex-col gap-1 text-sm" data-testid="challan-links">
      {stored.order && (
        <p>
          {t('From order')}{' '}
          <Link className="text-accent" to={`/orders/${stored.order.id}`}>
            {stored.order.number}
          </Link>
        </p>
      )}
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
      {stored.returns.map((r) => (
        <p key={r.id}>
          {t('Returned {{quantity}} {{unit}} of {{item}} on {{date}}', {
            quantity: r.quantity,
            unit: lineOf.get(r.lineId)?.unitName ?? '',
            item: lineOf.get(r.lineId)?.itemName ?? '',
            date: formatDate(r.returnDate),
          })}
          {r.remark ? ` · ${r.remark}` : ''}
          {stored.status !== 'closed' && (
            <>
              {' '}
              <button
                type="button"
                className="text-accent underline print:hidden"
                onClick={() => onUndo(r.id)}
                aria-label={t('Undo goods returned on {{date}}', {
                  date: formatDate(r.returnDate),
                })}
              >
                {t('Undo')}
              </button>
            </>
          )}
        </p>
      ))}
    </div>
  );
}
