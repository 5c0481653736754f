// The invoice screen's form (sale, purchase, estimate, payment, opening balance): the party,
// the lines, supply, payment and totals, and the actions. Over 500 lines: it is the one place
// that ties the bill's state (use-bill) to its parts, each a component or hook of its own; a
// split would pass the same dozen values through one more layer.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/react.ts';
import { useQueryClient } from '@tanstack/react-query';
import { todayInIndia } from '@hisaab/shared/format';
import { toPaise } from '@hisaab/shared/money';
import { can, canManageMasterData } from '@hisaab/shared/permissions';
import { collectsTax } from '@hisaab/shared/gst/registration';
import { invalidateAfterWrite } from '../../../api/query-keys.ts';
import { useCanWrite, useSession } from '../../../api/session.ts';
import { messageText } from '../../../i18n/i18n.ts';
import { Alert } from '../../../ui/alert.tsx';
import { DatePicker } from '../../../ui/date-picker.tsx';
import { useShortcuts } from '../../../ui/keymap.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import {
  AUTOCOMPLETE_KEY,
  useSearchedLookups,
  type AutocompleteData,
  type CustomerOption,
  type ItemOption,
} from '../api/autocomplete-data.ts';
import type { InvoiceSettings } from '../api/company-settings.ts';
import { fetchVendorBuyRate, useCustomerRates } from '../api/rates.ts';
import { useBill, type LinePatch } from '../hooks/use-bill.ts';
import { useLeaveGuard } from '../hooks/use-leave-guard.ts';
import { useSaveFlow } from '../hooks/use-save-flow.ts';
import { useStoredDraft } from '../hooks/use-stored-draft.ts';
import { useScanToBill } from '../hooks/use-scan-to-bill.ts';
import { ScanNotice } from './scan-notice.tsx';
import { lineProblems, storedQtyAndRate, type BillLine } from '../model/bill.ts';
import {
  balanceEffectPaise,
  hasNonCashCustomer,
  paidFieldText,
  paidPaise,
  type BillDraft,
} from '../model/bill-draft.ts';
import { BillChooser } from './bill-chooser.tsx';
import { billTotals } from '../model/bill-totals.ts';
import {
  buttonRules,
  invoiceTitleText,
  kindOfSide,
  newModeOf,
  type InvoiceMode,
} from '../model/invoice-mode.ts';
import { stockWarning } from '../model/stock-warning.ts';
import { resolveSupply, supplyOf, type SupplyDraft } from '../model/supply-draft.ts';
import { ReverseChargeBox, SupplySection } from './supply-section.tsx';
import { ActionBar } from './action-bar.tsx';
import { CustomerField } from './customer-field.tsx';
import { DraftOffer } from './draft-offer.tsx';
import { ItemsTable } from './items-table.tsx';
import { HsnChanges } from './hsn-changes.tsx';
import {
  ConfirmPrompt,
  CreateContactDialog,
  LeaveDialog,
  Later,
  WhatsAppDialog,
  warmDialogs,
} from './later.tsx';
import { PaymentPanel } from './payment-panel.tsx';
import { SupplierInvoiceFields } from './supplier-invoice-fields.tsx';
import { TotalPendingCard } from './total-pending-card.tsx';
import { TotalsPanel } from './totals-panel.tsx';
import { EInvoicePanel } from '../../einvoice/index.ts';
import { useDocumentLock } from '../hooks/use-document-lock.ts';
import { LockNotice } from './lock-notice.tsx';
import { BillGodown, billGodownId } from './bill-godown.tsx';
import { partyOnPrint } from '../model/party-labels.ts';
import { TransportPanel } from '../../ewaybill/index.ts';
import { dateLabel, dateNotToday, partyLabel, partyPlaceholder } from '../model/party-labels.ts';

interface InvoiceFormProps {
  mode: InvoiceMode;
  initial: BillDraft;
  lookups: AutocompleteData;
  settings: InvoiceSettings;
  /** Modify: how the stored bill already moved the party's balance, and its quantities. */
  loadedEffectPaise: number;
  loadedQtyByItem: ReadonlyMap<number, number>;
  /** Where this screen keeps its unsaved draft (per user and screen). */
  draftKey: string;
  /** A loaded estimate that was converted: the sale it became. */
  convertedTo: { id: number; number: string | null } | null;
}

