// Company settings and company information. Company information is Admin-only; the company's
// GSTIN locks once valid, and the company row (name, GSTIN, state) follows the information.
// A number format with {FY} counts per financial year: its next number is the counter of the
// current financial year (document_counters), else the settings column.
import { isGstinLocked, stateCodeFromGstin } from '@hisaab/shared/gstin';
import { financialYearOf, todayInIndia } from '@hisaab/shared/format';
import {
  checkFormattedNumber,
  formatDocumentNumber,
  hasFinancialYear,
} from '@hisaab/shared/number-format';
import { canEditCompanyInfo } from '@hisaab/shared/permissions';
import { PRINT_PAPERS, type CompanyInfo, type PrintPaper } from '@hisaab/shared/schemas/company';
import type {
  CompanyInfoReply,
  CompanySettingsReply,
  SettingKeyReply,
} from '@hisaab/shared/replies/settings';
import type { GstScheme } from '@hisaab/shared/gst/registration';
import {
  aatoBandOf,
  aboveFiveCrore,
  requestedAatoBand,
  type AatoBand,
} from '@hisaab/shared/einvoice/aato';
import { isLanguage, type Language } from '@hisaab/shared/i18n/languages';
import type { AppContext } from '../../platform/app-context.ts';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { CHANGED_SINCE, refuseStale } from '../../platform/versions.ts';
import { recordAudit, type AuditEntry } from '../../bookkeeping/audit-trail.ts';
import * as repo from './settings.repo.ts';
import {
  seriesNumberTaken,
  setYearCounter,
  yearCounter,
  type DocumentSeries,
} from '../transactions/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { msg, tk } from '@hisaab/shared/i18n/messages';
import { lutDatesProblem } from '@hisaab/shared/schemas/supply-settings';

export const SETTINGS_MESSAGES = {
  adminOnlyInfo: tk('Only admins can edit company information.'),
  gstinLocked: tk('Company GSTIN cannot be changed once set.'),
  unknownKey: (key: string) => msg("Unknown company setting '{{key}}'.", { key }),
  numberUsed: (n: string) =>
    msg('{{n}} is already used by another document. Choose a higher next number.', { n }),
} as const;

export const SETTING_KEYS = [
  'enableStockWarning',
  'enableTraceability',
  'invoicePrintMode',
  'invoiceNumberFormat',
  'purchaseNumberFormat',
  'nextInvoiceNumber',
  'nextPurchaseNumber',
  'estimateNumberFormat',
  'nextEstimateNumber',
  'saleOrderNumberFormat',
  'nextSaleOrderNumber',
  'purchaseOrderNumberFormat',
  'nextPurchaseOrderNumber',
  'deliveryChallanNumberFormat',
  'nextDeliveryChallanNumber',
  'creditNoteNumberFormat',
  'nextCreditNoteNumber',
  'debitNoteNumberFormat',
  'nextDebitNoteNumber',
  'salesDebitNoteNumberFormat',
  'nextSalesDebitNoteNumber',
  'lutReference',
  'lutValidFrom',
  'lutValidTo',
  'companyInfo',
  'aatoBand',
  'turnoverAbove5Cr',
  'upiId',
  'upiPayeeName',
  'printPaper',
  'gstScheme',
  'eInvoicingEnabled',
  'ewayBillThreshold',
  'documentLanguage',
  'bilingualPrint',
  'devanagariDigits',
] as const;
export type SettingKey = (typeof SETTING_KEYS)[number];

export const COMPANY_INFO_FIELDS = [
  'name',
  'address',
  'phone',
  'email',
  'website',
  'gstin',
  'pan',
  'cin',
] as const;

/** 'EnableStockWarning', 'enablestockwarning', … → the setting's key; unknown → 404. */
export function resolveSettingKey(raw: string): SettingKey {
  const key = SETTING_KEYS.find((k) => k.toLowerCase() === raw.trim().toLowerCase());
  if (!key) throw notFound(SETTINGS_MESSAGES.unknownKey(raw));
  return key;
}

