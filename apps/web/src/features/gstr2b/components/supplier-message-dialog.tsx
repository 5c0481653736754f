// A supplier's invoices missing from 2B as a message: sent on WhatsApp (a wa.me link, as bills
// are shared), by e-mail, or copied.
import { useQuery } from '@tanstack/react-query';
import { displayMessage } from '../../../api/api-error.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { GSTR2B_KEY, supplierMessage } from '../api/gstr2b-api.ts';
import { useTranslation } from '../../../i18n/react.ts';

const LINK =
  'inline-flex items-center rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-accent';

export function SupplierMessageDialog({
  uploadId,
  gstin,
  onClose,
}: {
  uploadId: number;
  gstin: string | null;
  onClose: () => void;
}) {
  const message = useQuery({
    queryKey: [...GSTR2B_KEY, 'message', uploadId, gstin],
    enabled: gstin !== null,
    queryFn: () => supplierMessage(uploadId, gstin!),
  });
  const m = message.data;
  const { t } = useTranslation();
  return (
    <Dialog
      open={gstin !== null}
      title={m ? t('Message to {{name}}', { name: m.supplierName }) : t('Message to the supplier')}
      onClose={onClose}
      size="lg"
      footer={
        <Button variant="secondary" onClick={onClose}>
          {t('Close')}
        </Button>
      }
    >
      {message.isPending ? (
        <LoadingText />
      ) : message.isError ? (
        <Alert tone="error">
          {displayMessage(message.error, t('The message could not be made. Please try again.'))}
        </Alert>
      ) : (
        m && (
          <div className="space-y-3">
            <label className="block text-sm font-medium" htmlFor="gstr2b-message">
              {m.count === 1
                ? t('1 document missing from 2B')
                : t('{{count}} documents missing from 2B', { count: m.count })}
            </label>
            <textarea
              id="gstr2b-message"
              readOnly
              data-autofocus
              value={m.text}
              rows={Math.min(14, m.text.split('\n').length + 5)}
              className="w-full rounded-md border border-line bg-canvas p-2 text-base sm:text-sm"
            />
            <div className="flex flex-wrap gap-2">
              {m.whatsappUrl ? (
                <a
                  href={m.whatsappUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={`${LINK} border-accent bg-accent text-white`}
                >
                  {t('Send on WhatsApp')}
                </a>
              ) : (
                <p className="text-sm text-muted">
                  {t(
                    "Add {{name}}'s phone number in Settings → Customers to send this on WhatsApp.",
                    { name: m.supplierName },
                  )}
                </p>
              )}
              <a href={m.mailtoUrl} className={`${LINK} border-line bg-surface`}>
                {t('Send by e-mail')}
              </a>
              <Button variant="secondary" onClick={() => navigator.clipboard?.writeText(m.text)}>
                {t('Copy text')}
              </Button>
            </div>
          </div>
        )
      )}
    </Dialog>
  );
}