export function InvoiceForm({
  mode,
  initial,
  lookups: firstLookups,
  settings,
  loadedEffectPaise,
  loadedQtyByItem,
  draftKey,
  convertedTo,
}: InvoiceFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { roles } = useSession();
  const bill = useBill(initial);
  const { draft } = bill;
  const { side } = draft;
  // A large shop's customers and items are searched on the server as they are typed.
  const lookups = useSearchedLookups(firstLookups, [
    draft.customerText,
    ...draft.lines.map((l) => l.itemName),
  ]);
  // Nothing typed is lost: a draft in local storage, and a question before leaving.
  const stored = useStoredDraft({ storageKey: draftKey, initial, draft, onRestore: bill.restore });
  const guard = useLeaveGuard(stored.dirty);
  const [creating, setCreating] = useState<string | null>(null);
  const [declined, setDeclined] = useState<ReadonlySet<string>>(new Set());
  const customerRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Focus lands in the first field a bill needs: the customer.
    customerRef.current?.focus();
  }, []);

  const cash = lookups.customers.find((c) => c.isDefaultCash) ?? null;
  const nonCash = hasNonCashCustomer(draft);
  const traceability = settings.enableTraceability;
  const noUnitId = lookups.units.find((u) => u.name.toLowerCase() === 'no')?.id ?? null;
  const companyState = settings.company.stateCode;
  // A purchase carries its vendor's tax; a sale only when the company collects GST.
  const chargesTax = side.isPurchase || collectsTax(settings.company);

  // Kind of supply, place of supply, reverse charge (issue 36), as the save will decide them.
  const supply = useMemo(
    () =>
      resolveSupply(
        { supply: draft.supply, side, customer: draft.customer, lines: draft.lines },
        companyState,
        lookups.items,
      ),
    [draft.supply, side, draft.customer, draft.lines, companyState, lookups.items],
  );
  const changeSupply = (patch: Partial<SupplyDraft>) =>
    bill.update({ supply: { ...supplyOf(draft), ...patch } });

  const totals = useMemo(
    () =>
      billTotals({
        lines: draft.lines,
        items: lookups.items,
        billDate: draft.date,
        companyState,
        customerState: draft.customer?.stateCode ?? null,
        chargesTax,
        supply,
      }),
    [draft.lines, draft.date, draft.customer, lookups.items, companyState, chargesTax, supply],
  );
  const taxWarnings = useMemo(
    () => new Map(totals.lines.map((l) => [l.key, l.taxWarningText ?? l.taxWarning])),
    [totals.lines],
  );

  const rates = useCustomerRates(
    draft.customer?.id ?? null,
    !side.isPurchase && !side.paymentOnly && nonCash,
  );
  const { applyCustomerRates } = bill;
  useEffect(() => {
    if (rates.data) applyCustomerRates(rates.data);
  }, [rates.data, applyCustomerRates]);

  const printCustomer = partyOnPrint(draft, cash);
  const { lockedText, amendment } = useDocumentLock(
    mode === 'modify'
      ? { id: draft.id, kind: kindOfSide(initial.side), date: initial.date, number: initial.number }
      : null,
  );
  const flow = useSaveFlow({
    amendReason: amendment.amending ? amendment.reason : null,
    amendNumber: amendment.amending ? amendment.newNumber : null,
    draft,
    totals,
    ctx: {
      totalPaise: totals.amountPaise,
      bankAccountCount: lookups.bankAccounts.length,
      traceability,
      cashCustomerId: cash?.id ?? null,
      companyState,
      items: lookups.items,
    },
    customer: printCustomer,
    companyName: settings.company.name ?? '',
    companyState,
    dirty: stored.dirty,
    savedEffectPaise: loadedEffectPaise,
    onDone: () => {
      stored.release();
      guard.release();
    },
  });
  const { setMessage } = flow;
  const messageRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A long bill is saved from its bottom: bring the message into view.
    if (flow.message) messageRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [flow.message]);
  const handedMessage = (location.state as { message?: string } | null)?.message;
  useEffect(() => {
    if (handedMessage) setMessage(handedMessage);
  }, [handedMessage, setMessage]);

  // Save, save and new, save and print from any field (ui/keymap.ts); an Auditor saves nothing.
  // A bill with an IRN, or in a filed month or closed books, is read-only here as the server
  // refuses its edits (issues 27 and 38: use-document-lock.ts).
  const locked = Boolean(lockedText);
  const canWrite = useCanWrite() && !locked;
  useShortcuts(
    canWrite
      ? {
          save: () => void flow.run('save'),
          saveAndNew: () => void flow.run('save', `/invoice?mode=${newModeOf(side)}`),
          print: () => void flow.run('print'),
        }
      : {},
  );

  const rateFor = (item: ItemOption) =>
    side.isPurchase ? item.buyRate : (rates.data?.get(item.id) ?? item.rate);
  // A barcode scanner's code (issue 40): the item's line, or one more on it.
  const scan = useScanToBill({
    enabled: canWrite && !side.paymentOnly,
    within: formRef,
    lines: draft.lines,
    onItem: (item, typed) => bill.scanItem(item, rateFor(item), noUnitId, typed),
    onUndo: bill.undoTyped,
  });

  function chooseItem(key: string, item: ItemOption) {
    const customer = draft.customer;
    const rate = rateFor(item);
    bill.chooseItem(key, item, rate, noUnitId);
    if (side.isPurchase && customer && !customer.isDefaultCash && !item.specialKind) {
      fetchVendorBuyRate(item.id, customer.id)
        .then((r) => {
          if (r !== null) bill.prefillRate(key, item.id, r);
        })
        .catch((err: unknown) => console.warn('Vendor buy rate unavailable.', err));
    }
  }

  function patchLine(key: string, patch: LinePatch) {
    bill.patchLine(key, patch);
    if (patch.quantity !== undefined) flow.clearFieldError(key, 'quantity');
    if (patch.rate !== undefined) flow.clearFieldError(key, 'rate');
  }

  /** Limits broken while typing, else what the server said about the field. */
  const errorsOf = (line: BillLine) => ({ ...flow.fieldErrors[line.key], ...lineProblems(line) });

  function stockOf(line: BillLine) {
    if (
      !settings.enableStockWarning ||
      side.isPurchase ||
      side.estimate ||
      line.itemId === null ||
      line.specialKind ||
      // A row that bills a delivery challan's line: its goods left on the challan (issue 40).
      line.challanLineId
    )
      return null;
    const item = lookups.items.find((i) => i.id === line.itemId);
    const stored = storedQtyAndRate(line);
    if (!item || !stored) return null;
    const counted = loadedQtyByItem.get(item.id) ?? 0;
    // With godowns, the stock of the one the bill is from (issue 40 part 3); a bill moved to
    // another godown took nothing from this one yet.
    const godownId = billGodownId(draft.godownId, firstLookups.godowns ?? []);
    const loadedGodownId = billGodownId(initial.godownId, firstLookups.godowns ?? []);
    const inGodown = item.godownStock && godownId !== null;
    const stock = inGodown ? (item.godownStock![String(godownId)] ?? 0) : item.stock;
    const own = inGodown && godownId !== loadedGodownId ? 0 : counted;
    return stockWarning({ stock, qtyMilli: stored.qtyMilli, counted: own, document: 'bill' }, t);
  }

  function onCreated(customer: CustomerOption) {
    setCreating(null);
    bill.chooseCustomer(customer);
    queryClient.setQueryData<AutocompleteData>(AUTOCOMPLETE_KEY, (d) =>
      d ? { ...d, customers: [...d.customers, customer] } : d,
    );
    void invalidateAfterWrite(queryClient, 'customer');
  }

  const rules = buttonRules({ mode, side, hasNonCashCustomer: nonCash });
  const title = invoiceTitleText(mode, {
    id: draft.id,
    number: draft.number,
    paymentOnly: side.paymentOnly,
    estimate: side.estimate,
    openingBalance: side.openingBalance,
  });
  const showHistory = mode === 'modify' && !!draft.id && can(roles, 'readAudit');
  const balancePaise = draft.customer ? toPaise(draft.customer.balance) : null;
  const afterPaise =
    balancePaise === null
      ? null
      : balancePaise - loadedEffectPaise + balanceEffectPaise(draft, totals.amountPaise);
  const accounts = lookups.bankAccounts;

  return (
    // The first key or tap on the bill starts loading its dialogs (later.tsx).
    <div
      ref={formRef}
      className="flex flex-col gap-3"
      onKeyDownCapture={warmDialogs}
      onPointerDownCapture={warmDialogs}
    >
      <PageHeader title={messageText(title)}>
        {draft.number && (
          <span className="text-sm text-muted">
            {t('Transaction number {{number}}', { number: draft.number })}
          </span>
        )}
        {showHistory && (
          <Link
            className="text-sm text-accent underline-offset-2 hover:underline"
            to={`/settings?tab=audit&entity=transaction&entityId=${draft.id}`}
          >
            {t('History')}
          </Link>
        )}
      </PageHeader>
      {stored.offer && (
        <DraftOffer offer={stored.offer} onRestore={stored.restore} onDiscard={stored.discard} />
      )}
      {convertedTo && (
        <p className="rounded-md border border-line bg-surface px-3 py-2 text-sm">
          <Link
            className="font-medium text-accent underline"
            to={`/invoice?mode=modify&id=${convertedTo.id}`}
          >
            {t('Converted to {{number}}', { number: convertedTo.number ?? `#${convertedTo.id}` })}
          </Link>
        </p>
      )}
      <div ref={messageRef}>
        <LockNotice lockedText={lockedText} amendment={amendment} numberError={flow.numberError} />
        {flow.message && (
          <Alert tone="error" onDismiss={() => flow.setMessage(null)}>
            {messageText(flow.message)}
          </Alert>
        )}
      </div>
      {/* An Auditor reads the bill: every field disabled at once, drawn as text (styles.css). */}
      <fieldset
        disabled={!canWrite}
        data-read-only={canWrite ? undefined : ''}
        className="flex min-w-0 flex-col gap-3"
      >
        <div className="grid grid-cols-[minmax(0,1fr)] gap-3 md:grid-cols-[minmax(0,1fr)_16rem]">
          <div className="grid grid-cols-[minmax(0,1fr)] gap-3 sm:grid-cols-[12rem_minmax(0,1fr)]">
            <DatePicker
              label={t(dateLabel(side))}
              value={draft.date}
              onChange={(date) => bill.update({ date })}
              highlightWhenNotToday
            />
            <CustomerField
              label={t(partyLabel(side))}
              text={draft.customerText}
              selected={draft.customer}
              customers={lookups.customers}
              onType={(text) => bill.chooseCustomer(null, text)}
              onSelect={(c) => bill.chooseCustomer(c)}
              onCreate={(name) => setCreating(name)}
              creating={creating !== null}
              declined={declined}
              inputRef={customerRef}
              placeholder={t(partyPlaceholder(side))}
            />
            {draft.date !== todayInIndia() && (
              <div className="sm:col-span-2">
                <Alert tone="warning">{t(dateNotToday(side))}</Alert>
              </div>
            )}
          </div>
          <TotalPendingCard balancePaise={balancePaise} afterPaise={afterPaise} />
        </div>

        <ScanNotice
          code={scan.unknown}
          failed={scan.failed}
          canCreate={canManageMasterData(roles)}
          isPurchase={side.isPurchase}
          noUnitId={noUnitId}
          onCreated={scan.place}
          onDismiss={scan.dismiss}
        />
        {!side.paymentOnly && (
          <ItemsTable
            lines={draft.lines}
            items={lookups.items}
            units={lookups.units}
            traceability={traceability}
            stockOf={stockOf}
            taxWarningOf={(line) => taxWarnings.get(line.key) ?? null}
            errorsOf={errorsOf}
            batchSide={
              side.estimate || side.openingBalance
                ? null
                : { isPurchase: side.isPurchase, date: draft.date, billId: draft.id }
            }
            onPatch={patchLine}
            onChooseItem={chooseItem}
            onNewItem={(key, name) => bill.typeNewItem(key, name, noUnitId)}
            onRemove={bill.removeLine}
            onAddLine={bill.addLine}
            readOnly={!canWrite}
          />
        )}
        {mode === 'modify' && canWrite && !side.paymentOnly && (
          <HsnChanges
            lines={draft.lines}
            items={lookups.items}
            onTake={(key, hsnSacCode) => patchLine(key, { hsnSacCode })}
          />
        )}
        {!side.paymentOnly && !side.estimate && (
          <BillGodown
            godowns={firstLookups.godowns ?? []}
            value={draft.godownId}
            onChange={(godownId) => bill.update({ godownId })}
            isPurchase={side.isPurchase}
          />
        )}
        {!side.paymentOnly && !side.openingBalance && !side.isPurchase && (
          <SupplySection
            supply={supplyOf(draft)}
            resolved={supply}
            onChange={changeSupply}
            estimate={side.estimate}
          />
        )}
        {side.isPurchase && !side.paymentOnly && !side.estimate && (
          <ReverseChargeBox resolved={supply} onChange={changeSupply} />
        )}
        {side.isPurchase && !side.paymentOnly && (
          <SupplierInvoiceFields
            number={draft.supplierInvoiceNumber}
            date={draft.supplierInvoiceDate}
            onChange={bill.update}
          />
        )}

        <div
          className={`grid grid-cols-[minmax(0,1fr)] gap-3 ${side.paymentOnly ? '' : 'lg:grid-cols-[minmax(0,1fr)_22rem]'}`}
        >
          <PaymentPanel
            showPayment={!side.estimate}
            amountLabel={t('Now Paying')}
            paidText={paidFieldText(draft, totals.amountPaise)}
            paidEnabled={side.paymentOnly || nonCash}
            onPaidChange={(paidText) => bill.update({ paidText, paidEdited: true })}
            isBank={draft.isBank}
            onBankChange={(isBank) =>
              bill.update({
                isBank,
                // Unticking clears the account; a single account is chosen for you.
                bankAccountId: isBank
                  ? (draft.bankAccountId ??
                    (accounts.length === 1 ? (accounts[0]?.id ?? null) : null))
                  : null,
              })
            }
            bankAccountId={draft.bankAccountId}
            bankAccounts={accounts}
            onBankAccountChange={(bankAccountId) => bill.update({ bankAccountId })}
            remark={draft.remark}
            onRemarkChange={(remark) => bill.update({ remark })}
            showUpdateItems={!side.paymentOnly && canManageMasterData(roles)}
            updateItems={draft.updateItems}
            onUpdateItemsChange={(updateItems) => bill.update({ updateItems })}
          />
          {!side.paymentOnly && (
            <TotalsPanel totals={totals} isPurchase={side.isPurchase} estimate={side.estimate} />
          )}
        </div>
        {side.paymentOnly && draft.customer && !draft.customer.isDefaultCash && (
          <BillChooser
            customerId={draft.customer.id}
            isPurchase={side.isPurchase}
            paymentId={draft.id}
            paidPaise={paidPaise(draft, 0)}
            allocations={draft.allocations ?? []}
            onChange={(allocations) => bill.update({ allocations })}
          />
        )}
      </fieldset>

      {mode === 'modify' &&
      draft.id &&
      !side.isPurchase &&
      !side.estimate &&
      !side.paymentOnly &&
      !side.openingBalance ? (
        <div className="grid grid-cols-1 gap-3 lg:grid-cols-2">
          <EInvoicePanel transactionId={draft.id} />
          <TransportPanel transactionId={draft.id} />
        </div>
      ) : null}

      <ActionBar
        lockedText={lockedText || null}
        showSend={rules.saveAndSend}
        showDelete={rules.delete && !amendment.amending}
        busy={flow.busy}
        onRun={flow.run}
        onJustPrint={flow.justPrint}
        onDownload={mode === 'modify' && draft.id ? () => flow.downloadPdf() : undefined}
        onDelete={flow.remove}
        onClose={() => navigate('/dashboard')}
        onConvert={
          mode === 'modify' && side.estimate && !convertedTo ? () => void flow.convert() : undefined
        }
        onReturn={
          // An opening balance is no sale or purchase: nothing to return (issue 23).
          mode === 'modify' &&
          draft.id &&
          !side.estimate &&
          !side.paymentOnly &&
          !side.openingBalance
            ? () => navigate(`/returns/new?bill=${draft.id}`)
            : undefined
        }
        onDebitNote={
          // A sale's price raised after the sale (issue 36): a debit note to the customer.
          mode === 'modify' &&
          draft.id &&
          !side.isPurchase &&
          !side.estimate &&
          !side.paymentOnly &&
          !side.openingBalance
            ? () => navigate(`/returns/debit-note?bill=${draft.id}`)
            : undefined
        }
      />
      <Later when={guard.blocker.state === 'blocked'}>
        <LeaveDialog blocker={guard.blocker} />
      </Later>
      <Later when={creating !== null}>
        <CreateContactDialog
          open={creating !== null}
          initialName={creating ?? ''}
          onCancel={() => {
            if (creating) setDeclined((s) => new Set(s).add(creating.toLowerCase()));
            setCreating(null);
          }}
          onCreated={onCreated}
        />
      </Later>
      <Later when={flow.prompt !== null}>
        <ConfirmPrompt prompt={flow.prompt} />
      </Later>
      <Later when={flow.share !== null}>
        <WhatsAppDialog info={flow.share} onClose={flow.closeShare} />
      </Later>
    </div>
  );
}
