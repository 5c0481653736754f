// The ledger lines of a bill or payment. A sale credits sales and output tax and debits the
// party; a purchase mirrors it. Money received debits cash or the bank and credits the party;
// money paid does the opposite. A purchase's GST that is no input tax credit is purchase cost. Same-account lines are merged so a long bill posts a few rows.
import { Journal, type LedgerAccount, type PostingRef } from '../../bookkeeping/journal.ts';
import type { ComputedDocument, SpecialKind } from './transaction-document.ts';

const SPECIAL_ACCOUNTS: Record<SpecialKind, LedgerAccount> = {
  opening_balance: 'OPENING_BALANCE',
  round_off: 'ROUND_OFF',
  discount: 'DISCOUNT',
};

export function journalFor(args: {
  companyId: number;
  transactionId: number;
  date: string;
  partyId: number;
  isPurchase: boolean;
  doc: ComputedDocument;
  /**
   * False for a company that may not claim input tax credit (inputTaxRecoverable in
   * @hisaab/shared/gst/registration): the GST on its purchases is part of their cost.
   */
  inputTaxRecoverable: boolean;
}): Journal {
  const { doc, partyId } = args;
  // Amounts on the trading side, signed as a sale sees them (credit = negative).
  const trading = new Map<
    string,
    { account: LedgerAccount; ref: PostingRef; amountPaise: number }
  >();
  const add = (account: LedgerAccount, amountPaise: number, ref: PostingRef = {}) => {
    const key = `${account}|${ref.taxId ?? ''}|${ref.component ?? ''}`;
    const entry = trading.get(key) ?? { account, ref, amountPaise: 0 };
    entry.amountPaise += amountPaise;
    trading.set(key, entry);
  };

  for (const line of doc.lines) {
    if (line.specialKind) {
      add(SPECIAL_ACCOUNTS[line.specialKind], line.tax.amountPaise);
      continue;
    }
    add(args.isPurchase ? 'PURCHASES' : 'SALES', line.tax.taxablePaise);
    if (line.tax.reverseChargePaise !== 0) {
      // Reverse charge: the supplier collects none of it. A sale posts no tax; on a purchase
      // the company owes the tax itself and, when it may, takes it as input credit.
      if (!args.isPurchase) continue;
      for (const tax of line.tax.taxes) {
        const ref = { taxId: tax.taxId, component: tax.component };
        if (args.inputTaxRecoverable) add('TAX_INPUT', tax.amountPaise, ref);
        else add('PURCHASES', tax.amountPaise);
        add('TAX_RCM_PAYABLE', -tax.amountPaise, ref);
      }
      continue;
    }
    for (const tax of line.tax.taxes) {
      if (args.isPurchase && !args.inputTaxRecoverable) {
        add('PURCHASES', tax.amountPaise);
        continue;
      }
      add(args.isPurchase ? 'TAX_INPUT' : 'TAX_OUTPUT', tax.amountPaise, {
        taxId: tax.taxId,
        component: tax.component,
      });
    }
  }

  const journal = new Journal(args.companyId, 'transaction', args.transactionId, args.date);
  const billTotal = doc.totals.amountPaise;
  if (args.isPurchase) {
    for (const e of trading.values()) journal.debit(e.account, e.amountPaise, e.ref);
    journal.credit('PARTY', billTotal, { partyId });
  } else {
    for (const e of trading.values()) journal.credit(e.account, e.amountPaise, e.ref);
    journal.debit('PARTY', billTotal, { partyId });
  }

  for (const p of doc.payments) {
    const money: LedgerAccount = p.isBankTransaction ? 'BANK' : 'CASH';
    const moneyRef = p.isBankTransaction ? { bankAccountId: p.bankAccountId } : {};
    if (p.isPaymentMade) {
      journal.credit(money, p.amountPaise, moneyRef).debit('PARTY', p.amountPaise, { partyId });
    } else {
      journal.debit(money, p.amountPaise, moneyRef).credit('PARTY', p.amountPaise, { partyId });
    }
  }
  return journal;
}
