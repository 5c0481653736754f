import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Trans, useTranslation } from '../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { z } from 'zod';
import { resetPasswordSchema } from '@hisaab/shared/schemas/auth';
import { safeServerMessage } from '@hisaab/shared/messages';
import { REGISTRATION_VALIDATION } from '@hisaab/shared/validation-messages';
import { displayMessage } from '../../../api/api-error.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { CenteredCard } from '../../../ui/centered-card.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { resetPassword } from '../api/account-emails.ts';

// The server takes one password; the confirmation is checked here only.
const resetFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: REGISTRATION_VALIDATION.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

const INVALID_LINK = tk(
  'This password reset link is invalid. Ask for a new one from the login page.',
);

/** /reset-password?email=&token= from the reset mail (contracts.md). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(resetFormSchema),
    defaultValues: { email, token, password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ confirmPassword: _confirm, ...input }) => {
    setError(null);
    try {
      const reply = await resetPassword(input);
      const notice = safeServerMessage(
        reply?.message,
        t('Your password has been reset. You can log in now.'),
      );
      navigate(`/login?email=${encodeURIComponent(input.email)}`, { state: { notice } });
    } catch (err) {
      setError(displayMessage(err, t('Unable to reset the password. Please try again.')));
    }
  });

  if (!email || !token || errors.email || errors.token) {
    return (
      <CenteredCard title={t('Reset password')}>
        <Alert tone="error">{t(INVALID_LINK)}</Alert>
        <Link to="/login" className="mt-3 inline-block text-accent underline underline-offset-2">
          {t('Back to login')}
        </Link>
      </CenteredCard>
    );
  }

  const passwordField = form.register('password');
  const confirmPasswordField = form.register('confirmPassword');
  return (
    <CenteredCard title={t('Reset password')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <p className="text-muted">
          <Trans
            i18nKey="Choose a new password for <email>{{email}}</email>."
            values={{ email }}
            components={{ email: <span className="font-medium text-ink" /> }}
          />
        </p>
        <TextField
          label={t('New password')}
          type="password"
          autoComplete="new-password"
          autoFocus
          error={errors.password?.message}
          {...passwordField}
        />
        <TextField
          label={t('Confirm new password')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...confirmPasswordField}
        />
        {error && <Alert tone="error">{error}</Alert>}
        <Button type="submit" pending={isSubmitting}>
          {t('Set new password')}
        </Button>
      </form>
    </CenteredCard>
  );
}
