import { Fragment, type ReactNode } from 'react';
import { useTranslation } from '../../../../i18n/react.ts';
import { Controller, useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { tk } from '@hisaab/shared/i18n/messages';
import {
  companySettingsSchema,
  type CompanySettingsInput,
  type CompanySettingsUpdate,
} from '@hisaab/shared/schemas/company';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import type { CompanySettingsReply } from '@hisaab/shared/replies/settings';
import type { CompanySettingsBody } from '../../api/company-settings.ts';
import { Checkbox } from '../common/checkbox.tsx';
import { AATO_BANDS, AATO_BAND_LABELS } from '@hisaab/shared/einvoice/aato';
import { NumberFormatField } from './number-format-field.tsx';
import { LutFields } from './lut-fields.tsx';
import { fieldError } from '../common/messages.ts';

/** The form's field names (kept out of the markup, which holds only words to translate). */
const FIELD = {
  enableStockWarning: 'enableStockWarning',
  enableTraceability: 'enableTraceability',
  upiId: 'upiId',
  upiPayeeName: 'upiPayeeName',
  ewayBillThreshold: 'ewayBillThreshold',
} as const;

const UPI_EXAMPLE = 'shopname@okaxis';

const PRINT_MODES = [
  ['Standard', tk('Standard')],
  ['Estimate', tk('Estimate')],
] as const;

const SCHEMES = [
  ['regular', tk('Regular')],
  ['composition', tk('Composition')],
] as const;

const PAPERS = [
  ['A4', 'A4'],
  ['80mm', tk('80 mm roll')],
  ['58mm', tk('58 mm roll')],
] as const;

/** Every numbered series: its format and next-number fields, side by side in the form. */
const SERIES = [
  {
    name: 'invoice',
    format: 'invoiceNumberFormat',
    next: 'nextInvoiceNumber',
    formatLabel: tk('Invoice number format'),
    nextLabel: tk('Next invoice number'),
  },
  {
    name: 'purchase',
    format: 'purchaseNumberFormat',
    next: 'nextPurchaseNumber',
    formatLabel: tk('Purchase number format'),
    nextLabel: tk('Next purchase number'),
  },
  {
    name: 'estimate',
    format: 'estimateNumberFormat',
    next: 'nextEstimateNumber',
    formatLabel: tk('Estimate number format'),
    nextLabel: tk('Next estimate number'),
  },
  {
    name: 'sale order',
    format: 'saleOrderNumberFormat',
    next: 'nextSaleOrderNumber',
    formatLabel: tk('Sale order number format'),
    nextLabel: tk('Next sale order number'),
  },
  {
    name: 'purchase order',
    format: 'purchaseOrderNumberFormat',
    next: 'nextPurchaseOrderNumber',
    formatLabel: tk('Purchase order number format'),
    nextLabel: tk('Next purchase order number'),
  },
  {
    name: 'delivery challan',
    format: 'deliveryChallanNumberFormat',
    next: 'nextDeliveryChallanNumber',
    formatLabel: tk('Delivery challan number format'),
    nextLabel: tk('Next delivery challan number'),
  },
  {
    name: 'credit note',
    format: 'creditNoteNumberFormat',
    next: 'nextCreditNoteNumber',
    formatLabel: tk('Credit note number format'),
    nextLabel: tk('Next credit note number'),
  },
  {
    name: 'debit note',
    format: 'debitNoteNumberFormat',
    next: 'nextDebitNoteNumber',
    formatLabel: tk('Debit note number format'),
    nextLabel: tk('Next debit note number'),
  },
  {
    name: 'debit note to a customer',
    format: 'salesDebitNoteNumberFormat',
    next: 'nextSalesDebitNoteNumber',
    formatLabel: tk('Customer debit note number format'),
    nextLabel: tk('Next customer debit note number'),
  },
] as const;

/** One setting chosen by radio buttons: its legend, its options and anything said beneath. */
function RadioChoices(props: {
  legend: string;
  options: readonly (readonly [string, string])[];
  field: UseFormRegisterReturn;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-wrap items-center gap-4">
      <legend className="mb-1 text-sm font-medium">{props.legend}</legend>
      {props.options.map(([value, name]) => (
        <label key={value} className="inline-flex items-center gap-2 text-sm">
          <input type="radio" value={value} className="accent-accent" {...props.field} /> {t(name)}
        </label>
      ))}
      {props.children}
    </fieldset>
  );
}

type SeriesKey = (typeof SERIES)[number]['format' | 'next'];

function defaults(s: CompanySettingsReply): CompanySettingsInput {
  return {
    enableStockWarning: s.enableStockWarning,
    enableTraceability: s.enableTraceability,
    invoicePrintMode: s.invoicePrintMode === 1 ? 'Estimate' : 'Standard',
    ...Object.fromEntries(
      SERIES.flatMap((x) => [
        [x.format, s[x.format]],
        [x.next, String(s[x.next])],
      ]),
    ),
    aatoBand: s.aatoBand,
    upiId: s.upiId ?? '',
    upiPayeeName: s.upiPayeeName ?? '',
    printPaper: s.printPaper,
    gstScheme: s.gstScheme,
    ewayBillThreshold: String(s.ewayBillThreshold),
    lutReference: s.lutReference ?? '',
    lutValidFrom: s.lutValidFrom ?? '',
    lutValidTo: s.lutValidTo ?? '',
  };
}

interface CompanySettingsFormProps {
  settings: CompanySettingsReply;
  /** Resolves true when saved. */
  onSave: (body: CompanySettingsBody) => Promise<boolean>;
}

/**
 * Stock warning, traceability, print mode and paper, the invoice and purchase numbering, the
 * turnover that decides how many HSN digits GSTR-1 needs, and the UPI ID for the QR on bills.
 */
export function CompanySettingsForm({ settings, onSave }: CompanySettingsFormProps) {
  const { t } = useTranslation();
  const form = useForm<CompanySettingsInput, unknown, CompanySettingsUpdate>({
    resolver: zodResolver(companySettingsSchema),
    defaultValues: defaults(settings),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const hasGstin = Boolean(settings.companyInfo.gstin);
  const nextNumbers = useWatch({ control: form.control, name: SERIES.map((x) => x.next) });

  const onSubmit = form.handleSubmit(async (v) => {
    const body: CompanySettingsBody = {
      enableStockWarning: v.enableStockWarning ?? settings.enableStockWarning,
      enableTraceability: v.enableTraceability ?? settings.enableTraceability,
      invoicePrintMode: v.invoicePrintMode ?? settings.invoicePrintMode,
      ...(Object.fromEntries(
        SERIES.flatMap((x) => [
          [x.format, v[x.format] ?? settings[x.format]],
          [x.next, v[x.next] ?? settings[x.next]],
        ]),
      ) as Pick<CompanySettingsBody, SeriesKey>),
      aatoBand: v.aatoBand ?? settings.aatoBand,
      upiId: v.upiId === undefined ? settings.upiId : v.upiId,
      upiPayeeName: v.upiPayeeName === undefined ? settings.upiPayeeName : v.upiPayeeName,
      printPaper: v.printPaper ?? settings.printPaper,
      gstScheme: v.gstScheme ?? settings.gstScheme,
      ewayBillThreshold: v.ewayBillThreshold ?? settings.ewayBillThreshold,
      lutReference: v.lutReference === undefined ? settings.lutReference : v.lutReference,
      lutValidFrom: v.lutValidFrom === undefined ? settings.lutValidFrom : v.lutValidFrom,
      lutValidTo: v.lutValidTo === undefined ? settings.lutValidTo : v.lutValidTo,
    };
    if (await onSave(body)) form.reset(form.getValues());
  });

  return (
    <form
      aria-label={t('Company settings')}
      noValidate
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        <Checkbox label={t('Enable stock warning')} {...form.register(FIELD.enableStockWarning)} />
        <Checkbox
          label={t('Enable traceability (lot / serial numbers)')}
          {...form.register(FIELD.enableTraceability)}
        />
      </div>
      <RadioChoices
        legend={t('Aggregate annual turnover (AATO)')}
        options={AATO_BANDS.map((b) => [b, AATO_BAND_LABELS[b]] as const)}
        field={form.register('aatoBand')}
      >
        <p className="basis-full text-xs text-muted">
          {t(
            'Above ₹5 crore: B2B bills get an IRN (e-invoicing) and HSN codes need 6 digits. At ₹10 crore or more, a bill must reach the IRP within 30 days of its date.',
          )}
        </p>
      </RadioChoices>
      <RadioChoices
        legend={t('Invoice print mode')}
        options={PRINT_MODES}
        field={form.register('invoicePrintMode')}
      />
      <RadioChoices legend={t('GST scheme')} options={SCHEMES} field={form.register('gstScheme')}>
        <p className="basis-full text-xs text-muted">
          {hasGstin
            ? t(
                'On the composition scheme bills carry no GST, print as Bill of Supply with the composition legend, and purchases give no input tax credit.',
              )
            : t(
                'Without a GSTIN the company collects no GST: bills carry no tax and print as Bill of Supply.',
              )}
        </p>
      </RadioChoices>
      <RadioChoices
        legend={t('Print paper')}
        options={PAPERS}
        field={form.register('printPaper')}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={t('UPI ID')}
          placeholder={UPI_EXAMPLE}
          autoComplete="off"
          hint={t('Bills with an amount due carry a QR to pay it by UPI.')}
          error={fieldError(errors.upiId?.message)}
          {...form.register(FIELD.upiId)}
        />
        <TextField
          label={t('UPI payee name')}
          hint={t("Shown in the customer's UPI app; the company name when blank.")}
          error={fieldError(errors.upiPayeeName?.message)}
          {...form.register(FIELD.upiPayeeName)}
        />
      </div>
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <TextField
          label={t('E-way bill reminder above (₹)')}
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
          hint={t(
            '₹50,000 by rule 138; some states set their own limit for moves within the state.',
          )}
          className="[&_input]:tabular-nums"
          error={fieldError(errors.ewayBillThreshold?.message)}
          {...form.register(FIELD.ewayBillThreshold)}
        />
      </div>
      <LutFields control={form.control} errors={errors} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        {SERIES.map((x, i) => (
          <Fragment key={x.name}>
            <Controller
              control={form.control}
              name={x.format}
              render={({ field }) => (
                <NumberFormatField
                  label={t(x.formatLabel)}
                  name={field.name}
                  value={typeof field.value === 'string' ? field.value : ''}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  next={Number(nextNumbers[i])}
                  error={fieldError(errors[x.format]?.message)}
                />
              )}
            />
            <TextField
              label={t(x.nextLabel)}
              type="number"
              inputMode="numeric"
              min="1"
              step="1"
              className="[&_input]:tabular-nums"
              error={fieldError(errors[x.next]?.message)}
              {...form.register(x.next)}
            />
          </Fragment>
        ))}
      </div>
      <div>
        <Button type="submit" pending={isSubmitting} disabled={!isDirty}>
          {t('Save Settings')}
        </Button>
      </div>
    </form>
  );
}
