// The Tally export of a period: reads the stored bills, lines, line taxes, payments and
// expenses (tally.repo.ts), names a ledger for each party, bank, tax head and rate, and turns
// them into Tally's masters and accounting vouchers (tally-xml.ts). Nothing is recomputed:
// a bill's sales ledgers take its lines' stored taxable values, its tax ledgers its stored
// tax rows, its party line the stored bill total; a voucher that does not add up to 0 stops
// the export instead of reaching Tally.
import { stateByCode } from '@hisaab/shared/states';
import type { TallyExportQuery } from '@hisaab/shared/schemas/tally';
import { tallyFileName } from '@hisaab/shared/schemas/tally';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { AppContext } from '../../platform/app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { inReturnSnapshot } from '../reports/index.ts';
import {
  tallyRepo,
  type BillRow,
  type LineRow,
  type LineTaxRow,
  type PaymentRow,
} from './tally.repo.ts';
import { addressLines, billRefDate, billRefName } from './tally-refs.ts';
import {
  checkBalanced,
  tallyEnvelope,
  tallyName,
  UnbalancedVoucherError,
  type TallyEntry,
  type TallyLedger,
  type TallyMasters,
  type TallyVoucher,
  type VoucherType,
} from './tally-xml.ts';

export const CASH_LEDGER = 'Cash';
export const ROUND_OFF_LEDGER = 'Round Off';
const SPECIAL_LEDGERS: Record<string, { name: string; parent: string }> = {
  round_off: { name: ROUND_OFF_LEDGER, parent: 'Indirect Expenses' },
  discount: { name: 'Discount', parent: 'Indirect Expenses' },
  // A party's old balance billed on a sale: Tally has no such head, so it waits in Suspense.
  opening_balance: { name: 'Opening Balance Adjustment', parent: 'Suspense A/c' },
};

/** 1800 → "18", 250 → "2.5", 1250 / 2 → "6.25" (basis points as a percentage). */
export function percentText(bp: number): string {
  return String(Number((bp / 100).toFixed(4)));
}

const GST_DUTY_HEADS: Record<string, string> = {
  CGST: 'Central Tax',
  SGST: 'State Tax',
  UTGST: 'State Tax',
  IGST: 'Integrated Tax',
  CESS: 'Cess',
};

/** A tax ledger's name: "Output CGST 9%" (CGST, SGST and UTGST are charged at half the rate). */
function taxLedgerName(isPurchase: boolean, t: Pick<LineTaxRow, 'component' | 'taxRateBp'>) {
  const half = ['CGST', 'SGST', 'UTGST'].includes(t.component);
  const head = t.component === 'CESS' ? 'Cess' : t.component;
  const rate = percentText(half ? t.taxRateBp / 2 : t.taxRateBp);
  return `${isPurchase ? 'Input' : 'Output'} ${head} ${rate}%`;
}

/** "Sales GST 18%", or "Sales" for lines without GST; the same for purchases. */
function tradingLedgerName(isPurchase: boolean, gstRateBp: number) {
  const base = isPurchase ? 'Purchase' : 'Sales';
  return gstRateBp > 0 ? `${base} GST ${percentText(gstRateBp)}%` : base;
}

const VOUCHER_TYPES: Record<BillRow['kind'], VoucherType> = {
  sale: 'Sales',
  purchase: 'Purchase',
  credit_note: 'Credit Note',
  debit_note: 'Debit Note',
  sales_debit_note: 'Debit Note',
};

/**
 * Ledger names, unique without regard to case (as Tally compares them). Fixed heads are
 * claimed first; a bank, expense or party whose name is taken gets its kind added:
 * a customer called "Cash" becomes "Cash (Party)".
 */
class LedgerBook {
  private readonly byKey = new Map<string, TallyLedger>();
  private readonly taken = new Set<string>();

  fixed(ledger: TallyLedger): string {
    const key = `fixed:${ledger.name.toLowerCase()}`;
    if (!this.byKey.has(key)) {
      this.byKey.set(key, ledger);
      this.taken.add(ledger.name.toLowerCase());
    }
    return ledger.name;
  }

  /** Names of keyed ledgers are given out by `assign`, after every fixed head is known. */
  private readonly pending = new Map<string, { ledger: TallyLedger; kind: string }>();

  keyed(key: string, kind: string, make: () => TallyLedger): string {
    if (!this.pending.has(key)) this.pending.set(key, { ledger: make(), kind });
    return `\u0000${key}`;
  }