export interface SettingsUpdate {
  enableStockWarning?: boolean | undefined;
  enableTraceability?: boolean | undefined;
  invoicePrintMode?: 0 | 1 | undefined;
  invoiceNumberFormat?: string | undefined;
  purchaseNumberFormat?: string | undefined;
  nextInvoiceNumber?: number | undefined;
  nextPurchaseNumber?: number | undefined;
  estimateNumberFormat?: string | undefined;
  nextEstimateNumber?: number | undefined;
  saleOrderNumberFormat?: string | undefined;
  nextSaleOrderNumber?: number | undefined;
  purchaseOrderNumberFormat?: string | undefined;
  nextPurchaseOrderNumber?: number | undefined;
  deliveryChallanNumberFormat?: string | undefined;
  nextDeliveryChallanNumber?: number | undefined;
  creditNoteNumberFormat?: string | undefined;
  nextCreditNoteNumber?: number | undefined;
  debitNoteNumberFormat?: string | undefined;
  nextDebitNoteNumber?: number | undefined;
  salesDebitNoteNumberFormat?: string | undefined;
  nextSalesDebitNoteNumber?: number | undefined;
  lutReference?: string | null | undefined;
  lutValidFrom?: string | null | undefined;
  lutValidTo?: string | null | undefined;
  companyInfo?: CompanyInfo | undefined;
  aatoBand?: AatoBand | undefined;
  turnoverAbove5Cr?: boolean | undefined;
  upiId?: string | null | undefined;
  upiPayeeName?: string | null | undefined;
  printPaper?: PrintPaper | undefined;
  gstScheme?: GstScheme | undefined;
  eInvoicingEnabled?: boolean | undefined;
  ewayBillThreshold?: number | undefined;
  documentLanguage?: Language | undefined;
  bilingualPrint?: boolean | undefined;
  devanagariDigits?: boolean | undefined;
  /** The settings' version the edit is based on (body or If-Match); null: none named. */
  version?: number | null | undefined;
}

/** The information as shown: the companies row stands in until information is saved. */
function companyInfoOf(
  settings: repo.SettingsRow | null,
  company: repo.CompanyRow,
): CompanyInfoReply {
  const gstin = settings?.infoGstin ?? company.gstin ?? null;
  return {
    name: settings?.infoName ?? company.name,
    address: settings?.infoAddress ?? null,
    phone: settings?.infoPhone ?? null,
    email: settings?.infoEmail ?? null,
    website: settings?.infoWebsite ?? null,
    gstin,
    pan: settings?.infoPan ?? null,
    cin: settings?.infoCin ?? null,
    stateCode: company.stateCode ?? (gstin ? stateCodeFromGstin(gstin) : null),
    gstinLocked: isGstinLocked(gstin),
  };
}

/** The next numbers as shown: for a {FY} format, the current financial year's counter. */
interface NextNumbers {
  nextInvoiceNumber: number;
  nextPurchaseNumber: number;
  nextEstimateNumber: number;
  nextSaleOrderNumber: number;
  nextPurchaseOrderNumber: number;
  nextDeliveryChallanNumber: number;
  nextCreditNoteNumber: number;
  nextDebitNoteNumber: number;
  nextSalesDebitNoteNumber: number;
}

