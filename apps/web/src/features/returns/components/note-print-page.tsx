import { createPortal } from 'react-dom';
import { useTranslation } from '../../../i18n/react.ts';
import { useSearchParams } from 'react-router';
import { formatDate, formatINR } from '@hisaab/shared/format';
import { LANGUAGE_TAGS } from '@hisaab/shared/i18n/languages';
import { Alert } from '../../../ui/alert.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import {
  PrintBar,
  useInvoiceSettings,
  usePrintLabels,
  usePrintWhenLoaded,
} from '../../invoice/index.ts';
import { useNote } from '../api/returns-api.ts';
import { EInvoicePrint, useEInvoiceStatus } from '../../einvoice/index.ts';
import { useTransport } from '../../ewaybill/index.ts';
import '../../../ui/print-page.css';

const cell = 'border border-black px-1.5 py-1 align-top';
const num = `${cell} text-right tabular-nums`;
const rupees = (r: number) => formatINR(Math.round(r * 100));

/**
 * /returns/print?id=…: a credit or debit note on A4, titled as such, naming the original bill's
 * number and date (as a note must), with the lines taken back, the GST by rate and the total.
 * The print dialog opens once it has loaded, as for bills.
 */
export function NotePrintPage() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  const { t } = useTranslation();
  const note = useNote(id);
  const settings = useInvoiceSettings();
  // A credit note with an IRN prints it (issue 27): wait for it before printing.
  const eInvoice = useEInvoiceStatus(id);
  const transport = useTransport(id);
  // The note prints in the company's document language (issue 28).
  const L = usePrintLabels(settings.data?.print);
  const ready =
    note.data !== undefined &&
    settings.data !== undefined &&
    L !== null &&
    !eInvoice.isLoading &&
    !transport.isLoading;
  usePrintWhenLoaded(ready && note.data ? `${note.data.title} ${note.data.number ?? ''}` : null);

  const n = note.data;
  const company = settings.data?.company;
  const purchase = n?.kind === 'debit_note';
  return createPortal(
    <div className="hisaab-print-root fixed inset-0 z-[100] overflow-auto bg-white text-black">
      <PrintBar />
      {id === null || note.isError ? (
        <div className="p-4">
          <Alert tone="error">{t('This note could not be opened for printing.')}</Alert>
        </div>
      ) : !n || !company || !L ? (
        <div className="p-4">
          <LoadingText />
        </div>
      ) : (
        <article
          lang={LANGUAGE_TAGS[L.language]}
          className="mx-auto w-full max-w-[210mm] bg-white p-6 text-[12px] leading-snug text-black print:p-0"
        >
          <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-black pb-2">
            <div>
              <p className="text-lg font-bold">{company.name}</p>
              {company.address && <p>{company.address}</p>}
              {company.phone && (
                <p>
                  {L.t('Phone')}: {company.phone}
                </p>
              )}
              {company.gstin && (
                <p>
                  {L.t('GSTIN')}: {company.gstin}
                </p>
              )}
            </div>
            <div className="text-right">
              <h1 className="text-xl font-bold uppercase tracking-wide whitespace-pre-line">
                {L.label.t(n.title)}
              </h1>
              <p>
                {L.t('Number')} <strong data-testid="note-number">{n.number}</strong>
              </p>
              <p>
                {L.t('Date')} <strong>{L.digits(formatDate(n.transactionDate))}</strong>
              </p>
            </div>
          </header>
          {id !== null && <EInvoicePrint transactionId={id} />}
          <section className="mt-2 grid grid-cols-2 gap-4 border-b border-black pb-2">
            <div>
              <p className="text-[11px] font-semibold uppercase">
                {L.t(purchase ? 'Vendor' : 'Customer')}
              </p>
              <p className="font-semibold">{n.customerName}</p>
              {n.customerGstin && (
                <p>
                  {L.t('GSTIN')}: {n.customerGstin}
                </p>
              )}
            </div>
            <div className="text-right">
              <p className="text-[11px] font-semibold uppercase">
                {L.t(purchase ? 'Against purchase bill' : 'Against invoice')}
              </p>
              <p data-testid="note-original">
                <strong>{n.original.number}</strong> {L.t('dated')}{' '}
                {L.digits(formatDate(n.original.transactionDate))}
              </p>
              {n.remark && <p>{L.t('Reason: {{reason}}', { reason: n.remark })}</p>}
            </div>
          </section>
          <table className="mt-3 w-full border-collapse">
            <thead>
              <tr className="bg-neutral-100">
                <th className={cell}>#</th>
                <th className={`${cell} text-left`}>{L.t('Item')}</th>
                <th className={cell}>{L.t('HSN/SAC')}</th>
                <th className={num}>{L.t('Qty')}</th>
                <th className={num}>{L.t('Rate')}</th>
                <th className={num}>{L.t('Taxable')}</th>
                <th className={num}>GST</th>
                <th className={num}>{L.t('Amount')}</th>
              </tr>
            </thead>
            <tbody>
              {n.lines.map((l, i) => (
                <tr key={l.lineNo}>
                  <td className={num}>{i + 1}</td>
                  <td className={cell}>{l.itemName}</td>
                  <td className={cell}>{l.hsnSacCode ?? ''}</td>
                  <td className={num}>
                    {/* A price raised (a debit note to the customer) moves no quantity. */}
                    {n.kind === 'sales_debit_note' && l.quantity === 0
                      ? ''
                      : `${L.digits(String(l.quantity))} ${l.unitName}`}
                  </td>
                  <td className={num}>{L.digits(rupees(l.rate))}</td>
                  <td className={num}>{L.digits(rupees(l.taxable))}</td>
                  <td className={num}>{L.digits(rupees(l.tax))}</td>
                  <td className={num}>{L.digits(rupees(l.amount))}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <div className="mt-3 grid grid-cols-2 gap-4">
            {n.taxes.length === 0 ? (
              <p className="self-start">{L.t('No GST on the goods taken back.')}</p>
            ) : (
              <table className="w-full self-start border-collapse" aria-label={L.t('Tax summary')}>
                <thead>
                  <tr className="bg-neutral-100">
                    <th className={`${cell} text-left`}>{L.t('Tax')}</th>
                    <th className={num}>{L.t('Taxable')}</th>
                    <th className={num}>{L.t('Amount')}</th>
                  </tr>
                </thead>
                <tbody>
                  {n.taxes.map((t) => (
                    <tr key={`${t.component}-${t.rateBp}`}>
                      <td className={cell}>
                        {t.component} {L.digits(`${t.rateBp / 100}%`)}
                      </td>
                      <td className={num}>{L.digits(rupees(t.taxable))}</td>
                      <td className={num}>{L.digits(rupees(t.amount))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <table className="w-full self-start border-collapse">
              <tbody>
                <tr>
                  <td className={cell}>{L.t('Taxable value')}</td>
                  <td className={num}>{L.digits(rupees(n.taxable))}</td>
                </tr>
                <tr>
                  <td className={cell}>GST</td>
                  <td className={num}>{L.digits(rupees(n.tax))}</td>
                </tr>
                <tr className="font-bold">
                  <td className={cell}>{L.t('{{title}} total', { title: L.t(n.title) })}</td>
                  <td className={num} data-testid="note-total">
                    {L.digits(rupees(n.amount))}
                  </td>
                </tr>
                <tr>
                  <td className={cell}>
                    {L.t(
                      n.refundMode === 'adjust'
                        ? purchase
                          ? 'Adjusted against what we owe'
                          : 'Adjusted against the balance'
                        : purchase
                          ? 'Refund received'
                          : 'Refunded',
                    )}
                  </td>
                  <td className={num}>
                    {L.digits(rupees(n.refundMode === 'adjust' ? n.amount : n.refunded))}
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
          <p className="mt-2">
            {L.t('Amount in words')}: <strong>{L.words(Math.round(n.amount * 100))}</strong>
          </p>
          <p className="mt-8 text-right">{L.t('For {{name}}', { name: company.name ?? '' })}</p>
          <p className="mt-8 text-right">{L.t('Authorised signatory')}</p>
        </article>
      )}
    </div>,
    document.body,
  );
}
