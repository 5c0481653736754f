import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../../i18n/react.ts';
import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@hisaab/shared/schemas/auth';
import { safeServerMessage } from '@hisaab/shared/messages';
import { displayMessage } from '../../../api/api-error.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';

interface EmailRequestFormProps {
  intro: string;
  submitLabel: string;
  initialEmail: string;
  send: (email: string) => Promise<{ message?: string } | null>;
  successFallback: string;
  errorFallback: string;
  onBack: () => void;
}

/** One email field and a button: forgot password and resend verification (spec section 2). */
export function EmailRequestForm(props: EmailRequestFormProps) {
  const { t } = useTranslation();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const form = useForm({
    resolver: zodResolver(emailSchema),
    defaultValues: { email: props.initialEmail },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setResult(null);
    try {
      const reply = await props.send(email);
      setResult({
        tone: 'success',
        text: safeServerMessage(reply?.message, t(props.successFallback)),
      });
    } catch (err) {
      setResult({ tone: 'error', text: displayMessage(err, props.errorFallback) });
    }
  });

  const emailField = form.register('email');
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <p className="text-muted">{t(props.intro)}</p>
      <TextField
        label={t('Email')}
        type="email"
        autoComplete="email"
        autoFocus
        error={errors.email?.message}
        {...emailField}
      />
      {result && <Alert tone={result.tone}>{result.text}</Alert>}
      <Button type="submit" pending={isSubmitting}>
        {t(props.submitLabel)}
      </Button>
      <Button variant="link" onClick={props.onBack} className="self-start">
        {t('Back to login')}
      </Button>
    </form>
  );
}