function toReply(
  settings: repo.SettingsRow | null,
  company: repo.CompanyRow,
  next: NextNumbers,
): CompanySettingsReply {
  // Column defaults, for a company whose settings row was never written.
  const s = settings ?? {
    enableStockWarning: false,
    enableTraceability: false,
    invoicePrintMode: 0,
    invoiceNumberFormat: 'INV-{0000}',
    purchaseNumberFormat: 'PUR-{0000}',
    estimateNumberFormat: 'EST-{0000}',
    saleOrderNumberFormat: 'SO-{0000}',
    purchaseOrderNumberFormat: 'PO-{0000}',
    deliveryChallanNumberFormat: 'DC-{0000}',
    creditNoteNumberFormat: 'CN-{0000}',
    debitNoteNumberFormat: 'DN-{0000}',
    salesDebitNoteNumberFormat: 'SDN-{0000}',
    lutReference: null,
    lutValidFrom: null,
    lutValidTo: null,
    aatoBand: 'up_to_5cr',
    upiId: null,
    upiPayeeName: null,
    printPaper: 'A4',
    gstScheme: 'regular',
    ewayBillThresholdPaise: 5_000_000,
    documentLanguage: 'en',
    bilingualPrint: false,
    devanagariDigits: false,
  };
  const band = aatoBandOf(s.aatoBand);
  return {
    enableStockWarning: s.enableStockWarning,
    enableTraceability: s.enableTraceability,
    invoicePrintMode: s.invoicePrintMode === 1 ? 1 : 0,
    invoiceNumberFormat: s.invoiceNumberFormat,
    purchaseNumberFormat: s.purchaseNumberFormat,
    nextInvoiceNumber: next.nextInvoiceNumber,
    nextPurchaseNumber: next.nextPurchaseNumber,
    estimateNumberFormat: s.estimateNumberFormat,
    nextEstimateNumber: next.nextEstimateNumber,
    saleOrderNumberFormat: s.saleOrderNumberFormat,
    nextSaleOrderNumber: next.nextSaleOrderNumber,
    purchaseOrderNumberFormat: s.purchaseOrderNumberFormat,
    nextPurchaseOrderNumber: next.nextPurchaseOrderNumber,
    deliveryChallanNumberFormat: s.deliveryChallanNumberFormat,
    nextDeliveryChallanNumber: next.nextDeliveryChallanNumber,
    creditNoteNumberFormat: s.creditNoteNumberFormat,
    nextCreditNoteNumber: next.nextCreditNoteNumber,
    debitNoteNumberFormat: s.debitNoteNumberFormat,
    nextDebitNoteNumber: next.nextDebitNoteNumber,
    salesDebitNoteNumberFormat: s.salesDebitNoteNumberFormat,
    nextSalesDebitNoteNumber: next.nextSalesDebitNoteNumber,
    lutReference: s.lutReference,
    lutValidFrom: s.lutValidFrom,
    lutValidTo: s.lutValidTo,
    companyInfo: companyInfoOf(settings, company),
    aatoBand: band,
    turnoverAbove5Cr: aboveFiveCrore(band),
    upiId: s.upiId,
    upiPayeeName: s.upiPayeeName,
    printPaper: (PRINT_PAPERS as readonly string[]).includes(s.printPaper)
      ? (s.printPaper as PrintPaper)
      : 'A4',
    gstScheme: s.gstScheme === 'composition' ? 'composition' : 'regular',
    eInvoicingEnabled: aboveFiveCrore(band),
    ewayBillThreshold: Math.round(s.ewayBillThresholdPaise / 100),
    documentLanguage: isLanguage(s.documentLanguage) ? s.documentLanguage : 'en',
    bilingualPrint: s.bilingualPrint,
    devanagariDigits: s.devanagariDigits,
    // A company whose settings row was never written is at version 1 (the row's default).
    version: settings?.version ?? 1,
  };
}

const SIMPLE_KEYS = [
  'enableStockWarning',
  'enableTraceability',
  'invoicePrintMode',
  'upiId',
  'upiPayeeName',
  'printPaper',
  // Audited with the other settings (companySettings before/after).
  'gstScheme',
  'documentLanguage',
  'bilingualPrint',
  'devanagariDigits',
  'lutReference',
  'lutValidFrom',
  'lutValidTo',
] as const;

const NUMBERING = [
  { series: 'invoice', format: 'invoiceNumberFormat', next: 'nextInvoiceNumber' },
  { series: 'purchase', format: 'purchaseNumberFormat', next: 'nextPurchaseNumber' },
  { series: 'estimate', format: 'estimateNumberFormat', next: 'nextEstimateNumber' },
  { series: 'sale_order', format: 'saleOrderNumberFormat', next: 'nextSaleOrderNumber' },
  {
    series: 'purchase_order',
    format: 'purchaseOrderNumberFormat',
    next: 'nextPurchaseOrderNumber',
  },
  {
    series: 'delivery_challan',
    format: 'deliveryChallanNumberFormat',
    next: 'nextDeliveryChallanNumber',
  },
  { series: 'credit_note', format: 'creditNoteNumberFormat', next: 'nextCreditNoteNumber' },
  { series: 'debit_note', format: 'debitNoteNumberFormat', next: 'nextDebitNoteNumber' },
  {
    series: 'sales_debit_note',
    format: 'salesDebitNoteNumberFormat',
    next: 'nextSalesDebitNoteNumber',
  },
] as const;

/** What an update changes: the settings and company rows, and the {FY} counters' next numbers. */
interface Changes {
  settings: repo.SettingsChanges;
  company: repo.CompanyChanges;
  yearBefore: Record<string, unknown>;
  yearAfter: Record<string, unknown>;
}

/**
 * The settings kept as sent (LUT days checked), the turnover band and the e-way bill limit.
 * Like each step of the update, it adds what it changes and answers whether it changed any.
 */
