import { useTranslation } from '../../../i18n/react.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';

export function FairUsageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      title={t('Fair Usage Policy')}
      onClose={onClose}
      footer={<Button onClick={onClose}>{t('Close')}</Button>}
    >
      <div className="flex flex-col gap-2">
        <p>
          {t(
            'Every Hisaab plan is meant for the day-to-day billing and bookkeeping of one business. The limits on users and invoices are generous for that use; this policy covers the rare cases where an account is used in a way that harms the service for others.',
          )}
        </p>
        <ul className="list-disc pl-5">
          <li>
            {t('One company account serves one business. Accounts are not shared or resold.')}
          </li>
          <li>
            {t(
              'Automated or bulk traffic (scripts, scraping, repeated exports far beyond normal use) may be slowed down (throttled) so that other customers are not affected.',
            )}
          </li>
          <li>
            {t(
              "Invoices beyond the plan's yearly count need an add-on block; users beyond the plan need extra seats.",
            )}
          </li>
          <li>
            {t(
              'Accounts used for fraud, spam or to store material unrelated to the business may be suspended after a notice by email, except where the law requires immediate action.',
            )}
          </li>
        </ul>
        <p>
          {t(
            'During the free period usage is unlimited under the same policy. If you expect heavy use, write to us first and we will suggest the right plan.',
          )}
        </p>
      </div>
    </Dialog>
  );
}
