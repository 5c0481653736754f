import { useTranslation } from '../../../i18n/react.ts';
import { messageText } from '../../../i18n/i18n.ts';
import { INVOICE_NUMBER_MAX } from '@hisaab/shared/invoice-number';
import {
  SUPPLIER_INVOICE_LABELS,
  supplierInvoiceNumberText,
} from '@hisaab/shared/supplier-invoice';
import { DatePicker } from '../../../ui/date-picker.tsx';
import { TextField } from '../../../ui/text-field.tsx';

interface SupplierInvoiceFieldsProps {
  number: string;
  date: string;
  onChange: (patch: { supplierInvoiceNumber?: string; supplierInvoiceDate?: string }) => void;
}

/**
 * A purchase's own reference: the number and date printed on the supplier's invoice (what
 * GSTR-2B lists and input tax credit is matched on). Both optional, so they come after the
 * lines: Enter on the supplier still goes straight to the first item.
 */
export function SupplierInvoiceFields({ number, date, onChange }: SupplierInvoiceFieldsProps) {
  const { t } = useTranslation();
  const problem = supplierInvoiceNumberText(number);
  return (
    <section
      aria-label={t("Supplier's invoice")}
      className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-md border border-line bg-surface p-3 sm:grid-cols-[minmax(0,1fr)_12rem]"
    >
      <TextField
        label={messageText(SUPPLIER_INVOICE_LABELS.number)}
        value={number}
        maxLength={INVOICE_NUMBER_MAX}
        autoComplete="off"
        placeholder={t("As printed on the supplier's bill")}
        error={problem ? messageText(problem) : undefined}
        onChange={(e) => onChange({ supplierInvoiceNumber: e.target.value })}
      />
      <DatePicker
        label={messageText(SUPPLIER_INVOICE_LABELS.date)}
        value={date}
        onChange={(supplierInvoiceDate) => onChange({ supplierInvoiceDate })}
      />
    </section>
  );
}