function plainChanges(
  patch: SettingsUpdate,
  settings: repo.SettingsRow,
  changes: Changes,
): boolean {
  let changed = false;
  for (const key of SIMPLE_KEYS) {
    const value = patch[key];
    if (value !== undefined && value !== settings[key]) {
      Object.assign(changes.settings, { [key]: value });
      changed = true;
    }
  }

  // The LUT's days as they will be stored: from on or before to.
  const lutFrom = patch.lutValidFrom === undefined ? settings.lutValidFrom : patch.lutValidFrom;
  const lutTo = patch.lutValidTo === undefined ? settings.lutValidTo : patch.lutValidTo;
  const lutProblem = lutDatesProblem(lutFrom, lutTo);
  if (lutProblem !== null)
    throw fieldError(patch.lutValidTo !== undefined ? 'lutValidTo' : 'lutValidFrom', lutProblem);

  // The turnover band, or the old true/false fields that now read and write it.
  const current = aatoBandOf(settings.aatoBand);
  const band = requestedAatoBand(patch, current);
  if (band !== undefined && band !== current) {
    changes.settings.aatoBand = band;
    changed = true;
  }

  // Rupees on the wire, paise in the row.
  if (
    patch.ewayBillThreshold !== undefined &&
    patch.ewayBillThreshold * 100 !== settings.ewayBillThresholdPaise
  ) {
    changes.settings.ewayBillThresholdPaise = patch.ewayBillThreshold * 100;
    changed = true;
  }
  return changed;
}

/**
 * The company information (Admin only, the GSTIN locked once valid) and the company row that
 * follows it. A Manager's form may send the information back unchanged with the other settings.
 */
function companyInfoChanges(
  me: AccessClaims,
  patch: SettingsUpdate,
  settings: repo.SettingsRow,
  company: repo.CompanyRow,
  changes: Changes,
): boolean {
  const info = patch.companyInfo;
  if (!info) return false;
  const current = companyInfoOf(settings, company);
  if (!COMPANY_INFO_FIELDS.some((f) => info[f] !== current[f])) return false;
  if (!canEditCompanyInfo(me.roles)) throw forbidden(SETTINGS_MESSAGES.adminOnlyInfo);
  if (current.gstinLocked && info.gstin !== current.gstin) {
    throw conflict(SETTINGS_MESSAGES.gstinLocked, {
      gstin: [SETTINGS_MESSAGES.gstinLocked],
    });
  }
  Object.assign(changes.settings, {
    infoName: info.name,
    infoAddress: info.address,
    infoPhone: info.phone,
    infoEmail: info.email,
    infoWebsite: info.website,
    infoGstin: info.gstin,
    infoPan: info.pan,
    infoCin: info.cin,
  });
  // companies.name cannot be empty: a cleared name keeps the registered one.
  if (info.name !== null && info.name !== company.name) changes.company.name = info.name;
  if (info.gstin !== company.gstin) {
    changes.company.gstin = info.gstin;
    changes.company.stateCode = info.gstin ? stateCodeFromGstin(info.gstin) : null;
  }
  return true;
}

/** The audit entries of an update: the settings (with the year counters) and the company row. */
function auditOf(
  me: AccessClaims,
  settings: repo.SettingsRow,
  company: repo.CompanyRow,
  changes: Changes,
): AuditEntry[] {
  const audit: AuditEntry[] = [];
  const base = {
    companyId: me.companyId,
    userId: me.userId,
    entityId: me.companyId,
    action: 'update',
  } as const;
  if (Object.keys(changes.settings).length + Object.keys(changes.yearAfter).length > 0) {
    const before = Object.fromEntries(
      Object.keys(changes.settings).map((k) => [k, settings[k as keyof repo.SettingsChanges]]),
    );
    audit.push({
      ...base,
      entity: 'companySettings',
      before: { ...before, ...changes.yearBefore },
      after: { ...changes.settings, ...changes.yearAfter },
    });
  }
  if (Object.keys(changes.company).length > 0) {
    const before = Object.fromEntries(
      Object.keys(changes.company).map((k) => [k, company[k as keyof repo.CompanyChanges]]),
    );
    audit.push({ ...base, entity: 'company', before, after: changes.company });
  }
  return audit;
}