  assign(): Map<string, string> {
    const names = new Map<string, string>();
    for (const [key, { ledger, kind }] of this.pending) {
      const base = tallyName(ledger.name) || kind;
      let name = base;
      if (this.taken.has(name.toLowerCase())) name = `${base} (${kind})`;
      for (let i = 2; this.taken.has(name.toLowerCase()); i++) name = `${base} (${kind} ${i})`;
      this.taken.add(name.toLowerCase());
      this.byKey.set(key, { ...ledger, name });
      names.set(`\u0000${key}`, name);
    }
    return names;
  }

  ledgers(): TallyLedger[] {
    const order = [
      'Sundry Debtors',
      'Sundry Creditors',
      'Sales Accounts',
      'Purchase Accounts',
      'Duties & Taxes',
      'Cash-in-Hand',
      'Bank Accounts',
      'Indirect Expenses',
      'Suspense A/c',
    ];
    return [...this.byKey.values()].sort(
      (a, b) => order.indexOf(a.parent) - order.indexOf(b.parent) || (a.name < b.name ? -1 : 1),
    );
  }
}

interface Export {
  masters: TallyMasters;
  vouchers: TallyVoucher[];
}

export async function buildTallyExport(
  db: DbOrTx,
  companyId: number,
  from: string,
  to: string,
): Promise<Export> {
  // One read-only snapshot: a bill saved meanwhile is in all of the file or none of it.
  const data = await inReturnSnapshot(db, async (tx) => {
    const bills = await tallyRepo.bills(tx, companyId, from, to);
    const lines = await tallyRepo.lines(tx, companyId, from, to);
    const taxes = await tallyRepo.lineTaxes(tx, companyId, from, to);
    const payments = await tallyRepo.payments(tx, companyId, from, to);
    const expenses = await tallyRepo.expenses(tx, companyId, from, to);
    const partyIds = [...new Set([...bills, ...payments].map((x) => x.partyId))];
    const bankIds = [
      ...new Set([...payments, ...expenses].map((x) => x.bankAccountId).filter(isNumber)),
    ];
    const itemIds = [...new Set(lines.filter((l) => !l.specialKind).map((l) => l.itemId))];
    return {
      bills,
      lines,
      taxes,
      payments,
      expenses,
      parties: await tallyRepo.parties(tx, companyId, partyIds),
      banks: await tallyRepo.banks(tx, companyId, bankIds),
      items: await tallyRepo.items(tx, companyId, itemIds),
    };
  });
  const { parties, banks, items } = data;
  const book = new LedgerBook();
  const linesOf = groupBy(data.lines, (l) => l.transactionId);
  const taxesOf = groupBy(data.taxes, (t) => t.transactionId);

  // Which parties sit under Sundry Creditors: those we only buy from.
  const buysFrom = new Set<number>();
  const sellsTo = new Set<number>();
  for (const b of data.bills) (b.isPurchase ? buysFrom : sellsTo).add(b.partyId);
  for (const p of data.payments) {
    const purchaseSide = p.original ? p.original.isPurchase : p.bill.isPurchase;
    (purchaseSide ? buysFrom : sellsTo).add(p.partyId);
  }
  const partyById = new Map(parties.map((p) => [p.id, p]));
  const party = (id: number) => {
    const p = partyById.get(id);
    return book.keyed(`party:${id}`, 'Party', () => {
      const name = p?.name ?? `Party ${id}`;
      const gstin = p?.gstin ?? null;
      const stateName = stateByCode(gstin?.slice(0, 2) || p?.stateCode || '')?.name ?? null;
      const address = addressLines(p?.address ?? null);
      return {
        name,
        parent: sellsTo.has(id) || !buysFrom.has(id) ? 'Sundry Debtors' : 'Sundry Creditors',
        billWise: true,
        gstin,
        stateName,
        // TallyPrime 3 and later read these dated lists; without them a B2B voucher counts as
        // B2C in Tally's own GSTR-1. The flat tags above stay for older releases.
        gstRegistration: { type: gstin ? 'Regular' : 'Unregistered', gstin, state: stateName },
        mailing: { name, address: address.lines, state: stateName, pincode: address.pincode },
      };
    });
  };
  const bankById = new Map(banks.map((b) => [b.id, b]));
  const money = (bankAccountId: number | null) => {
    if (bankAccountId === null) return book.fixed({ name: CASH_LEDGER, parent: 'Cash-in-Hand' });
    const b = bankById.get(bankAccountId);
    const last4 = b?.accountNumber.replace(/\s/g, '').slice(-4);
    return book.keyed(`bank:${bankAccountId}`, 'Bank', () => ({
      name: b ? `${b.bankName}${last4 ? ` A/c ${last4}` : ''}` : `Bank ${bankAccountId}`,
      parent: 'Bank Accounts',
    }));
  };

  const vouchers: TallyVoucher[] = [];
  for (const b of data.bills) {
    vouchers.push(
      billVoucher(b, linesOf.get(b.id) ?? [], taxesOf.get(b.id) ?? [], book, party(b.partyId)),
    );
  }
  for (const p of data.payments) vouchers.push(paymentVoucher(p, party(p.partyId), money));
  for (const e of data.expenses) {
    const ledger = book.keyed(`expense:${e.expenseItemId}`, 'Expense', () => ({
      name: e.expenseName,
      parent: 'Indirect Expenses',
    }));
    vouchers.push({
      type: 'Payment',
      date: e.date,
      number: `EXP-${e.id}`,
      narration: e.remark,
      entries: [
        { ledger, amountPaise: -e.amountPaise },
        { ledger: money(e.bankAccountId), amountPaise: e.amountPaise },
      ],
    });
  }

  // Every name is known now: give the keyed ledgers theirs and put them into the vouchers.
  const names = book.assign();
  const real = (name: string) => names.get(name) ?? name;
  for (const v of vouchers) {
    if (v.party) v.party = real(v.party);
    for (const e of v.entries) e.ledger = real(e.ledger);
    checkBalanced(v);
  }
  const order: Record<VoucherType, number> = {
    Sales: 0,
    Purchase: 1,
    'Credit Note': 2,
    'Debit Note': 3,
    Receipt: 4,
    Payment: 5,
  };
  vouchers.sort((a, b) =>
    a.date < b.date ? -1 : a.date > b.date ? 1 : order[a.type] - order[b.type],
  );

  const unitNames = [...new Set(items.map((i) => tallyName(i.unitName)))].sort();
  return {
    masters: {
      units: unitNames.map((name) => ({ name })),
      ledgers: book.ledgers(),
      stockItems: items.map((i) => ({ name: tallyName(i.name), unit: tallyName(i.unitName) })),
    },
    vouchers,
  };
}

