// /orders/print?id=…: a sale or purchase order's printed document (issue 40), on A4, printed
// as an estimate is under its own title ("Sale Order", "Purchase Order") and "Order No.".
import { useMemo } from 'react';
import { createPortal } from 'react-dom';
import { useSearchParams } from 'react-router';
import { INVOICE_MESSAGES } from '@hisaab/shared/messages';
import { Alert } from '../../../ui/alert.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { useAutocompleteData } from '../api/autocomplete-data.ts';
import { useInvoiceSettings } from '../api/company-settings.ts';
import { useOrderToBill } from '../api/order-conversion.ts';
import { buildPrintModel } from '../model/print-model.ts';
import { usePrintLabels } from '../model/print-labels.ts';
import { ORDER_PRINT_LABELS, orderAsPrintedBill } from '../model/order-print.ts';
import { PrintableDocument } from './printable-document.tsx';
import { PrintBar, usePrintWhenLoaded } from './print-chrome.tsx';
import '../../../ui/print-page.css';

export function OrderPrintPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const order = useOrderToBill(Number.isInteger(id) && id > 0 ? id : null);
  const settings = useInvoiceSettings();
  const lookups = useAutocompleteData();
  const labels = usePrintLabels(settings.data?.print);

  const doc = useMemo(() => {
    if (!order.data || !settings.data || !labels || lookups.isPending) return null;
    const view = orderAsPrintedBill(order.data, lookups.data?.customers ?? [], labels);
    const model = buildPrintModel({
      view,
      company: settings.data.company,
      printMode: settings.data.invoicePrintMode,
      bankAccounts: [],
      trial: false,
      labels,
    });
    return {
      ...model,
      title: labels.label.t(
        order.data.isPurchase ? ORDER_PRINT_LABELS.purchase : ORDER_PRINT_LABELS.sale,
      ),
      numberLabel: labels.label.t(ORDER_PRINT_LABELS.number),
      party: {
        ...model.party,
        heading: labels.label.t(
          order.data.isPurchase ? ORDER_PRINT_LABELS.vendor : ORDER_PRINT_LABELS.customer,
        ),
      },
      // The document's total is the order's, never an estimate's.
      totals: model.totals.map((row) =>
        row.strong ? { ...row, label: labels.label.t(ORDER_PRINT_LABELS.total) } : row,
      ),
    };
  }, [order.data, settings.data, labels, lookups.isPending, lookups.data]);

  usePrintWhenLoaded(doc ? `${doc.title} ${doc.number}` : null);

  return createPortal(
    <div className="hisaab-print-root fixed inset-0 z-[100] overflow-auto bg-white text-black">
      <PrintBar />
      {!(id > 0) || order.isError ? (
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