export function settingsService(ctx: AppContext) {
  /** Today's financial year ('2025-26') when the format counts per year, else null. */
  function yearOf(format: string): string | null {
    return hasFinancialYear(format) ? financialYearOf(todayInIndia(ctx.now())).label : null;
  }

  /** A series' next number: the year's counter (1 before its first document), or the column. */
  async function nextOf(
    db: DbOrTx,
    companyId: number,
    series: DocumentSeries,
    format: string,
    column: number,
  ): Promise<number> {
    const fy = yearOf(format);
    return fy === null ? column : ((await yearCounter(db, companyId, series, fy)) ?? 1);
  }

  async function read(companyId: number): Promise<CompanySettingsReply> {
    const { settings, company } = await repo.findSettings(ctx.db, companyId);
    if (!company) throw notFound(tk('Company not found.'));
    const next: NextNumbers = {
      nextInvoiceNumber: 1,
      nextPurchaseNumber: 1,
      nextEstimateNumber: 1,
      nextSaleOrderNumber: 1,
      nextPurchaseOrderNumber: 1,
      nextDeliveryChallanNumber: 1,
      nextCreditNoteNumber: 1,
      nextDebitNoteNumber: 1,
      nextSalesDebitNoteNumber: 1,
    };
    if (settings) {
      for (const n of NUMBERING)
        next[n.next] = await nextOf(
          ctx.db,
          companyId,
          n.series,
          settings[n.format],
          settings[n.next],
        );
    }
    return toReply(settings, company, next);
  }

  /**
   * The number formats and next numbers: each series whose format or next number changes is
   * checked (the number formats, and is not taken); the next number of a {FY} format goes to
   * the year's counter, audited with the settings.
   */
  async function numberingChanges(
    tx: DbOrTx,
    companyId: number,
    patch: SettingsUpdate,
    settings: repo.SettingsRow,
    changes: Changes,
  ): Promise<boolean> {
    const today = todayInIndia(ctx.now());
    let changed = false;
    for (const n of NUMBERING) {
      const format = patch[n.format] ?? settings[n.format];
      const fy = yearOf(format);
      // The next number of this format as stored: the current year's counter or the column
      // (a format newly given {FY} continues that year's counter unless a number is sent).
      const stored = await nextOf(tx, companyId, n.series, format, settings[n.next]);
      const next = patch[n.next] ?? stored;
      if (format === settings[n.format] && next === stored) continue;
      // Past here the format or the next number changes.
      changed = true;
      const problem = checkFormattedNumber(format, next, today);
      if (problem !== null)
        throw fieldError(patch[n.format] !== undefined ? n.format : n.next, problem);
      const number = formatDocumentNumber(format, next, today);
      if (await seriesNumberTaken(tx, companyId, n.series, number)) {
        throw conflict(SETTINGS_MESSAGES.numberUsed(number), {
          [n.next]: [SETTINGS_MESSAGES.numberUsed(number)],
        });
      }
      if (fy === null) {
        Object.assign(changes.settings, { [n.format]: format, [n.next]: next });
        continue;
      }
      if (format !== settings[n.format]) Object.assign(changes.settings, { [n.format]: format });
      if (next !== stored) {
        await setYearCounter(tx, companyId, n.series, fy, next);
        Object.assign(changes.yearBefore, { [n.next]: stored, financialYear: fy });
        Object.assign(changes.yearAfter, { [n.next]: next, financialYear: fy });
      }
    }
    return changed;
  }

  return {
    get: (me: AccessClaims) => read(me.companyId),

    /** One setting, and the settings' version (issue 37: the reply's ETag). */
    async getKey(
      me: AccessClaims,
      key: SettingKey,
    ): Promise<{ setting: SettingKeyReply; version: number }> {
      const settings = await read(me.companyId);
      return { setting: { key, value: settings[key] }, version: settings.version };
    },

    /** Applies the given fields; absent ones stay. Nothing changes unless everything is valid. */
    async update(me: AccessClaims, patch: SettingsUpdate): Promise<CompanySettingsReply> {
      await ctx.db.transaction(async (tx) => {
        const { settings, company } = await repo.lockSettings(tx, me.companyId);
        // The settings and the information are one record: an edit based on an older version
        // of it is refused, whichever part it changes (issue 37).
        await refuseStale(
          tx,
          me.companyId,
          settings,
          patch.version ?? null,
          CHANGED_SINCE.settings,
        );
        const changes: Changes = { settings: {}, company: {}, yearBefore: {}, yearAfter: {} };
        // Each step adds what it changes and answers whether it changed anything.
        const changed = [
          plainChanges(patch, settings, changes),
          await numberingChanges(tx, me.companyId, patch, settings, changes),
          companyInfoChanges(me, patch, settings, company, changes),
        ].includes(true);
        // An edit that changes something is a new version (a save of what is stored is not).
        await repo.updateSettings(
          tx,
          me.companyId,
          changes.settings,
          changed ? { userId: me.userId, at: ctx.now() } : null,
        );
        await repo.updateCompany(tx, me.companyId, changes.company);
        await recordAudit(tx, auditOf(me, settings, company, changes), ctx.now());
      });
      return read(me.companyId);
    },
  };
}
