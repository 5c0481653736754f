// Importing customers, items and opening balances from a spreadsheet: the kinds, their columns
// (the template's headers, the names a header may also go by, an example row) and the shape of
// the preview and result that the server answers and the web shows.

import type { ImportKind } from './import-kinds.ts';
import { msg, tk } from './i18n/messages.ts';

export { IMPORT_KINDS, type ImportKind } from './import-kinds.ts';

export const IMPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

export interface ImportColumn {
  key: string;
  /** The template's header. */
  label: string;
  required: boolean;
  /** Other headers read as this column (compared without case, spaces or punctuation). */
  aliases: readonly string[];
  example: string;
  /** What to type, shown on the import screen. */
  hint: string;
}

const col = (
  key: string,
  label: string,
  example: string,
  hint: string,
  aliases: string[] = [],
  required = false,
): ImportColumn => ({ key, label, required, aliases, example, hint });

export const IMPORT_COLUMNS: Readonly<Record<ImportKind, readonly ImportColumn[]>> = {
  customers: [
    col(
      'name',
      tk('Name'),
      'Gupta Kirana Store',
      '2 to 250 characters, not used before.',
      ['customer', 'customer name', 'party', 'party name'],
      true,
    ),
    col('phone', tk('Phone'), '9876543210', 'Up to 20 characters.', [
      'mobile',
      'phone number',
      'mobile number',
      'contact',
    ]),
    col('gstin', tk('GSTIN'), '27AAPFU0939F1ZV', '15 characters, or empty when not registered.', [
      'gst',
      'gst number',
      'gstin/uin',
      'gst no',
    ]),
    col(
      'state',
      tk('State'),
      'Maharashtra',
      'State name or 2-digit code; taken from the GSTIN when there is one.',
      ['state code', 'place of supply'],
    ),
    col('address', tk('Address'), '12 MG Road, Pune', 'Up to 500 characters.', ['billing address']),
    col(
      'openingBalance',
      tk('Opening balance'),
      '1500.00',
      'Rupees they owe you; negative when you owe them.',
      ['opening', 'balance', 'opening balance (rs)', 'receivable'],
    ),
  ],
  items: [
    col(
      'name',
      tk('Name'),
      'Basmati Rice 1kg',
      'Up to 200 characters, not used before.',
      ['item', 'item name', 'product', 'product name'],
      true,
    ),
    col(
      'unit',
      tk('Unit'),
      'No',
      'A unit you use; a new one is created.',
      ['uom', 'unit name'],
      true,
    ),
    col('hsn', tk('HSN/SAC'), '1006', '4, 6 or 8 digits, or empty.', [
      'hsn',
      'sac',
      'hsn code',
      'hsn/sac code',
      'hsnsac',
    ]),
    col('rate', tk('Sale rate'), '120.00', 'Rupees, tax included.', [
      'rate',
      'sale price',
      'selling price',
      'mrp',
      'price',
    ]),
    col('buyRate', tk('Purchase rate'), '100.00', 'Rupees, tax included.', [
      'buy rate',
      'purchase price',
      'cost',
      'cost price',
    ]),
    col('taxGroup', tk('Tax group'), 'GST 5%', 'The name of a tax group in Settings, or empty.', [
      'tax',
      'gst rate',
      'tax rate',
      'gst',
    ]),
    col('openingStock', tk('Opening stock'), '25', 'Quantity in hand, up to 3 decimals.', [
      'stock',
      'quantity',
      'qty',
      'opening quantity',
    ]),
    col(
      'barcodes',
      tk('Barcodes'),
      '8901234567890',
      'EAN-13, UPC-A or Code 128 codes, several separated by commas, each on one item only.',
      ['barcode', 'barcode number', 'ean', 'ean code', 'upc', 'item code'],
    ),
    col(
      'trackedByBatch',
      tk('Tracked by batch'),
      'No',
      'Yes to keep its stock per batch (number and expiry); its opening stock is then unbatched.',
      ['batch', 'batch tracked', 'batch wise', 'batchwise', 'expiry tracked'],
    ),
  ],
  'opening-balances': [
    col(
      'name',
      tk('Customer'),
      'Gupta Kirana Store',
      'A customer already in Settings.',
      ['name', 'customer name', 'party', 'party name'],
      true,
    ),
    col(
      'openingBalance',
      tk('Opening balance'),
      '1500.00',
      'Rupees they owe you; negative when you owe them.',
      ['opening', 'balance', 'amount'],
      true,
    ),
  ],
};

export const IMPORT_TITLES: Readonly<Record<ImportKind, string>> = {
  customers: 'Customers',
  items: 'Items',
  'opening-balances': 'Opening balances',
};

/** At most this many rows in one file: enough for a shop's masters, small enough to check. */
export const IMPORT_MAX_ROWS = 20_000;
/** Columns read at most: a value further right refuses the file (a shop's list has a dozen). */
export const IMPORT_MAX_COLUMNS = 100;
/** Bytes of one uploaded file. */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;

// The preview and result the server answers: their schemas are in replies/imports.ts.
export type {
  ImportProblemReply as ImportProblem,
  ImportPreviewRowReply as ImportPreviewRow,
  ImportCountsReply as ImportCounts,
  ImportPreviewReply as ImportPreview,
  NewUnitReply as NewUnit,
  ImportResultReply as ImportResult,
} from './replies/imports.ts';

export const IMPORT_MESSAGES = {
  noFile: tk('Please choose a file to import.'),
  badType: tk('Choose an Excel (.xlsx) or CSV (.csv) file.'),
  unreadable: tk('The file could not be read. Save it again as .xlsx or .csv and retry.'),
  empty: tk('The file has no rows under its header row.'),
  tooManyRows: (max: number) =>
    msg('The file has more than {{max}} rows. Split it into smaller files.', {
      max: max.toLocaleString('en-IN'),
    }),
  tooLarge: tk('The file is too large. Files can be at most 5 MB.'),
  unpackedTooLarge: tk(
    'The file unpacks to too much data to import (a sheet at most 64 MB). Keep only the rows and columns to import, save it again as .xlsx or .csv and retry.',
  ),
  lineTooLong: tk(
    'A line of the file is longer than 128 KB: no list to import has such rows. Save it again as .xlsx or .csv and retry.',
  ),
  tooManyColumns: (max: number) =>
    msg('The sheet has values beyond column {{max}}. Keep only the columns to import and retry.', {
      max,
    }),
  hasErrors: (n: number) =>
    n === 1
      ? tk('1 row has problems. Nothing was imported: fix the file and try again.')
      : msg('{{n}} rows have problems. Nothing was imported: fix the file and try again.', { n }),
  forbidden: tk('Only Admin/Manager can import.'),
  unknownKind: tk('Import customers, items or opening-balances.'),
  unitCodes: tk('Choose a GST unit code (UQC) from the list for each new unit.'),
  newUnit: (unit: string, uqc: string | null) =>
    uqc
      ? msg('Unit "{{unit}}" is new: it will be created with the GST unit code {{uqc}}.', {
          unit,
          uqc,
        })
      : msg(
          'Unit "{{unit}}" is new: it will be created. A unit without a GST unit code (UQC) stops the GSTR-1 download until one is set: choose its code below.',
          { unit },
        ),
} as const;
