import { Link } from 'react-router';
import { useTranslation } from '../../../i18n/react.ts';
import { Button } from '../../../ui/button.tsx';
import { GstinField } from '../../../ui/gstin-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { RegisterForm } from './register-form-types.ts';

interface CompanyStepProps {
  form: RegisterForm;
  onNext: () => void;
}

/** Step 1 Plan & Company: company name (2+ characters) and an optional GSTIN. */
export function CompanyStep({ form, onNext }: CompanyStepProps) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const name = form.watch('companyName') ?? '';
  const companyNameField = form.register('companyName');
  const gstinField = form.register('gstin');
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-md bg-accent-soft px-3 py-2 text-sm">
        {t(
          'Every new company starts with 6 months (180 days) of unlimited access, no card needed. Choose a yearly plan afterwards.',
        )}{' '}
        <Link to="/plans" className="text-accent underline underline-offset-2">
          {t('See plans')}
        </Link>
      </p>
      <TextField
        label={t('Company name')}
        autoComplete="organization"
        autoFocus
        error={errors.companyName?.message}
        {...companyNameField}
      />
      <GstinField
        kind="company"
        label={t('GSTIN (optional)')}
        hint={t('15 characters, e.g. 27ABCDE1234F1Z5')}
        error={errors.gstin?.message}
        {...gstinField}
      />
      <div className="flex justify-end">
        <Button onClick={onNext} disabled={name.trim().length < 2}>
          {t('Next')}
        </Button>
      </div>
    </div>
  );
}