/** A purchase's tax under reverse charge: debit input tax (or purchases), credit RCM payable. */
function addReverseCharge(
  taxes: readonly LineTaxRow[],
  book: LedgerBook,
  add: (ledger: string, paise: number) => void,
  taxIsCost: boolean,
) {
  for (const t of taxes) {
    const duty = GST_DUTY_HEADS[t.component];
    const tax = (name: string) =>
      book.fixed({
        name,
        parent: 'Duties & Taxes',
        taxType: duty ? 'GST' : 'Others',
        gstDutyHead: duty ?? null,
      });
    const input = taxLedgerName(true, t);
    add(
      taxIsCost
        ? book.fixed({ name: tradingLedgerName(true, t.taxRateBp), parent: 'Purchase Accounts' })
        : tax(input),
      t.amountPaise,
    );
    add(tax(input.replace(/^Input/, 'Reverse charge payable')), -t.amountPaise);
  }
}

/**
 * A sale, purchase or note as an accounting voucher. Lines are stored signed as the bill
 * reads (a note's negative), on the sales side a credit: Tally's AMOUNT is the stored amount
 * on a sale or credit note, its negation on a purchase or debit note.
 */
function billVoucher(
  b: BillRow,
  lines: readonly LineRow[],
  taxes: readonly LineTaxRow[],
  book: LedgerBook,
  partyLedger: string,
): TallyVoucher {
  const sign = b.isPurchase ? -1 : 1;
  const amounts = new Map<string, number>();
  const add = (ledger: string, paise: number) =>
    amounts.set(ledger, (amounts.get(ledger) ?? 0) + sign * paise);
  // A purchase whose journal posts no tax took its GST as cost (no input tax credit).
  const taxIsCost = b.isPurchase && !b.postsTax;
  for (const l of lines) {
    if (l.specialKind) {
      const special = SPECIAL_LEDGERS[l.specialKind] ?? SPECIAL_LEDGERS['opening_balance']!;
      add(book.fixed(special), l.amountPaise);
      continue;
    }
    const ledger = book.fixed({
      name: tradingLedgerName(b.isPurchase, l.gstRateBp),
      parent: b.isPurchase ? 'Purchase Accounts' : 'Sales Accounts',
    });
    add(ledger, l.taxablePaise + (taxIsCost ? l.taxPaise : 0));
  }
  if (b.reverseCharge) {
    // The party is paid the taxable value. A sale's tax is the buyer's to pay; a purchase's
    // the company owes itself: input credit (or cost) against reverse charge payable, as the
    // books post it (transaction-posting.ts).
    if (b.isPurchase) addReverseCharge(taxes, book, add, taxIsCost);
  } else if (!taxIsCost) {
    for (const t of taxes) {
      const duty = GST_DUTY_HEADS[t.component];
      const ledger = book.fixed({
        name: taxLedgerName(b.isPurchase, t),
        parent: 'Duties & Taxes',
        taxType: duty ? 'GST' : 'Others',
        gstDutyHead: duty ?? null,
      });
      add(ledger, t.amountPaise);
    }
  }
  const partyAmount = -sign * b.amountPaise;
  const ref = b.original ? billRefName(b.original) : billRefName({ ...b });
  const entries: TallyEntry[] = [
    {
      ledger: partyLedger,
      amountPaise: partyAmount,
      isParty: true,
      bill: ref
        ? { type: b.original ? 'Agst Ref' : 'New Ref', name: ref }
        : { type: 'On Account', name: null },
    },
    ...ledgerLines(amounts),
  ];
  const sum = entries.reduce((s, e) => s + e.amountPaise, 0);
  if (sum !== 0) {
    throw new UnbalancedVoucherError(
      `${VOUCHER_TYPES[b.kind]} ${b.number ?? b.id}: its lines differ from its total by ${sum} paise`,
    );
  }
  const pos = b.placeOfSupply ? (stateByCode(b.placeOfSupply)?.name ?? null) : null;
  return {
    type: VOUCHER_TYPES[b.kind],
    date: b.date,
    number: b.number ?? `${VOUCHER_TYPES[b.kind]}-${b.id}`,
    // A note names the bill it returns (its Agst Ref too); a purchase the supplier's invoice.
    reference: b.original ? billRefName(b.original) : b.isPurchase ? b.supplierInvoiceNumber : null,
    referenceDate: b.original
      ? billRefDate(b.original)
      : b.isPurchase
        ? b.supplierInvoiceDate
        : null,
    party: partyLedger,
    placeOfSupply: pos,
    narration: b.remark,
    entries,
  };
}

