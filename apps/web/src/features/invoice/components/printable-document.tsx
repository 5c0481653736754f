import type { ReactNode } from 'react';
import { LANGUAGE_TAGS } from '@hisaab/shared/i18n/languages';
import { TOTAL_CREDIT_LABEL } from '@hisaab/shared/i18n/print-labels';
import type { PrintModel } from '../model/print-model.ts';
import { UpiQr } from './upi-qr.tsx';

/** A label in the document language; bilingual: the English above it, each on its own line. */
export function Label({ text }: { text: string }) {
  const lines = text.split('\n');
  if (lines.length === 1) return <>{text}</>;
  return (
    <span className="inline-flex flex-col leading-tight">
      {lines.map((l, i) => (
        <span key={i} className={i > 0 ? 'text-[0.9em]' : undefined}>
          {l}
        </span>
      ))}
    </span>
  );
}

const cell = 'border border-black px-1.5 py-1 align-top';
const num = `${cell} text-right tabular-nums`;

/** The printable document (spec section 2): black on white, A4, no app chrome. */
export function PrintableDocument({ doc, extra }: { doc: PrintModel; extra?: ReactNode }) {
  const estimate = doc.layout === 'estimate';
  const L = doc.labels;
  return (
    <article
      lang={LANGUAGE_TAGS[L.language]}
      className="mx-auto w-full max-w-[210mm] bg-white p-6 text-[12px] leading-snug text-black print:p-0"
    >
      {doc.trialNote && (
        <p className="mb-2 border border-black px-2 py-1 text-center font-semibold">
          {doc.trialNote}
        </p>
      )}
      <header className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-black pb-2">
        <div>
          <p className="text-lg font-bold">{doc.supplier.name}</p>
          {doc.supplier.rows.map((r) => (
            <p key={r}>{r}</p>
          ))}
        </div>
        <div className="text-right">
          <h1 className="text-xl font-bold uppercase tracking-wide">
            <Label text={doc.title} />
          </h1>
          {doc.legend && (
            <p data-testid="print-legend">
              <Label text={doc.legend} />
            </p>
          )}
          {doc.supply?.legend && (
            <p className="max-w-[95mm] font-semibold" data-testid="print-supply-legend">
              {doc.supply.legend}
            </p>
          )}
          <p>
            <Label text={doc.numberLabel} />{' '}
            <strong data-testid="print-number">{doc.number}</strong>
          </p>
          <p>
            {<Label text={L.label.t('Date')} />} <strong>{doc.date}</strong>
          </p>
          {doc.supplierInvoice.map((r) => (
            <p key={r.label}>
              <Label text={r.label} /> <strong>{r.value}</strong>
            </p>
          ))}
        </div>
      </header>

      {extra}
      <section className="mt-2 grid grid-cols-2 gap-4 border-b border-black pb-2">
        <div>
          <p className="text-[11px] font-semibold uppercase">
            <Label text={doc.party.heading} />
          </p>
          <p className="font-semibold">{doc.party.name}</p>
          {doc.party.rows.map((r) => (
            <p key={r.label}>
              {r.label}: {r.value}
            </p>
          ))}
        </div>
        {doc.placeOfSupply && (
          <div className="text-right">
            <p>
              {L.t('Place of supply')}: <strong>{doc.placeOfSupply}</strong>
            </p>
            {doc.reverseCharge && (
              <p data-testid="print-reverse-charge">
                {L.t('Reverse charge')}: {doc.supply?.reverseCharge ? L.t('Yes') : L.t('No')}
              </p>
            )}
          </div>
        )}
      </section>
      {doc.supply && <SupplyBlocks supply={doc.supply} />}

      {doc.lines.length > 0 && (
        <div className="mt-3 overflow-x-auto print:overflow-visible">
          <table className="w-full border-collapse">
            <thead>
              <tr>
                <th className={cell}>#</th>
                <th className={`${cell} text-left`}>{<Label text={L.label.t('Item')} />}</th>
                {!estimate && <th className={cell}>{L.t('HSN/SAC')}</th>}
                <th className={cell}>{<Label text={L.label.t('Qty')} />}</th>
                <th className={cell}>{<Label text={L.label.t('Unit')} />}</th>
                <th className={cell}>
                  {<Label text={L.label.t(estimate ? 'Rate (incl. tax)' : 'Rate')} />}
                </th>
                {doc.taxColumns && (
                  <th className={cell}>{<Label text={L.label.t('Taxable value')} />}</th>
                )}
                {doc.taxColumns && <th className={cell}>{<Label text={L.label.t('Tax')} />}</th>}
                <th className={cell}>{<Label text={L.label.t('Amount')} />}</th>
              </tr>
            </thead>
            <tbody>
              {doc.lines.map((l) => (
                <tr key={l.no}>
                  <td className={num}>{l.no}</td>
                  <td className={cell}>
                    {l.item}
                    {l.lot && (
                      <span className="block text-[10px]">
                        {L.t('Lot/Serial')}: {l.lot}
                      </span>
                    )}
                  </td>
                  {!estimate && <td className={cell}>{l.hsn}</td>}
                  <td className={num}>{l.qty}</td>
                  <td className={cell}>{l.unit}</td>
                  <td className={num}>{l.rate}</td>
                  {doc.taxColumns && <td className={num}>{l.taxable}</td>}
                  {doc.taxColumns && (
                    <td className={num}>
                      {l.taxes.map((t) => (
                        <span key={t} className="block whitespace-nowrap">
                          {t}
                        </span>
                      ))}
                    </td>
                  )}
                  <td className={num}>{l.amount}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      <section className="mt-3 flex flex-col justify-between gap-4 sm:flex-row print:flex-row">
        <div className="min-w-0 flex-1">
          <p>
            {L.t('Amount in words')}: <strong data-testid="print-words">{doc.amountInWords}</strong>
          </p>
          {doc.remark && (
            <p className="mt-1">{L.t('Remark: {{remark}}', { remark: doc.remark })}</p>
          )}
          {doc.bankUsed && (
            <p className="mt-1">
              {L.t('Bank used')}: {doc.bankUsed}
            </p>
          )}
        </div>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 sm:min-w-56">
          {doc.totals.map((t) => (
            <div key={t.label} className="contents">
              <dt className={t.strong ? 'border-t border-black font-bold' : ''}>
                <Label text={t.label} />
              </dt>
              <dd
                className={`text-right tabular-nums ${t.strong ? 'border-t border-black font-bold' : ''}`}
                data-testid={t.strong ? 'print-total' : undefined}
              >
                {t.value}
              </dd>
            </div>
          ))}
          {doc.nowPaying && (
            <>
              <dt>{<Label text={L.label.t('Now Paying')} />}</dt>
              <dd className="text-right tabular-nums" data-testid="print-paying">
                {doc.nowPaying}
              </dd>
            </>
          )}
          {doc.balanceDue && (
            <>
              <dt className="font-bold">{<Label text={L.label.t('Balance Due')} />}</dt>
              <dd className="text-right font-bold tabular-nums" data-testid="print-due">
                {doc.balanceDue.text}
              </dd>
            </>
          )}
          {doc.totalCredit && (
            <>
              <dt>{<Label text={L.label.t(TOTAL_CREDIT_LABEL)} />}</dt>
              <dd className="text-right tabular-nums">{doc.totalCredit}</dd>
            </>
          )}
        </dl>
      </section>

      {doc.taxSummary.length > 0 && (
        <table className="mt-3 w-full border-collapse" aria-label={L.t('Tax summary')}>
          <thead>
            <tr>
              <th className={`${cell} text-left`}>{<Label text={L.label.t('Tax')} />}</th>
              <th className={cell}>{<Label text={L.label.t('Rate')} />}</th>
              <th className={cell}>{<Label text={L.label.t('Taxable value')} />}</th>
              <th className={cell}>{<Label text={L.label.t('Tax amount')} />}</th>
            </tr>
          </thead>
          <tbody>
            {doc.taxSummary.map((t) => (
              <tr key={`${t.component}-${t.rate}`}>
                <td className={cell}>{t.component}</td>
                <td className={num}>{t.rate}</td>
                <td className={num}>{t.taxable}</td>
                <td className={num}>{t.amount}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}

      <footer className="mt-10 flex items-end justify-between gap-4">
        {doc.upi ? <UpiQr upi={doc.upi} labels={L} size="size-[32mm]" /> : <span />}
        <div className="text-center">
          <p>{doc.signatory}</p>
          <p className="mt-8 border-t border-black px-6 pt-1">
            {<Label text={L.label.t('Authorised Signatory')} />}
          </p>
        </div>
      </footer>
    </article>
  );
}

/** Ship to, dispatch from and an export's details (issue 36), under the parties. */
function SupplyBlocks({ supply }: { supply: NonNullable<PrintModel['supply']> }) {
  const blocks = [supply.shipTo, supply.dispatchFrom].filter((b) => b !== null);
  if (blocks.length === 0 && supply.exportDetails.length === 0) return null;
  return (
    <section
      className="mt-2 grid grid-cols-2 gap-4 border-b border-black pb-2"
      data-testid="print-supply"
    >
      {blocks.map((b) => (
        <div key={b.heading}>
          <p className="text-[11px] font-semibold uppercase">{b.heading}</p>
          <p className="font-semibold">{b.name}</p>
          {b.rows.map((r) => (
            <p key={r}>{r}</p>
          ))}
        </div>
      ))}
      {supply.exportDetails.length > 0 && (
        <div>
          {supply.exportDetails.map((r) => (
            <p key={r.label}>
              {r.label}: <strong>{r.value}</strong>
            </p>
          ))}
        </div>
      )}
    </section>
  );
}
