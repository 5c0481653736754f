// The bill as a one-column receipt for a thermal roll printer, from the same print model as A4.
import { useLayoutEffect, useRef, type RefObject } from 'react';
import type { PrintPaper } from '@hisaab/shared/print-paper';
import type { PrintModel } from '../model/print-model.ts';
import { UpiQr } from './upi-qr.tsx';

export type RollPaper = Exclude<PrintPaper, 'A4'>;

/** Paper width, and the margin a roll printer cannot print on, in mm. */
const ROLL: Record<RollPaper, { width: number; pad: string; text: string; qr: string }> = {
  '80mm': { width: 80, pad: 'px-[4mm]', text: 'text-[12px]', qr: 'size-[40mm]' },
  '58mm': { width: 58, pad: 'px-[3mm]', text: 'text-[10.5px]', qr: 'size-[36mm]' },
};

const PX_PER_MM = 96 / 25.4;

/**
 * The receipt's paper size for the print dialog: as wide as the roll and exactly as long as the
 * receipt, so it prints as one page with no blank tail. `@page { size: 80mm auto }` would say
 * this, but Chromium drops `auto` as a page height; the height is measured instead and set from
 * a constructed stylesheet (allowed under the Content-Security-Policy, unlike inline styles).
 */
function useRollPageSize(ref: RefObject<HTMLElement | null>, paper: RollPaper) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const sheet = new CSSStyleSheet();
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const fit = () => {
      const heightMm = Math.ceil(el.getBoundingClientRect().height / PX_PER_MM) + 2;
      sheet.replaceSync(
        `@page hisaab-roll { size: ${ROLL[paper].width}mm ${heightMm}mm; margin: 0; }`,
      );
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(el);
    return () => {
      observer.disconnect();
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  }, [ref, paper]);
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <p className={`flex justify-between gap-2 ${strong ? 'text-[1.2em] font-bold' : ''}`}>
      <span className="min-w-0 break-words">{label}</span>
      <span className="shrink-0 tabular-nums">{value}</span>
    </p>
  );
}

const rule = 'my-1.5 border-t border-dashed border-black';

/** A one-column receipt for an 80 mm or 58 mm roll printer. */
export function ThermalReceipt({ doc, paper }: { doc: PrintModel; paper: RollPaper }) {
  const ref = useRef<HTMLElement>(null);
  useRollPageSize(ref, paper);
  const roll = ROLL[paper];
  const L = doc.labels;
  // A roll is narrow: bilingual labels go on one line, "English / हिन्दी".
  const one = (text: string) => text.replace(/\n/g, ' / ');
  const total = doc.totals.find((t) => t.strong);
  const taxable = doc.totals.find((t) => t.label === L.label.t('Taxable Value'));
  const paid = doc.settlement.find((s) => s.kind === 'paid');
  const supplier = doc.supplier;
  return (
    <article
      ref={ref}
      aria-label={`Receipt, ${paper} roll`}
      data-testid="thermal-receipt"
      data-paper={paper}
      className={`thermal-receipt mx-auto my-4 box-border bg-white py-[3mm] leading-snug text-black shadow print:my-0 print:shadow-none ${roll.pad} ${roll.text} ${
        paper === '80mm' ? 'w-[80mm]' : 'w-[58mm]'
      }`}
    >
      {doc.trial && (
        <p className="mb-1 border border-black text-center font-semibold">
          {L.t('Trial print — not saved')}
        </p>
      )}
      <header className="text-center">
        <p className="text-[1.3em] font-bold break-words">{supplier.name}</p>
        {[supplier.address, [supplier.phone, supplier.email].filter(Boolean).join(' · ')]
          .filter(Boolean)
          .map((r) => (
            <p key={r} className="break-words whitespace-pre-line">
              {r}
            </p>
          ))}
        {supplier.gstin && (
          <p className="font-semibold">
            {L.t('GSTIN')}: {supplier.gstin}
          </p>
        )}
        <h1 className="mt-1 font-bold uppercase">{one(doc.title)}</h1>
        {doc.legend && <p className="break-words">{one(doc.legend)}</p>}
      </header>
      <Row label={one(doc.numberLabel)} value={doc.number} />
      <Row label={one(L.label.t('Date'))} value={doc.date} />
      <p className="break-words">
        {one(doc.party.heading)}: <strong>{doc.party.name}</strong>
      </p>
      {doc.party.gstin && (
        <p>
          {L.t('GSTIN')}: {doc.party.gstin}
        </p>
      )}
      {doc.placeOfSupply && (
        <p className="break-words">
          {L.t('Place of supply')}: {doc.placeOfSupply}
        </p>
      )}

      {doc.lines.length > 0 && (
        <>
          <hr className={rule} />
          <ol aria-label={L.t('Items')}>
            {doc.lines.map((l) => (
              <li key={l.no} className="mb-1">
                <p className="font-semibold break-words">{l.item}</p>
                {l.lot && (
                  <p className="break-words">
                    {L.t('Lot/Serial')}: {l.lot}
                  </p>
                )}
                {l.batch && <p className="break-words">{l.batch}</p>}
                <Row
                  label={`${l.qty} ${l.unit} × ${l.rate}${l.hsn ? ` · HSN ${l.hsn}` : ''}`}
                  value={l.amount}
                />
              </li>
            ))}
          </ol>
        </>
      )}

      {doc.taxSummary.length > 0 && (
        <>
          <hr className={rule} />
          <section aria-label={L.t('Tax summary')}>
            {taxable && <Row label={one(taxable.label)} value={taxable.value} />}
            {doc.taxSummary.map((t) => (
              <Row
                key={`${t.component}-${t.rate}`}
                label={L.t('{{tax}} on {{taxable}}', {
                  tax: `${t.component} ${t.rate}`,
                  taxable: t.taxable,
                })}
                value={t.amount}
              />
            ))}
          </section>
        </>
      )}
      <hr className={rule} />
      {total && <Row label={one(L.label.t('Total'))} value={total.value} strong />}
      {doc.payments.length > 0 && paid && <Row label={one(paid.label)} value={paid.value} />}
      {/* A short roll: the due only when something is still due. */}
      {doc.duePaise !== null && doc.duePaise !== 0 && (
        <Row
          label={one(L.label.t('Balance Due'))}
          value={doc.settlement.find((s) => s.kind === 'due')?.value ?? ''}
        />
      )}
      <p className="mt-1 break-words">
        <span data-testid="receipt-words">{doc.amountInWords}</span>
      </p>
      {doc.remark && (
        <p className="mt-1 break-words">{L.t('Remark: {{remark}}', { remark: doc.remark })}</p>
      )}
      {doc.upi && (
        <>
          <hr className={rule} />
          <UpiQr
            upi={{ ...doc.upi, caption: one(doc.upi.caption) }}
            labels={L}
            size={roll.qr}
            stacked
          />
        </>
      )}
      <p className="mt-2 text-center">{L.t('Thank you')}</p>
    </article>
  );
}
