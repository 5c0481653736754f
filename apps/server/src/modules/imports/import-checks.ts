// Checks every row of an import against the file and the books, answering each row's problems
// and, for a row without errors, the values to write. Pure: the books are looked up before
// (async only to let other requests in between slices of rows).
import { pacer } from '../../platform/pacer.ts';
import { formatINR } from '@hisaab/shared/format';
import { normalizeHsnSac, validateHsnSac } from '@hisaab/shared/hsn';
import { guessUqc } from '@hisaab/shared/gst/uqc';
import {
  IMPORT_COLUMNS,
  IMPORT_MESSAGES,
  type ImportKind,
  type ImportPreviewRow,
} from '@hisaab/shared/imports';
import { isCashCustomerName } from '@hisaab/shared/schemas/customer';
import { isCleanText } from '@hisaab/shared/schemas/common';
import { isSpecialItemName } from '@hisaab/shared/special-items';
import { BARCODE_MESSAGES, barcodeListProblem, splitBarcodes } from '@hisaab/shared/barcode';
import type { Sheet } from './import-file.ts';
import {
  mapHeaders,
  parseAmount,
  parseGstin,
  parseQuantity,
  parseState,
  stateName,
  type Parsed,
  type Problem,
} from './import-values.ts';
import { asMessage, msg, tk, type Message, type Text } from '@hisaab/shared/i18n/messages';

/** What the checks need to know of the company's books, keyed by lower-cased name. */
export interface Books {
  customers: Map<
    string,
    { id: number; name: string; isDefaultCash: boolean; stateCode: string | null }
  >;
  /** Ledger balance per customer id (paise; + = they owe us), for opening-balance rows. */
  balances: Map<number, number>;
  items: Set<string>;
  /** The company's barcodes: code → the name of the item that has it. */
  barcodes: Map<string, string>;
  units: Map<string, { id: number; name: string }>;
  taxGroups: Map<string, { id: number; name: string }>;
}

export interface CustomerValues {
  name: string;
  phone: string | null;
  gstin: string | null;
  stateCode: string | null;
  address: string | null;
  openingBalancePaise: number;
}

export interface ItemValues {
  name: string;
  unitName: string;
  hsnSacCode: string | null;
  ratePaise: number;
  buyRatePaise: number;
  taxGroupId: number | null;
  openingStockMilli: number;
  barcodes: string[];
  trackedByBatch: boolean;
}

export interface BalanceValues {
  customerId: number;
  name: string;
  stateCode: string | null;
  openingBalancePaise: number;
}

export type RowValues = CustomerValues | ItemValues | BalanceValues;

export interface CheckedRow<T> extends Omit<ImportPreviewRow, 'problems'> {
  problems: Problem[];
  /** The values to write; null when the row has an error. */
  data: T | null;
}

export interface CheckedFile<T> {
  fileProblems: Problem[];
  rows: CheckedRow<T>[];
}

/** One row being checked: its cells by column key, and the problems found so far. */
class RowCheck {
  readonly problems: Problem[] = [];
  constructor(readonly values: Record<string, string>) {}

  text(key: string): string {
    return this.values[key] ?? '';
  }
  // Every problem a Message, so the reply translates it (a catalogue text as well).
  error(column: string | null, message: Text): void {
    this.problems.push({ column, severity: 'error', message: asMessage(message) });
  }
  warn(column: string | null, message: Text): void {
    this.problems.push({ column, severity: 'warning', message: asMessage(message) });
  }
  /** The parsed value, or `fallback` after noting the problem. */
  take<T>(column: string, parsed: Parsed<T>, fallback: T): T {
    if (parsed.ok) return parsed.value;
    this.error(column, parsed.message);
    return fallback;
  }
  get hasError(): boolean {
    return this.problems.some((p) => p.severity === 'error');
  }
  /** Text longer than `max` characters is refused, with the column's name. */
  limit(key: string, label: Message, max: number): string | null {
    const v = this.text(key);
    if (v.length > max)
      this.error(
        key,
        msg('{{label}} is {{length}} characters long; at most {{max}}.', {
          label,
          length: v.length,
          max,
        }),
      );
    return v === '' ? null : v;
  }
}

/** The first row each lower-cased name appeared on; later rows with it are told which. */
function duplicateChecker(label: Message) {
  const seen = new Map<string, number>();
  return (row: RowCheck, rowNumber: number, name: string) => {
    const key = name.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined)
      row.error(
        'name',
        msg('{{label}} "{{name}}" is also on row {{first}}: each can be imported once.', {
          label,
          name,
          first,
        }),
      );
    else seen.set(key, rowNumber);
  };
}

