import { Link } from 'react-router';
import { normalizeGstin } from '@hisaab/shared/gstin';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { RegisterForm } from './register-form-types.ts';

interface CompanyStepProps {
  form: RegisterForm;
  onNext: () => void;
}

/** Step 1 Plan & Company: company name (2+ characters) and an optional GSTIN. */
export function CompanyStep({ form, onNext }: CompanyStepProps) {
  const { errors } = form.formState;
  const name = form.watch('companyName') ?? '';
  const gstin = form.register('gstin');
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-md bg-accent-soft px-3 py-2 text-sm">
        Every new company starts with 6 months (180 days) of unlimited access, no card needed.
        Choose a yearly plan afterwards.{' '}
        <Link to="/plans" className="text-accent underline underline-offset-2">
          See plans
        </Link>
      </p>
      <TextField
        label="Company name"
        autoComplete="organization"
        autoFocus
        error={errors.companyName?.message}
        {...form.register('companyName')}
      />
      <TextField
        label="GSTIN (optional)"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={15}
        hint="15 characters, e.g. 27ABCDE1234F1Z5"
        error={errors.gstin?.message}
        {...gstin}
        onChange={(e) => {
          // Upper-cased, letters and digits only, at most 15, as the user types.
          e.target.value = normalizeGstin(e.target.value);
          return gstin.onChange(e);
        }}
      />
      <div className="flex justify-end">
        <Button onClick={onNext} disabled={name.trim().length < 2}>
          Next
        </Button>
      </div>
    </div>
  );
}
