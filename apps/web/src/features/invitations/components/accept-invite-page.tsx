import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router';
import { Trans, useTranslation } from '../../../i18n/react.ts';
import { acceptInviteSchema } from '@hisaab/shared/schemas/auth';
import { AUTH_MESSAGES, safeServerMessage } from '@hisaab/shared/messages';
import { INVITE_VALIDATION } from '@hisaab/shared/validation-messages';
import { displayMessage } from '../../../api/api-error.ts';
import { messageText } from '../../../i18n/i18n.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { CenteredCard } from '../../../ui/centered-card.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { acceptInvite } from '../api/accept-invite.ts';

const INVALID_LINK = INVITE_VALIDATION.invalidLink;

/** /accept-invite?email=&token= : the invited user sets a password (spec section 2). */
export function AcceptInvitePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const email = params.get('email')?.trim() ?? '';
  const token = params.get('token')?.trim() ?? '';
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(acceptInviteSchema),
    defaultValues: { email, token, password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    try {
      const res = await acceptInvite(values);
      const notice = safeServerMessage(res?.message, messageText(AUTH_MESSAGES.accountActivated));
      navigate(`/login?email=${encodeURIComponent(values.email)}`, { state: { notice } });
    } catch (err) {
      setServerError(displayMessage(err, AUTH_MESSAGES.failedToAcceptInvitation));
    }
  });

  if (!email || !token) {
    return (
      <CenteredCard title={t('Accept Invitation')}>
        <Alert tone="error">{messageText(INVALID_LINK)}</Alert>
      </CenteredCard>
    );
  }

  const linkError = errors.email || errors.token ? INVALID_LINK : null;
  const passwordField = form.register('password');
  const confirmPasswordField = form.register('confirmPassword');
  return (
    <CenteredCard title={t('Accept Invitation')}>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
        <p className="text-muted">
          <Trans
            i18nKey="Set a password for <email>{{email}}</email>."
            values={{ email }}
            components={{ email: <span className="font-medium text-ink" /> }}
          />
        </p>
        <TextField
          label={t('Password')}
          type="password"
          autoComplete="new-password"
          autoFocus
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
        {linkError && <Alert tone="error">{messageText(linkError)}</Alert>}
        {serverError && <Alert tone="error">{serverError}</Alert>}
        <Button type="submit" pending={isSubmitting}>
          {t('Accept Invitation')}
        </Button>
      </form>
    </CenteredCard>
  );
}