type RowChecker<T> = (row: RowCheck, rowNumber: number) => T;

function customersChecker(books: Books): RowChecker<CustomerValues> {
  const duplicate = duplicateChecker(msg('Name'));
  return (row, rowNumber) => {
    const name = row.text('name');
    if (name.length < 2 || name.length > 250)
      row.error(
        'name',
        name === '' ? tk('Name is missing.') : tk('Name must be 2 to 250 characters.'),
      );
    else if (isCashCustomerName(name))
      row.error('name', tk('Cash is the walk-in customer Hisaab keeps; choose another name.'));
    else if (books.customers.has(name.toLowerCase()))
      row.error('name', msg('A customer named "{{name}}" is already in your books.', { name }));
    if (name !== '') duplicate(row, rowNumber, name);
    const phone = row.limit('phone', msg('Phone'), 20);
    const address = row.limit('address', msg('Address'), 500);
    const gstin = row.take('gstin', parseGstin(row.text('gstin')), null);
    const state = row.take('state', parseState(row.text('state')), null);
    if (gstin && state && state !== gstin.stateCode) {
      row.error(
        'state',
        msg('State {{state}} does not match the GSTIN, which is from {{stateCode}}.', {
          state: stateName(state),
          stateCode: stateName(gstin.stateCode),
        }),
      );
    }
    const balance = row.take(
      'openingBalance',
      parseAmount(msg('Opening balance'), row.text('openingBalance'), true),
      null,
    );
    return {
      name,
      phone,
      gstin: gstin?.gstin ?? null,
      stateCode: gstin?.stateCode ?? state,
      address,
      openingBalancePaise: balance ?? 0,
    };
  };
}

/** "GST 18%" by name; "18", "18%" or "GST 18" find the default slab group "GST 18%". */
function findTaxGroup(books: Books, raw: string) {
  const direct = books.taxGroups.get(raw.toLowerCase());
  if (direct) return direct;
  const rate = /^(?:gst\s*@?\s*)?(\d+(?:\.\d+)?)\s*%?$/i.exec(raw)?.[1];
  return rate ? books.taxGroups.get(`gst ${Number(rate)}%`) : undefined;
}

function itemsChecker(books: Books): RowChecker<ItemValues> {
  const duplicate = duplicateChecker(msg('Name'));
  const groupNames = [...books.taxGroups.values()].map((g) => g.name);
  // The row each barcode was first seen on: a code twice in the file is refused on its second.
  const codeRows = new Map<string, number>();
  return (row, rowNumber) => {
    const name = row.text('name');
    if (name === '') row.error('name', tk('Name is missing.'));
    else if (name.length > 200) row.error('name', tk('Name must be 200 characters or fewer.'));
    else if (isSpecialItemName(name))
      row.error(
        'name',
        msg('"{{name}}" is a line Hisaab keeps for itself; choose another name.', { name }),
      );
    else if (books.items.has(name.toLowerCase()))
      row.error('name', msg('An item named "{{name}}" is already in your books.', { name }));
    if (name !== '') duplicate(row, rowNumber, name);

    const unitName = row.text('unit');
    if (unitName === '') row.error('unit', tk('Unit is missing.'));
    else if (unitName.length > 32) row.error('unit', tk('Unit must be 32 characters or fewer.'));
    else if (!books.units.has(unitName.toLowerCase()))
      row.warn('unit', IMPORT_MESSAGES.newUnit(unitName, guessUqc(unitName)));

    const hsnRaw = row.text('hsn');
    const hsn = hsnRaw === '' ? null : normalizeHsnSac(hsnRaw);
    if (hsn !== null && validateHsnSac(hsn) !== null)
      row.error('hsn', msg('HSN/SAC "{{hsnRaw}}" must be 4, 6 or 8 digits.', { hsnRaw }));

    const rate = row.take('rate', parseAmount(msg('Sale rate'), row.text('rate'), false), null);
    const buyRate = row.take(
      'buyRate',
      parseAmount(msg('Purchase rate'), row.text('buyRate'), false),
      null,
    );

    const groupRaw = row.text('taxGroup');
    const group = groupRaw === '' ? undefined : findTaxGroup(books, groupRaw);
    if (groupRaw !== '' && !group) {
      const known = groupNames.slice(0, 12).join(', ');
      row.error(
        'taxGroup',
        msg('There is no tax group "{{groupRaw}}". Tax groups: {{groups}}.', {
          groupRaw,
          groups: known || msg('none yet'),
        }),
      );
    }
    const stock = row.take(
      'openingStock',
      parseQuantity(msg('Opening stock'), row.text('openingStock')),
      null,
    );
    const barcodes = splitBarcodes(row.text('barcodes'));
    const barcodeProblem = barcodeListProblem(barcodes);
    if (barcodeProblem) row.error('barcodes', barcodeProblem);
    for (const code of barcodeProblem ? [] : barcodes) {
      const owner = books.barcodes.get(code);
      const first = codeRows.get(code);
      if (owner !== undefined)
        row.error('barcodes', msg(BARCODE_MESSAGES.taken, { code, item: owner }));
      else if (first !== undefined)
        row.error(
          'barcodes',
          msg('Barcode {{code}} is also on row {{first}}: a code names one item.', {
            code,
            first,
          }),
        );
      else codeRows.set(code, rowNumber);
    }
    const batchText = row.text('trackedByBatch').toLowerCase();
    const trackedByBatch = ['yes', 'y', 'true', '1'].includes(batchText);
    if (!trackedByBatch && !['', 'no', 'n', 'false', '0'].includes(batchText))
      row.error('trackedByBatch', tk('Tracked by batch must be Yes or No.'));
    return {
      name,
      unitName,
      hsnSacCode: hsn,
      trackedByBatch,
      ratePaise: rate ?? 0,
      buyRatePaise: buyRate ?? 0,
      taxGroupId: group?.id ?? null,
      openingStockMilli: stock ?? 0,
      barcodes,
    };
  };
}

