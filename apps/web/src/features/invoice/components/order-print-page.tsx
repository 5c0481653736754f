// /orders/print?id=… and /challans/print?id=…: a sale or purchase order's or a delivery
// challan's printed document (issue 40), on A4, printed as an estimate is under its own title
// ("Sale Order", "Purchase Order", "Delivery Challan"), number label and total's name.
import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { INVOICE_MESSAGES } from '@hisaab/shared/messages';
import type { PrintLabels } from '@hisaab/shared/i18n/print-labels';
import { challanReply } from '@hisaab/shared/replies/challans';
import type { TransactionReply } from '@hisaab/shared/replies/transactions';
import { CHALLAN_REASON_LABELS } from '@hisaab/shared/schemas/challan';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import { Alert } from '../../../ui/alert.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { useAutocompleteData, type CustomerOption } from '../api/autocomplete-data.ts';
import { useInvoiceSettings } from '../api/company-settings.ts';
import { useOrderToBill } from '../api/order-conversion.ts';
import { buildPrintModel } from '../model/print-model.ts';
import { usePrintLabels } from '../model/print-labels.ts';
import {
  CHALLAN_PRINT_LABELS,
  challanAsPrintedBill,
  ORDER_PRINT_LABELS,
  orderAsPrintedBill,
} from '../model/order-print.ts';
import { PrintableDocument } from './printable-document.tsx';
import { PrintBar, usePrintWhenLoaded } from './print-chrome.tsx';
import '../../../ui/print-page.css';

/** What a printed source document needs: its view and its own title, labels and party head. */
interface Printed {
  view: TransactionReply;
  title: string;
  numberLabel: string;
  partyHeading: string;
  totalLabel: string;
}

function useId(): number | null {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function OrderPrintPage() {
  const order = useOrderToBill(useId());
  return (
    <SourcePrint
      failed={order.isError}
      build={
        order.data &&
        ((customers, L) => ({
          view: orderAsPrintedBill(order.data, customers, L),
          title: order.data.isPurchase ? ORDER_PRINT_LABELS.purchase : ORDER_PRINT_LABELS.sale,
          numberLabel: ORDER_PRINT_LABELS.number,
          partyHeading: order.data.isPurchase
            ? ORDER_PRINT_LABELS.vendor
            : ORDER_PRINT_LABELS.customer,
          totalLabel: ORDER_PRINT_LABELS.total,
        }))
      }
    />
  );
}

export function ChallanPrintPage() {
  const id = useId();
  const challan = useQuery({
    queryKey: [...queryKeys.challans.all, 'one', id],
    queryFn: async () => parseReply(challanReply, await api.get<unknown>(`/challans/${id}`)),
    enabled: id !== null,
  });
  return (
    <SourcePrint
      failed={challan.isError}
      build={
        challan.data &&
        ((customers, L) => {
          const c = challan.data;
          const reason =
            c.reason === 'other' && c.reasonRemark
              ? c.reasonRemark
              : L.t(CHALLAN_REASON_LABELS[c.reason]);
          return {
            view: challanAsPrintedBill(c, customers, L, reason),
            title: CHALLAN_PRINT_LABELS.title,
            numberLabel: CHALLAN_PRINT_LABELS.number,
            partyHeading: ORDER_PRINT_LABELS.customer,
            totalLabel: CHALLAN_PRINT_LABELS.total,
          };
        })
      }
    />
  );
}

function SourcePrint(props: {
  failed: boolean;
  build: ((customers: readonly CustomerOption[], L: PrintLabels) => Printed) | undefined;
}) {
  const id = useId();
  const settings = useInvoiceSettings();
  const lookups = useAutocompleteData();
  const labels = usePrintLabels(settings.data?.print);
  const { build } = props;

  const doc = useMemo(() => {
    if (!build || !settings.data || !labels || lookups.isPending) return null;
    const printed = build(lookups.data?.customers ?? [], labels);
    const model = buildPrintModel({
      view: printed.view,
      company: settings.data.company,
      printMode: settings.data.invoicePrintMode,
      bankAccounts: [],
      trial: false,
      labels,
    });
    return {
      ...model,
      title: labels.label.t(printed.title),
      numberLabel: labels.label.t(printed.numberLabel),
      party: { ...model.party, heading: labels.label.t(printed.partyHeading) },
      // The document's total is its own, never an estimate's.
      totals: model.totals.map((row) =>
        row.strong ? { ...row, label: labels.label.t(printed.totalLabel) } : row,
      ),
    };
  }, [build, settings.data, labels, lookups.isPending, lookups.data]);

  usePrintWhenLoaded(doc ? `${doc.title} ${doc.number}` : null);

  return createPortal(
    <div className="hisaab-print-root fixed inset-0 z-[100] overflow-auto bg-white text-black">
      <PrintBar />
      {id === null || props.failed ? (
        <div className="p-4">
          <Alert tone="error">{INVOICE_MESSAGES.failedToOpenPrintPreview}</Alert>
        </div>
      ) : doc ? (
        <PrintableDocument doc={doc} extra={null} />
      ) : (
        <div className="p-4">
          <LoadingText />
        </div>
      )}
    </div>,
    document.body,
  );
}
