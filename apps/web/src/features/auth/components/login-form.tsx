import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/react.ts';
import { loginSchema } from '@hisaab/shared/schemas/auth';
import { AUTH_MESSAGES } from '@hisaab/shared/messages';
import { displayMessage } from '../../../api/api-error.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { login } from '../api/login.ts';
import { needsConfirmation } from '../auth-texts.ts';

interface LoginFormProps {
  initialEmail: string;
  onForgotPassword: (email: string) => void;
  onResendVerification: (email: string) => void;
}

export function LoginForm({
  initialEmail,
  onForgotPassword,
  onResendVerification,
}: LoginFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [offerResend, setOfferResend] = useState(false);
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: initialEmail, password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await login(values);
      navigate('/dashboard', { replace: true });
    } catch (err) {
      setOfferResend(needsConfirmation(err));
      setError(displayMessage(err, AUTH_MESSAGES.unableToLogIn));
    }
  });

  const currentEmail = () => form.getValues('email');

  const emailField = form.register('email');
  const passwordField = form.register('password');
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextField
        label={t('Email')}
        type="email"
        autoComplete="email"
        autoFocus={!initialEmail}
        error={errors.email?.message}
        {...emailField}
      />
      <TextField
        label={t('Password')}
        type="password"
        autoComplete="current-password"
        autoFocus={Boolean(initialEmail)}
        error={errors.password?.message}
        {...passwordField}
      />
      {error && (
        <Alert tone="error">
          {error}
          {offerResend && (
            <>
              {' '}
              <Button variant="link" onClick={() => onResendVerification(currentEmail())}>
                {t('Resend verification email')}
              </Button>
            </>
          )}
        </Alert>
      )}
      <Button type="submit" pending={isSubmitting}>
        {t('Log in')}
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button variant="link" onClick={() => onForgotPassword(currentEmail())}>
          {t('Forgot password?')}
        </Button>
        <Button variant="link" onClick={() => onResendVerification(currentEmail())}>
          {t('Resend verification')}
        </Button>
      </div>
    </form>
  );
}