function balancesChecker(books: Books): RowChecker<BalanceValues> {
  const duplicate = duplicateChecker(msg('Customer'));
  return (row, rowNumber) => {
    const name = row.text('name');
    const customer = books.customers.get(name.toLowerCase());
    if (name === '') row.error('name', tk('Customer is missing.'));
    else if (!customer)
      row.error(
        'name',
        msg(
          'No customer named "{{name}}" in your books. Import customers first, or check the spelling.',
          { name },
        ),
      );
    else if (customer.isDefaultCash)
      row.error('name', tk('Cash is the walk-in customer: it cannot have an opening balance.'));
    if (name !== '') duplicate(row, rowNumber, name);
    const raw = row.text('openingBalance');
    const amount = row.take('openingBalance', parseAmount(msg('Opening balance'), raw, true), null);
    if (raw === '') row.error('openingBalance', tk('Opening balance is missing.'));
    else if (amount === 0)
      row.warn('openingBalance', tk('Opening balance is 0: nothing is posted.'));
    const current = customer ? (books.balances.get(customer.id) ?? 0) : 0;
    if (customer && amount && current !== 0) {
      row.warn(
        'openingBalance',
        msg('{{name}} already has a balance of {{current}}; this adds {{amount}} to it.', {
          name: customer.name,
          current: formatINR(current),
          amount: formatINR(amount),
        }),
      );
    }
    return {
      customerId: customer?.id ?? 0,
      name: customer?.name ?? name,
      stateCode: customer?.stateCode ?? null,
      openingBalancePaise: amount ?? 0,
    };
  };
}

const CHECKERS: { [K in ImportKind]: (books: Books) => RowChecker<RowValues> } = {
  customers: customersChecker,
  items: itemsChecker,
  'opening-balances': balancesChecker,
};

/**
 * Every row of the sheet with its problems; a row's values only when it has no error. Other
 * requests get their turns as it goes (20,000 rows took 200 ms in one piece).
 */
export async function checkSheet(
  kind: ImportKind,
  sheet: Sheet,
  books: Books,
): Promise<CheckedFile<RowValues>> {
  const columns = IMPORT_COLUMNS[kind];
  const { index, problems: fileProblems } = mapHeaders(columns, sheet.headers);
  const check = CHECKERS[kind](books);
  const rows: CheckedRow<RowValues>[] = [];
  const pace = pacer();
  for (const sheetRow of sheet.rows) {
    await pace();
    const values: Record<string, string> = {};
    for (const c of columns) {
      const i = index.get(c.key);
      values[c.key] = i === undefined ? '' : (sheetRow.cells[i] ?? '');
    }
    const row = new RowCheck(values);
    for (const c of columns) {
      if (!isCleanText(values[c.key]!))
        row.error(
          c.key,
          msg('{{label}} has characters that cannot be stored (control characters).', {
            label: msg(c.label),
          }),
        );
    }
    const data = check(row, sheetRow.rowNumber);
    rows.push({
      rowNumber: sheetRow.rowNumber,
      values,
      problems: row.problems,
      data: row.hasError ? null : data,
    });
  }
  return { fileProblems, rows };
}
