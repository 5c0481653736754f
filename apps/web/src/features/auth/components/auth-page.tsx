import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { AUTH_MESSAGES } from '@hisaab/shared/messages';
import { Alert } from '../../../ui/alert.tsx';
import { CenteredCard } from '../../../ui/centered-card.tsx';
import { forgotPassword, resendVerificationEmail } from '../api/account-emails.ts';
import { EmailRequestForm } from './email-request-form.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterWizard } from './register-wizard.tsx';

type View = 'login' | 'register' | 'forgot' | 'resend';

const TITLES: Record<View, string> = {
  login: 'Log in',
  register: 'Register your company',
  forgot: 'Forgot password',
  resend: 'Resend verification email',
};

const CONFIRMED = 'Your email is confirmed. You can log in now.';
const NOT_CONFIRMED =
  'This confirmation link is invalid or was already used. Log in, or resend the verification email.';
// Underlined always: links in running text must not rely on colour alone (axe).
const LINK = 'text-accent underline underline-offset-2';

/**
 * The signed-out page for every other path: register at /register, else login (with
 * ?email= prefilled). Forgot-password and resend-verification switch in place.
 */
export function AuthPage() {
  const { pathname, state } = useLocation();
  const [params] = useSearchParams();
  const [view, setView] = useState<View>(pathname === '/register' ? 'register' : 'login');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const notice = (state as { notice?: unknown } | null)?.notice;
  const confirmed = params.get('confirmed');

  function switchTo(next: View, withEmail?: string) {
    if (withEmail !== undefined) setEmail(withEmail);
    setView(next);
  }

  return (
    <CenteredCard title={TITLES[view]}>
      {view === 'login' && (
        <div className="flex flex-col gap-3">
          {confirmed === '1' && <Alert tone="success">{CONFIRMED}</Alert>}
          {confirmed === '0' && <Alert tone="warning">{NOT_CONFIRMED}</Alert>}
          {typeof notice === 'string' && <Alert tone="success">{notice}</Alert>}
          <LoginForm
            initialEmail={email}
            onForgotPassword={(e) => switchTo('forgot', e)}
            onResendVerification={(e) => switchTo('resend', e)}
          />
          <p className="border-t border-line pt-3 text-sm">
            New to Hisaab?{' '}
            <Link to="/register" className={LINK}>
              Register your company
            </Link>{' '}
            ·{' '}
            <Link to="/plans" className={LINK}>
              Plans &amp; Pricing
            </Link>
          </p>
        </div>
      )}
      {view === 'register' && <RegisterWizard onResendVerification={() => switchTo('resend')} />}
      {view === 'forgot' && (
        <EmailRequestForm
          intro="Enter your account email and we will send a link to set a new password."
          submitLabel="Send reset link"
          initialEmail={email}
          send={forgotPassword}
          successFallback="If an account exists for this email, a reset link is on its way."
          errorFallback={AUTH_MESSAGES.unableToSendResetLink}
          onBack={() => switchTo('login')}
        />
      )}
      {view === 'resend' && (
        <EmailRequestForm
          intro="Enter the email you registered with and we will send a new verification link."
          submitLabel="Resend verification email"
          initialEmail={email}
          send={resendVerificationEmail}
          successFallback="If this email is waiting for confirmation, a new link is on its way."
          errorFallback={AUTH_MESSAGES.unableToResendVerification}
          onBack={() => switchTo('login')}
        />
      )}
    </CenteredCard>
  );
}
