// Customers (who may also be vendors): rules, one database transaction per action, audit trail.
import { formatINR } from '@hisaab/shared/format';
import { stateCodeFromGstin } from '@hisaab/shared/gstin';
import { panFromGstin } from '@hisaab/shared/pan';
import { paiseToRupees } from '@hisaab/shared/money';
import type { CustomerReply } from '@hisaab/shared/replies/customers';
import { CUSTOMER_VALIDATION } from '@hisaab/shared/validation-messages';
import type { AppContext } from '../../platform/app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { conflict, fieldError, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { CHANGED_SINCE, refuseStale } from '../../platform/versions.ts';
import { recordAudit, type AuditEntry } from '../../bookkeeping/audit-trail.ts';
import * as repo from './customers.repo.ts';
import { msg, tk } from '@hisaab/shared/i18n/messages';
import { GST_CATEGORIES, type GstCategory } from '@hisaab/shared/gst/supply';

export const CUSTOMER_MESSAGES = {
  notFound: tk('Customer not found.'),
  nameTaken: CUSTOMER_VALIDATION.nameTaken,
  cashLocked: CUSTOMER_VALIDATION.cashNotEditable,
  hasTransactions: (n: number) =>
    n === 1
      ? tk(
          'This customer has 1 transaction and cannot be deleted. Choose another customer to take them over.',
        )
      : msg(
          'This customer has {{n}} transactions and cannot be deleted. Choose another customer to take them over.',
          { n },
        ),
  hasBalance: (balance: string) =>
    msg(
      'This customer has a balance of {{balance}} and cannot be deleted. Choose another customer to take it over.',
      { balance },
    ),
  hasLedgerEntries: tk(
    'This customer has ledger entries and cannot be deleted. Choose another customer to take them over.',
  ),
  fallbackSelf: tk('Choose a different customer to take over the transactions.'),
  fallbackMissing: tk('The customer chosen to take over the transactions was not found.'),
} as const;

export interface CustomerInput {
  name: string;
  phone: string | null;
  address: string | null;
  email: string | null;
  gstin: string | null;
  pan: string | null;
  /** Absent keeps the stored state (older clients do not send it). */
  stateCode?: string | null | undefined;
  /** Its bills' default kind of supply (issue 36); absent keeps the stored one. */
  gstCategory?: GstCategory | null | undefined;
  /** The version the edit is based on (body or If-Match); null: none named. */
  version?: number | null | undefined;
}

export function toCustomerReply(c: repo.CustomerWithBalance): CustomerReply {
  return {
    id: c.id,
    name: c.name,
    phone: c.phone,
    address: c.address,
    email: c.email,
    gstin: c.gstin,
    pan: c.pan,
    stateCode: c.stateCode,
    gstCategory: gstCategoryOf(c.gstCategory),
    balance: paiseToRupees(c.balancePaise),
    isDefaultCash: c.isDefaultCash,
    companyId: c.companyId,
    version: c.version,
  };
}

/**
 * The stored fields: a registered customer's state is the GSTIN's; else the one given. A PAN
 * left empty is the GSTIN's own (its characters 3 to 12, issue 42) when the GSTIN holds one.
 */
function fieldsOf(input: CustomerInput, current: repo.CustomerRow | null): repo.CustomerFields {
  const fromGstin = input.gstin ? stateCodeFromGstin(input.gstin) : null;
  const given = input.stateCode === undefined ? (current?.stateCode ?? null) : input.stateCode;
  const gstCategory =
    input.gstCategory === undefined ? gstCategoryOf(current?.gstCategory) : input.gstCategory;
  const pan = input.pan ?? (input.gstin ? panFromGstin(input.gstin) : null);
  const { name, phone, address, email, gstin } = input;
  return { name, phone, address, email, gstin, pan, stateCode: fromGstin ?? given, gstCategory };
}

/** A stored category the code knows, else none. */
function gstCategoryOf(c: string | null | undefined): GstCategory | null {
  return (GST_CATEGORIES as readonly string[]).includes(c ?? '') ? (c as GstCategory) : null;
}

/** What the audit trail keeps of a customer. */
function auditView(c: repo.CustomerRow | repo.CustomerFields) {
  const { name, phone, address, email, gstin, pan, stateCode, gstCategory } = c;
  return { name, phone, address, email, gstin, pan, stateCode, gstCategory };
}