/**
 * The voucher's lines but the party's: a ledger whose lines add up to ₹0 is left out (a free
 * sample beside paid lines), except when every one does (a bill of ₹0 alone), so that the
 * voucher still names its sales or purchase ledger against the party's 0.00.
 */
function ledgerLines(amounts: ReadonlyMap<string, number>): TallyEntry[] {
  const all = [...amounts].map(([ledger, a]) => ({ ledger, amountPaise: a }));
  const nonZero = all.filter((e) => e.amountPaise !== 0);
  return nonZero.length > 0 ? nonZero : all.slice(0, 1);
}

/**
 * Money received (Receipt) or paid (Payment). Against the bill it was recorded on, or for a
 * note's refund against the bill the note returns; a payment with no bill (on account, or
 * a party's opening balance) goes On Account.
 */
function paymentVoucher(
  p: PaymentRow,
  partyLedger: string,
  money: (bankAccountId: number | null) => string,
): TallyVoucher {
  const billed = p.kind === 'sale' || p.kind === 'purchase';
  const ref = p.original ? billRefName(p.original) : billed ? billRefName(p.bill) : null;
  // Received: the money is a debit (negative), the party a credit.
  const partyAmount = p.isPaymentMade ? -p.amountPaise : p.amountPaise;
  return {
    type: p.isPaymentMade ? 'Payment' : 'Receipt',
    date: p.date,
    number: `${p.isPaymentMade ? 'PYMT' : 'RCPT'}-${p.id}`,
    party: partyLedger,
    narration: p.remark,
    entries: [
      { ledger: money(p.bankAccountId), amountPaise: -partyAmount },
      {
        ledger: partyLedger,
        amountPaise: partyAmount,
        isParty: true,
        bill: ref ? { type: 'Agst Ref', name: ref } : { type: 'On Account', name: null },
      },
    ],
  };
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const k = key(r);
    const list = out.get(k);
    if (list) list.push(r);
    else out.set(k, [r]);
  }
  return out;
}

const isNumber = (v: number | null): v is number => v !== null;

export function tallyService(ctx: AppContext) {
  return {
    async download(me: AccessClaims, query: TallyExportQuery) {
      const data = await buildTallyExport(ctx.db, me.companyId, query.from, query.to);
      return {
        fileName: tallyFileName(query),
        body: tallyEnvelope({ part: query.part, ...data }),
      };
    },
  };
}
