import { useTranslation } from '../../../i18n/react.ts';
import { Button } from '../../../ui/button.tsx';
import { Dialog } from '../../../ui/dialog.tsx';

export function PrivacyPolicyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      title={t('Privacy Policy')}
      onClose={onClose}
      size="lg"
      footer={<Button onClick={onClose}>{t('Close')}</Button>}
    >
      <div className="flex flex-col gap-2">
        <p>
          {t(
            'Hisaab keeps your business records so that you can bill, pay and report. This policy says what we store, why, and what you can ask of us.',
          )}
        </p>
        <h3 className="font-semibold">{t('What we store')}</h3>
        <ul className="list-disc pl-5">
          <li>
            {t(
              'Your company: name, company code, GSTIN, PAN, CIN, address and contact details you enter.',
            )}
          </li>
          <li>
            {t('Your users: email addresses, roles, and passwords stored only as one-way hashes.')}
          </li>
          <li>
            {t(
              'Your records: customers and vendors, items, taxes, invoices, purchases, payments, expenses, bank accounts, saved reports and uploaded documents.',
            )}
          </li>
          <li>
            {t(
              'An audit trail of who changed which record and when, as Indian bookkeeping rules require, and short-lived technical logs to keep the service secure.',
            )}
          </li>
        </ul>
        <h3 className="font-semibold">{t('How we use it')}</h3>
        <p>
          {t(
            'Only to run the service for you: show your records, send the emails you ask for (verification, password reset, invitations, shared invoices) and keep accounts safe. Each company sees only its own data.',
          )}
        </p>
        <h3 className="font-semibold">{t('What we never do')}</h3>
        <p>
          {t(
            'We do not sell, rent or share your data with advertisers or data brokers. We share it only with the providers that host and deliver the service for us, or when Indian law requires it.',
          )}
        </p>
        <h3 className="font-semibold">{t('Your choices')}</h3>
        <p>
          {t(
            "An Admin can export reports at any time. To have your company and all its data deleted, or to ask what we hold about you, write to privacy@hisaab.app from the Admin's email address. We answer within 30 days. Records that tax law obliges us to keep are deleted when that period ends.",
          )}
        </p>
      </div>
    </Dialog>
  );
}