export function customerService(ctx: AppContext) {
  async function mustFind(companyId: number, id: number) {
    const found = await repo.findCustomer(ctx.db, companyId, id);
    if (!found) throw notFound(CUSTOMER_MESSAGES.notFound);
    return found;
  }

  /** Runs a write; a unique-name race that slipped past the check still answers 409. */
  async function guardName<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error))
        throw conflict(CUSTOMER_MESSAGES.nameTaken, { name: [CUSTOMER_MESSAGES.nameTaken] });
      throw error;
    }
  }

  return {
    async list(me: AccessClaims, search: string | null): Promise<CustomerReply[]> {
      return (await repo.listCustomers(ctx.db, me.companyId, search)).map(toCustomerReply);
    },

    async get(me: AccessClaims, id: number): Promise<CustomerReply> {
      return toCustomerReply(await mustFind(me.companyId, id));
    },

    async create(me: AccessClaims, input: CustomerInput): Promise<CustomerReply> {
      const fields = fieldsOf(input, null);
      const created = await guardName(() =>
        ctx.db.transaction(async (tx) => {
          if (await repo.nameTaken(tx, me.companyId, fields.name)) {
            throw conflict(CUSTOMER_MESSAGES.nameTaken, { name: [CUSTOMER_MESSAGES.nameTaken] });
          }
          const row = await repo.insertCustomer(tx, me.companyId, fields);
          await recordAudit(
            tx,
            {
              companyId: me.companyId,
              userId: me.userId,
              entity: 'customer',
              entityId: row.id,
              action: 'create',
              after: auditView(row),
            },
            ctx.now(),
          );
          return row;
        }),
      );
      return toCustomerReply({ ...created, balancePaise: 0 });
    },

    async update(me: AccessClaims, id: number, input: CustomerInput): Promise<CustomerReply> {
      await guardName(() =>
        ctx.db.transaction(async (tx) => {
          const before = await repo.lockCustomer(tx, me.companyId, id);
          if (!before) throw notFound(CUSTOMER_MESSAGES.notFound);
          await refuseStale(
            tx,
            me.companyId,
            before,
            input.version ?? null,
            CHANGED_SINCE.customer,
          );
          if (before.isDefaultCash) throw conflict(CUSTOMER_MESSAGES.cashLocked);
          const fields = fieldsOf(input, before);
          if (await repo.nameTaken(tx, me.companyId, fields.name, id)) {
            throw conflict(CUSTOMER_MESSAGES.nameTaken, { name: [CUSTOMER_MESSAGES.nameTaken] });
          }
          const after = await repo.updateCustomer(tx, me.companyId, id, fields, {
            userId: me.userId,
            at: ctx.now(),
          });
          await recordAudit(
            tx,
            {
              companyId: me.companyId,
              userId: me.userId,
              entity: 'customer',
              entityId: id,
              action: 'update',
              before: auditView(before),
              after: auditView(after),
            },
            ctx.now(),
          );
        }),
      );
      return toCustomerReply(await mustFind(me.companyId, id));
    },

    /**
     * Deletes a customer. With a fallback, the fallback takes over the customer's documents
     * and ledger lines (so its balance) first; without one, a customer with any activity stays.
     */
    async remove(
      me: AccessClaims,
      id: number,
      fallbackId: number | null,
      version: number | null = null,
    ): Promise<void> {
      if (fallbackId === id) throw fieldError('defaultCustomerId', CUSTOMER_MESSAGES.fallbackSelf);
      await ctx.db.transaction(async (tx) => {
        const customer = await repo.lockCustomer(tx, me.companyId, id);
        if (!customer) throw notFound(CUSTOMER_MESSAGES.notFound);
        await refuseStale(tx, me.companyId, customer, version, CHANGED_SINCE.customer);
        if (customer.isDefaultCash) throw conflict(CUSTOMER_MESSAGES.cashLocked);
        const fallback =
          fallbackId === null ? null : await repo.lockCustomer(tx, me.companyId, fallbackId);
        if (fallbackId !== null && !fallback)
          throw fieldError('defaultCustomerId', CUSTOMER_MESSAGES.fallbackMissing);

        const transactionIds = await repo.transactionIdsOf(tx, me.companyId, id);
        const audit: AuditEntry[] = [];
        if (fallback) {
          await repo.reassignActivity(tx, me.companyId, id, fallback.id);
          for (const transactionId of transactionIds) {
            audit.push({
              companyId: me.companyId,
              userId: me.userId,
              entity: 'transaction',
              entityId: transactionId,
              action: 'update',
              before: { customerId: id },
              after: { customerId: fallback.id },
            });
          }
        } else {
          if (transactionIds.length > 0)
            throw conflict(CUSTOMER_MESSAGES.hasTransactions(transactionIds.length));
          const { balancePaise } = (await repo.findCustomer(tx, me.companyId, id))!;
          if (balancePaise !== 0)
            throw conflict(CUSTOMER_MESSAGES.hasBalance(formatINR(balancePaise)));
          // Lines that net to zero still name this customer: keep them pointing at a real one.
          if (await repo.hasLedgerLines(tx, me.companyId, id))
            throw conflict(CUSTOMER_MESSAGES.hasLedgerEntries);
        }
        await repo.deleteCustomer(tx, me.companyId, id);
        audit.push({
          companyId: me.companyId,
          userId: me.userId,
          entity: 'customer',
          entityId: id,
          action: 'delete',
          before: auditView(customer),
          after: fallback
            ? { takenOverBy: fallback.id, transactionsMoved: transactionIds.length }
            : undefined,
        });
        await recordAudit(tx, audit, ctx.now());
      });
    },
  };
}
