// The printable document (spec section 2) on A4, black on white, no app chrome: the shared print
// model (the one the PDF draws) laid out as the PDF lays it out, in the same words and order.
import type { ReactNode } from 'react';
import { LANGUAGE_TAGS } from '@hisaab/shared/i18n/languages';
import type { PrintLabels } from '@hisaab/shared/i18n/print-labels';
import type { PrintDocument, PrintLine, PrintParty } from '@hisaab/shared/print/print-document';
import { headRows, partyLines } from '@hisaab/shared/print/print-rows';
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
/** A bilingual label on one line (sentences). */
const oneLine = (s: string) => s.replace(/\n/g, ' / ');

const SETTLEMENT_TEST_IDS: Partial<Record<PrintDocument['settlement'][number]['kind'], string>> = {
  paid: 'print-paying',
  due: 'print-due',
};

/** The columns of the line table, as the PDF draws them. */
function columnsOf(doc: PrintDocument) {
  const L = doc.labels;
  const estimate = doc.kind === 'estimate';
  const all: { key: keyof PrintLine; label: string; numeric?: boolean }[] = [
    // "No" is also the answer "No" in the catalogues: the column says "No." in other languages.
    { key: 'no', label: L.language === 'en' ? 'No' : L.label.t('No.') },
    { key: 'item', label: L.label.t('Item') },
    ...(estimate ? [] : [{ key: 'hsn' as const, label: L.label.t('HSN/SAC') }]),
    { key: 'qty', label: L.label.t('Qty'), numeric: true },
    { key: 'unit', label: L.label.t('Unit') },
    { key: 'rate', label: L.label.t(estimate ? 'Rate (incl. tax)' : 'Rate'), numeric: true },
    ...(doc.taxColumns && !estimate
      ? [
          { key: 'taxable' as const, label: L.label.t('Taxable'), numeric: true },
          { key: 'tax' as const, label: L.label.t('Tax'), numeric: true },
        ]
      : []),
    { key: 'amount', label: L.label.t('Amount'), numeric: true },
  ];
  return all;
}

function Party({ party, L, testId }: { party: PrintParty; L: PrintLabels; testId?: string }) {
  return (
    <div className="border border-black" data-testid={testId}>
      <p className="bg-neutral-100 px-1.5 text-[11px] font-semibold uppercase">
        <Label text={party.heading} />
      </p>
      <div className="px-1.5 py-1">
        <p className="font-semibold">{party.name}</p>
        {partyLines(party, L).map((line) => (
          <p key={line} className="whitespace-pre-line">
            {line}
          </p>
        ))}
      </div>
    </div>
  );
}

