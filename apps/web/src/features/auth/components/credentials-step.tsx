import { useTranslation } from '../../../i18n/react.ts';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import type { RegisterForm } from './register-form-types.ts';

/** Step 3 Credentials: the first Admin's email and password. */
export function CredentialsStep({ form, onBack }: { form: RegisterForm; onBack: () => void }) {
  const { t } = useTranslation();
  const { errors, isSubmitting } = form.formState;
  const emailField = form.register('email');
  const passwordField = form.register('password');
  const confirmPasswordField = form.register('confirmPassword');
  return (
    <div className="flex flex-col gap-3">
      <TextField
        label={t('Email')}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...emailField}
      />
      <TextField
        label={t('Password')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...passwordField}
      />
      <TextField
        label={t('Confirm Password')}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...confirmPasswordField}
      />
      <div className="flex justify-between">
        <Button variant="secondary" onClick={onBack}>
          {t('Back')}
        </Button>
        <Button type="submit" pending={isSubmitting}>
          {t('Register')}
        </Button>
      </div>
    </div>
  );
}
