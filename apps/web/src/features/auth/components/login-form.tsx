import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate } from 'react-router';
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
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
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
      setError(displayMessage(err, AUTH_MESSAGES.unableToLogIn));
    }
  });

  const currentEmail = () => form.getValues('email');

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        autoFocus={!initialEmail}
        error={errors.email?.message}
        {...form.register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus={Boolean(initialEmail)}
        error={errors.password?.message}
        {...form.register('password')}
      />
      {error && (
        <Alert tone="error">
          {error}
          {needsConfirmation(error) && (
            <>
              {' '}
              <Button variant="link" onClick={() => onResendVerification(currentEmail())}>
                Resend verification email
              </Button>
            </>
          )}
        </Alert>
      )}
      <Button type="submit" pending={isSubmitting}>
        Log in
      </Button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <Button variant="link" onClick={() => onForgotPassword(currentEmail())}>
          Forgot password?
        </Button>
        <Button variant="link" onClick={() => onResendVerification(currentEmail())}>
          Resend verification
        </Button>
      </div>
    </form>
  );
}