export function PrintableDocument({ doc, extra }: { doc: PrintModel; extra?: ReactNode }) {
  const L = doc.labels;
  const columns = columnsOf(doc);
  const places = [doc.shipTo, doc.dispatchFrom].filter((p) => p !== null);
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
      <header className="border-b-2 border-black pb-2 text-center">
        <h1 className="text-xl font-bold uppercase tracking-wide">
          <Label text={doc.title} />
        </h1>
        {doc.legend && (
          <p data-testid="print-legend">
            <Label text={doc.legend} />
          </p>
        )}
      </header>
      <section className="mt-2 flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1">
          <p className="text-lg font-bold">{doc.supplier.name}</p>
          {partyLines(doc.supplier, L).map((line) => (
            <p key={line} className="whitespace-pre-line">
              {line}
            </p>
          ))}
        </div>
        <dl
          className="grid grid-cols-[auto_auto] gap-x-3 border border-black px-1.5 py-1"
          data-testid="print-head"
        >
          {headRows(doc).map(([label, value], i) => (
            <div key={`${label}-${i}`} className="contents">
              <dt className="text-[11px]">
                <Label text={label} />
              </dt>
              <dd className="font-bold" data-testid={i === 0 ? 'print-number' : undefined}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </section>

      {extra}
      <section className="mt-2 flex flex-col gap-2">
        <Party party={doc.party} L={L} />
        {places.length > 0 && (
          <div className="flex flex-col gap-2" data-testid="print-supply">
            {places.map((p) => (
              <Party key={p.heading} party={p} L={L} />
            ))}
          </div>
        )}
      </section>

      {doc.kind === 'payment' ? (
        <section className="mt-3">
          {doc.payments.map((p, i) => (
            <div key={i} className="mb-2">
              <p>
                <Label text={p.label} />
              </p>
              <p className="text-lg font-bold" data-testid="print-total">
                {p.amount}
              </p>
              <p>{L.t('Mode: {{mode}}', { mode: p.mode })}</p>
              {p.remark && <p>{L.t('Remark: {{remark}}', { remark: p.remark })}</p>}
            </div>
          ))}
        </section>
      ) : (
        doc.lines.length > 0 && (
          <div className="mt-3 overflow-x-auto print:overflow-visible">
            <p className="text-right text-[10px]">{doc.amountsNote}</p>
            <table className="w-full border-collapse">
              <thead>
                <tr className="bg-neutral-100">
                  {columns.map((c) => (
                    <th key={c.key} className={c.numeric ? num : `${cell} text-left`}>
                      <Label text={c.label} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {doc.lines.map((l) => (
                  <tr key={l.no}>
                    {columns.map((c) => (
                      <td key={c.key} className={c.numeric ? num : cell}>
                        {l[c.key]}
                        {c.key === 'item' && l.lot && (
                          <span className="block text-[10px]">
                            {L.t('Lot/Serial')}: {l.lot}
                          </span>
                        )}
                        {c.key === 'item' && l.batch && (
                          <span className="block text-[10px]" data-testid="print-batch">
                            {l.batch}
                          </span>
                        )}
                        {c.key === 'tax' && l.taxRate && (
                          <span className="block text-[10px]">{l.taxRate}</span>
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      )}

      <section className="mt-3 flex flex-col justify-between gap-4 sm:flex-row print:flex-row">
        <div className="min-w-0 flex-1">
          <p className="text-[11px]">
            <Label text={L.label.t('Amount in words')} />
          </p>
          <strong data-testid="print-words">{doc.amountInWords}</strong>
        </div>
        {doc.totals.length > 0 && (
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 border border-black px-1.5 sm:min-w-56">
            {doc.totals.map((t) => (
              <div key={t.label} className="contents">
                <dt className={t.strong ? 'font-bold' : ''}>
                  <Label text={t.label} />
                </dt>
                <dd
                  className={`text-right tabular-nums ${t.strong ? 'font-bold' : ''}`}
                  data-testid={t.strong ? 'print-total' : undefined}
                >
                  {t.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      {doc.taxSummary.length > 0 && <TaxSummary doc={doc} />}

      <section className="mt-3 flex flex-col justify-between gap-4 sm:flex-row print:flex-row">
        <div className="min-w-0 flex-1">
          {doc.kind !== 'payment' &&
            doc.payments.map((p, i) => (
              <p key={i}>
                {L.t('{{label}}: {{amount}} by {{mode}}', {
                  label: oneLine(p.label),
                  amount: p.amount,
                  mode: p.mode,
                })}
                {p.remark ? ` (${p.remark})` : ''}
              </p>
            ))}
          {doc.remark && <p>{L.t('Remark: {{remark}}', { remark: doc.remark })}</p>}
        </div>
        {doc.settlement.length > 0 && (
          <dl className="grid grid-cols-[1fr_auto] gap-x-4 sm:min-w-56">
            {doc.settlement.map((s) => (
              <div key={s.kind} className="contents">
                <dt className={s.strong ? 'font-bold' : ''}>
                  <Label text={s.label} />
                </dt>
                <dd
                  className={`text-right tabular-nums ${s.strong ? 'font-bold' : ''}`}
                  data-testid={SETTLEMENT_TEST_IDS[s.kind]}
                >
                  {s.value}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </section>

      <footer className="mt-10 flex items-end justify-between gap-4">
        {doc.upi ? <UpiQr upi={doc.upi} labels={L} size="size-[32mm]" /> : <span />}
        <div className="text-right">
          {doc.signatory && (
            <p className="font-bold">{L.t('For {{name}}', { name: doc.signatory })}</p>
          )}
          <p className="mt-8 border-t border-black pl-10 pt-1">
            <Label text={L.label.t('Authorised Signatory')} />
          </p>
        </div>
      </footer>
    </article>
  );
}

/** The GST summary by component and rate, with its total row, as the PDF's. */
function TaxSummary({ doc }: { doc: PrintDocument }) {
  const L = doc.labels;
  return (
    <section className="mt-3">
      <p className="font-bold">
        <Label text={L.label.t('GST Summary')} />
      </p>
      <table className="border-collapse" aria-label={L.t('Tax summary')}>
        <thead>
          <tr className="bg-neutral-100">
            <th className={`${cell} text-left`}>
              <Label text={L.label.t('Tax')} />
            </th>
            <th className={num}>
              <Label text={L.label.t('Rate')} />
            </th>
            <th className={num}>
              <Label text={L.label.t('Taxable Value')} />
            </th>
            <th className={num}>
              <Label text={L.label.t('Tax Amount')} />
            </th>
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
          {doc.taxSummaryTotal && (
            <tr className="font-bold">
              <td className={cell}>
                <Label text={L.label.t('Total')} />
              </td>
              <td className={num} />
              <td className={num}>{doc.taxSummaryTotal.taxable}</td>
              <td className={num}>{doc.taxSummaryTotal.amount}</td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
