// What a bill names, made real inside its save: the customer (found or created by name), the
// items and units of its lines (by id or by name; new names are created, audited), and its
// payments with their bank accounts checked. Split from the save itself to keep each short.
import { INVOICE_VALIDATION } from '@hisaab/shared/validation-messages';
import type { TransactionData } from '@hisaab/shared/schemas/transaction';
import { toPaise } from '@hisaab/shared/money';
import type { AppContext } from '../../platform/app-context.ts';
import type { Tx } from '../../db/client.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { badRequest, fieldError } from '../../platform/errors.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import { findOrCreateUnit } from '../units/index.ts';
import * as repo from './transactions.repo.ts';
import * as lookupsRepo from './save-lookups.repo.ts';
import type { DocumentPayment, ResolvedLine } from './transaction-document.ts';
import { msg, tk } from '@hisaab/shared/i18n/messages';

export const INPUT_MESSAGES = {
  customerNotFound: tk('Customer not found.'),
  bankAccountUnavailable: tk('Selected bank account is unavailable. Please choose another.'),
  itemMissing: (n: number) =>
    msg('Line item {{n}}: the item no longer exists. Please choose it again.', { n }),
  unitMissing: (n: number) =>
    msg('Line item {{n}}: the unit no longer exists. Please choose it again.', { n }),
} as const;

type BillLine = TransactionData['lineItems'][number];

/** A line's item among those already in the books, by id or by name (null: a new name). */
function knownItemOf<T extends { id: number; name: string }>(known: T[], line: BillLine) {
  return line.itemId !== null
    ? known.find((i) => i.id === line.itemId)
    : known.find((i) => i.name.toLowerCase() === line.itemName!.toLowerCase());
}

/**
 * Whether a bill is an opening balance: every line is the Opening Balance item. A bill that
 * mixes it with other lines is refused, as an opening balance is never part of a sale or a
 * purchase (it is a document of its own kind, with no number of a GST series).
 */
export function isOpeningBalanceBill(
  lines: readonly BillLine[],
  known: { id: number; name: string; specialKind: string | null }[],
): boolean {
  const opening = lines.filter(
    (line) => knownItemOf(known, line)?.specialKind === 'opening_balance',
  ).length;
  if (opening > 0 && opening < lines.length)
    throw fieldError('lineItems', INVOICE_VALIDATION.openingBalanceMixed);
  return lines.length > 0 && opening === lines.length;
}

export function transactionInputs(ctx: AppContext) {
  /**
   * The customer of a bill: an existing one, or (customerId 0) found or created by name.
   * `found`: what lookupsRepo.saveLookups found for it.
   */
  async function resolveCustomer(
    tx: Tx,
    me: AccessClaims,
    body: TransactionData,
    found: repo.CustomerRow | null,
  ) {
    if (body.customerId > 0) {
      if (!found) throw fieldError('customerId', INPUT_MESSAGES.customerNotFound);
      return found;
    }
    if (found) return found;
    const name = body.customerName!;
    const created = await repo.insertCustomer(tx, me.companyId, name);
    await recordAudit(
      tx,
      {
        companyId: me.companyId,
        userId: me.userId,
        entity: 'customer',
        entityId: created.id,
        action: 'create',
        after: { name },
      },
      ctx.now(),
    );
    return created;
  }

  /**
   * Items and units of the lines, by id or by name (`looked` up by lookupsRepo.saveLookups); unknown
   * names become new items and units.
   */
  async function resolveLines(
    tx: Tx,
    me: AccessClaims,
    body: TransactionData,
    isPurchase: boolean,
    looked: Pick<lookupsRepo.SaveLookups, 'items' | 'units'>,
  ): Promise<ResolvedLine[]> {
    const known = [...looked.items];
    const unitList = [...looked.units];
    const resolved: ResolvedLine[] = [];
    for (const [index, line] of body.lineItems.entries()) {
      const n = index + 1;
      let unit =
        line.unitId !== null
          ? unitList.find((u) => u.id === line.unitId)
          : unitList.find((u) => u.name.toLowerCase() === line.unitName!.toLowerCase());
      if (!unit) {
        if (line.unitId !== null) throw badRequest(INPUT_MESSAGES.unitMissing(n));
        // With its guessed UQC and an audit entry, like a unit added in Settings.
        const created = (await findOrCreateUnit(tx, me, line.unitName!, ctx.now())).unit;
        unitList.push(created);
        unit = created;
      }
      let item = knownItemOf(known, line);
      if (!item) {
        if (line.itemId !== null) throw badRequest(INPUT_MESSAGES.itemMissing(n));
        const ratePaise = Math.abs(toPaise(line.rate!));
        const created = await repo.insertItem(tx, me.companyId, {
          name: line.itemName!,
          unitId: unit.id,
          ratePaise: isPurchase ? 0 : ratePaise,
          buyRatePaise: isPurchase ? ratePaise : 0,
        });
        await recordAudit(
          tx,
          {
            companyId: me.companyId,
            userId: me.userId,
            entity: 'item',
            entityId: created.id,
            action: 'create',
            after: { name: created.name },
          },
          ctx.now(),
        );
        item = {
          id: created.id,
          name: created.name,
          specialKind: null,
          unitId: unit.id,
          ratePaise: created.ratePaise,
          buyRatePaise: created.buyRatePaise,
          taxGroupId: null,
          hsnSacCode: null,
          taxes: [],
        };
        known.push(item);
      }
      resolved.push({
        item,
        unit,
        quantity: line.quantity!,
        rate: line.rate!,
        lotSerialNumber: line.lotSerialNumber,
        orderLineId: line.orderLineId ?? null,
        challanLineId: line.challanLineId ?? null,
      });
    }
    return resolved;
  }

  async function resolvePayments(
    tx: Tx,
    companyId: number,
    list: {
      amount: number;
      isBankTransaction: boolean;
      bankAccountId: number | null;
      isPaymentMade: boolean;
    }[],
    defaultBankAccountId: number | null,
    /** The company's bank account ids, when the caller has them already. */
    bankAccountIds?: number[],
  ): Promise<DocumentPayment[]> {
    if (!list.some((p) => p.isBankTransaction)) {
      return list.map((p) => ({
        amountPaise: toPaise(p.amount),
        isBankTransaction: false,
        bankAccountId: null,
        isPaymentMade: p.isPaymentMade,
      }));
    }
    const accounts = bankAccountIds ?? (await repo.bankAccountIds(tx, companyId));
    if (accounts.length === 0) throw fieldError('bankAccountId', INVOICE_VALIDATION.noBankAccounts);
    return list.map((p) => {
      if (!p.isBankTransaction)
        return {
          amountPaise: toPaise(p.amount),
          isBankTransaction: false,
          bankAccountId: null,
          isPaymentMade: p.isPaymentMade,
        };
      const bankAccountId = p.bankAccountId ?? defaultBankAccountId;
      if (bankAccountId === null)
        throw fieldError('bankAccountId', INVOICE_VALIDATION.bankAccountRequired);
      if (!accounts.includes(bankAccountId))
        throw fieldError('bankAccountId', INPUT_MESSAGES.bankAccountUnavailable);
      return {
        amountPaise: toPaise(p.amount),
        isBankTransaction: true,
        bankAccountId,
        isPaymentMade: p.isPaymentMade,
      };
    });
  }

  return { resolveCustomer, resolveLines, resolvePayments };
}
