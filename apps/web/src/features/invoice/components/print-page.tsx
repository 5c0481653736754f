// The print tab: a saved bill or the trial print of the one on screen, on A4 or a thermal roll.
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { createPortal } from 'react-dom';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { INVOICE_MESSAGES } from '@hisaab/shared/messages';
import { Alert } from '../../../ui/alert.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { isPrintPaper, type PrintPaper } from '@hisaab/shared/print-paper';
import { useAutocompleteData } from '../api/autocomplete-data.ts';
import { useInvoiceSettings } from '../api/company-settings.ts';
import { fetchTransaction, transactionKey } from '../api/transaction.ts';
import { buildPrintModel } from '../model/print-model.ts';
import { usePrintLabels } from '../model/print-labels.ts';
import { readTrialPrint } from '../model/trial-view.ts';
import { PrintableDocument } from './printable-document.tsx';
import { ThermalReceipt } from './thermal-receipt.tsx';
import { PrintBar, usePrintWhenLoaded } from './print-chrome.tsx';
import { EInvoicePrint, useEInvoiceStatus } from '../../einvoice/index.ts';
import { useTransport } from '../../ewaybill/index.ts';
import '../../../ui/print-page.css';

const PAPER_NAMES: Record<PrintPaper, string> = {
  A4: 'A4',
  '80mm': tk('80 mm roll'),
  '58mm': tk('58 mm roll'),
};

/**
 * /invoice/print?id=… (a saved bill) or ?trial=1 (Just Print: the unsaved bill, nothing saved);
 * &paper=80mm|58mm|A4 prints this bill on other paper than the company's setting.
 */
export function PrintPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const trial = params.get('trial') === '1';
  const id = Number(params.get('id'));
  const trialView = useMemo(() => (trial ? readTrialPrint() : null), [trial]);
  const saved = useQuery({
    queryKey: transactionKey(id),
    queryFn: () => fetchTransaction(id),
    enabled: !trial && Number.isInteger(id) && id > 0,
  });
  const settings = useInvoiceSettings();
  const lookups = useAutocompleteData();
  const view = trial ? trialView : (saved.data ?? null);
  // The IRN and the e-way bill number print with the bill: wait for them before printing.
  const eInvoice = useEInvoiceStatus(trial ? null : id);
  const transport = useTransport(trial ? null : id);
  const extrasReady = trial || (!eInvoice.isLoading && !transport.isLoading);
  const labels = usePrintLabels(settings.data?.print);
  const ready =
    view !== null &&
    settings.data !== undefined &&
    labels !== null &&
    !lookups.isPending &&
    extrasReady;
  const asked = params.get('paper');
  const paper: PrintPaper = isPrintPaper(asked) ? asked : (settings.data?.printPaper ?? 'A4');

  const doc = useMemo(() => {
    if (!ready || !view || !settings.data || !labels) return null;
    return buildPrintModel({
      view,
      company: settings.data.company,
      printMode: settings.data.invoicePrintMode,
      bankAccounts: lookups.data?.bankAccounts ?? [],
      trial,
      upi: { upiId: settings.data.upiId, payeeName: settings.data.upiPayeeName },
      labels,
      // The e-way bill number prints beside the bill's number, as on the PDF.
      extras: { eWayBill: transport.data?.transport ?? null },
    });
  }, [ready, view, settings.data, lookups.data, trial, labels, transport.data]);

  usePrintWhenLoaded(doc ? `${doc.title} ${doc.number}` : null);

  const failed = trial ? trialView === null : !(id > 0) || saved.isError;
  return createPortal(
    <div className="hisaab-print-root fixed inset-0 z-[100] overflow-auto bg-white text-black">
      <PrintBar>
        <label className="mr-auto inline-flex items-center gap-2">
          {t('Paper')}
          <select
            value={paper}
            className="rounded border border-line bg-surface px-2 py-1"
            onChange={(e) =>
              setParams(
                (p) => {
                  p.set('paper', e.target.value);
                  return p;
                },
                { replace: true },
              )
            }
          >
            {Object.entries(PAPER_NAMES).map(([value, name]) => (
              <option key={value} value={value}>
                {t(name)}
              </option>
            ))}
          </select>
        </label>
      </PrintBar>
      {failed ? (
        <div className="p-4">
          <Alert tone="error">{INVOICE_MESSAGES.failedToOpenPrintPreview}</Alert>
        </div>
      ) : doc ? (
        paper === 'A4' ? (
          <PrintableDocument
            doc={doc}
            extra={trial ? null : <EInvoicePrint transactionId={id} />}
          />
        ) : (
          <ThermalReceipt doc={doc} paper={paper} />
        )
      ) : (
        <div className="p-4">
          <LoadingText />
        </div>
      )}
    </div>,
    document.body,
  );
}
