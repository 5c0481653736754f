import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/react.ts';
import { Alert } from '../../../ui/alert.tsx';
import { CenteredCard } from '../../../ui/centered-card.tsx';
import { forgotPassword, resendVerificationEmail } from '../api/account-emails.ts';
import {
  AUTH_TITLES,
  CONFIRMED,
  EMAIL_REQUESTS,
  NOT_CONFIRMED,
  type AuthView,
} from '../auth-texts.ts';
import { EmailRequestForm } from './email-request-form.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterWizard } from './register-wizard.tsx';

// Underlined always: links in running text must not rely on colour alone (axe).
const LINK = 'text-accent underline underline-offset-2';

/**
 * The signed-out page for every other path: register at /register, else login (with
 * ?email= prefilled). Forgot-password and resend-verification switch in place.
 */
export function AuthPage() {
  const { t } = useTranslation();
  const { pathname, state } = useLocation();
  const [params] = useSearchParams();
  const [view, setView] = useState<AuthView>(pathname === '/register' ? 'register' : 'login');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const notice = (state as { notice?: unknown } | null)?.notice;
  const confirmed = params.get('confirmed');

  function switchTo(next: AuthView, withEmail?: string) {
    if (withEmail !== undefined) setEmail(withEmail);
    setView(next);
  }

  return (
    <CenteredCard title={t(AUTH_TITLES[view])}>
      {view === 'login' && (
        <div className="flex flex-col gap-3">
          {confirmed === '1' && <Alert tone="success">{t(CONFIRMED)}</Alert>}
          {confirmed === '0' && <Alert tone="warning">{t(NOT_CONFIRMED)}</Alert>}
          {typeof notice === 'string' && <Alert tone="success">{notice}</Alert>}
          <LoginForm
            initialEmail={email}
            onForgotPassword={(e) => switchTo('forgot', e)}
            onResendVerification={(e) => switchTo('resend', e)}
          />
          <p className="border-t border-line pt-3 text-sm">
            {t('New to Hisaab?')}{' '}
            <Link to="/register" className={LINK}>
              {t('Register your company')}
            </Link>{' '}
            ·{' '}
            <Link to="/plans" className={LINK}>
              {t('Plans & Pricing')}
            </Link>
          </p>
        </div>
      )}
      {view === 'register' && <RegisterWizard onResendVerification={() => switchTo('resend')} />}
      {view === 'forgot' && (
        <EmailRequestForm
          {...EMAIL_REQUESTS.forgot}
          initialEmail={email}
          send={forgotPassword}
          onBack={() => switchTo('login')}
        />
      )}
      {view === 'resend' && (
        <EmailRequestForm
          {...EMAIL_REQUESTS.resend}
          initialEmail={email}
          send={resendVerificationEmail}
          onBack={() => switchTo('login')}
        />
      )}
    </CenteredCard>
  );
}
