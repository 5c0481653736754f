import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { formatDate, formatINR } from '@hisaab/shared/format';
import { ENGLISH_LABELS, type PrintLabels } from '@hisaab/shared/i18n/print-labels';
import { taxSummaryText } from '@hisaab/shared/print/print-model';
import type { TaxSummaryReply } from '@hisaab/shared/replies/transactions';
import { INVOICE_MESSAGES } from '@hisaab/shared/messages';
import { toPaise } from '@hisaab/shared/money';
import { normalizePhone, whatsappLink } from '@hisaab/shared/phone';
import { upiPaymentLink } from '@hisaab/shared/upi';
import { INVOICE_VALIDATION } from '@hisaab/shared/validation-messages';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useInvoiceSettings, type InvoiceSettings } from '../api/company-settings.ts';
import { usePrintLabels } from '../model/print-labels.ts';
import { messageText } from '../../../i18n/i18n.ts';

export interface ShareInfo {
  customerName: string;
  phone: string;
  amount: number;
  number: string;
  date: string;
  companyName: string;
  /** The public link of the uploaded PDF; null while it is not ready. */
  link: string | null;
  /** 'Invoice' or 'Estimate': what the message calls the document. */
  documentLabel?: string;
  /** The bill's tax by component and rate, named as its print names it ("IGST 5% ₹25.00"). */
  taxSummary?: TaxSummaryReply[];
  /** What is still due on a sale (rupees), for the UPI link; 0 on anything else. */
  upiDue?: number;
}

/** The UPI link for what is still due, when the company has a UPI ID. */
export function shareUpiLink(
  info: ShareInfo,
  settings: Pick<InvoiceSettings, 'upiId' | 'upiPayeeName'> | undefined,
): string | null {
  if (!settings?.upiId || !info.upiDue) return null;
  return upiPaymentLink({
    upiId: settings.upiId,
    payeeName: settings.upiPayeeName || info.companyName,
    duePaise: toPaise(info.upiDue.toFixed(2)),
    billNumber: info.number,
  });
}

/**
 * The message to the customer, in the company's document language (issue 28): `labels` are
 * the print's labels (English when absent).
 */
export function shareMessage(
  info: ShareInfo,
  amountText: string,
  upiLink?: string | null,
  labels: PrintLabels = ENGLISH_LABELS,
): string {
  const L = labels;
  const amount = Number(amountText);
  const shown =
    Number.isFinite(amount) && amountText.trim() !== ''
      ? L.digits(formatINR(toPaise(amount.toFixed(2))))
      : amountText;
  const documentLabel = L.t(info.documentLabel ?? 'Invoice');
  return [
    L.t('Dear {{name}},', { name: info.customerName }),
    L.t('Thank you for your business. {{document}} {{number}} dated {{date}} for {{amount}}.', {
      document: documentLabel,
      number: info.number,
      date: L.digits(formatDate(info.date)),
      amount: shown,
    }),
    info.taxSummary?.length
      ? L.t('Tax included: {{tax}}.', { tax: taxSummaryText(info.taxSummary, L) })
      : '',
    upiLink && info.upiDue
      ? L.t('Pay {{amount}} by UPI: {{link}}', {
          amount: L.digits(formatINR(toPaise(info.upiDue.toFixed(2)))),
          link: upiLink,
        })
      : '',
    L.t('Download your {{document}}: {{link}}', {
      // English writes "your invoice"; other languages keep their word as it is.
      document: L.language === 'en' ? documentLabel.toLowerCase() : documentLabel,
      link: info.link ?? '',
    }),
    info.companyName ? `— ${info.companyName}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Send via WhatsApp (spec section 2): phone, amount, read-only preview with the public link. */
export function WhatsAppDialog({ info, onClose }: { info: ShareInfo | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={info !== null} title={t('Send via WhatsApp')} onClose={onClose}>
      {info && <ShareForm info={info} onClose={onClose} />}
    </Dialog>
  );
}

function ShareForm({ info, onClose }: { info: ShareInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState(info.phone);
  const [amount, setAmount] = useState(info.amount.toFixed(2));
  const [error, setError] = useState<string | null>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const settings = useInvoiceSettings();
  // What the customer reads is in the company's document language.
  const labels = usePrintLabels(settings.data?.print) ?? ENGLISH_LABELS;
  const message = shareMessage(info, amount, shareUpiLink(info, settings.data), labels);

  useEffect(() => {
    const t = setTimeout(() => phoneRef.current?.focus(), 0);
    return () => clearTimeout(t);
  }, []);

  function send() {
    if (!info.link) {
      setError(INVOICE_MESSAGES.linkNotReady);
      return;
    }
    const normalized = normalizePhone(phone);
    const url = normalized ? whatsappLink(normalized, message) : null;
    if (!url) {
      setError(INVOICE_VALIDATION.phoneInvalid);
      return;
    }
    setError(null);
    window.open(url, '_blank', 'noopener');
    onClose();
  }

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <TextField
        ref={phoneRef}
        label={t('Phone')}
        type="tel"
        inputMode="tel"
        value={phone}
        hint={t('A 10-digit number gets +91.')}
        error={error === INVOICE_VALIDATION.phoneInvalid ? messageText(error) : undefined}
        onChange={(e) => setPhone(e.target.value)}
      />
      <TextField
        label={t('Amount')}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor="share-message" className="text-sm font-medium">
          {t('Message')}
        </label>
        <textarea
          id="share-message"
          readOnly
          rows={5}
          value={message}
          className="w-full rounded-md border border-line bg-canvas px-2.5 py-1.5 text-sm"
        />
      </div>
      <TextField label={t('Public link')} readOnly value={info.link ?? ''} />
      {error && error !== INVOICE_VALIDATION.phoneInvalid && (
        <Alert tone="error">{messageText(error)}</Alert>
      )}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          {t('Close')}
        </Button>
        <Button type="submit">{t('Send')}</Button>
      </div>
    </form>
  );
}
