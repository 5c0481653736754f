// The texts of the account mails, in the recipient's language (issue 28): the user's chosen
// language, else the language of the request that caused the mail. Links point at PUBLIC_URL.
import { isLanguage, type Language } from '@hisaab/shared/i18n/languages';
import { translator } from '../../platform/i18n.ts';
import { linkMail, type MailMessage } from '../../platform/mail.ts';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** The language a mail to this user is written in: theirs when chosen, else the request's. */
export function mailLanguage(
  user: { language?: string | null } | null | undefined,
  requestLanguage: Language,
): Language {
  return isLanguage(user?.language) ? user.language : requestLanguage;
}

function mail(
  language: Language,
  to: string,
  subject: string,
  lines: string[],
  action: { label: string; url: string },
): MailMessage {
  const tr = translator(language);
  return linkMail(to, subject, lines, action, {
    copyHint: tr.t('If the button does not work, copy this address into your browser:'),
  });
}

export function confirmEmailMail(
  language: Language,
  publicUrl: string,
  email: string,
  token: string,
  companyName: string,
): MailMessage {
  const { t } = translator(language);
  return mail(
    language,
    email,
    t('Confirm your email for Hisaab'),
    [
      t(
        // No English possessive: "Umang Traders's" (issue 42).
        'Welcome to Hisaab! Please confirm your email to start using the {{companyName}} account.',
        {
          companyName,
        },
      ),
      t('The link is valid for 3 days.'),
    ],
    {
      label: t('Confirm email'),
      url: `${publicUrl}/api/account/confirm-email?${query({ email, token })}`,
    },
  );
}

/** Sent instead of an error when someone registers with an address that has an account. */
export function accountExistsMail(
  language: Language,
  publicUrl: string,
  email: string,
): MailMessage {
  const { t } = translator(language);
  return mail(
    language,
    email,
    t('Someone tried to register with your address on Hisaab'),
    [
      t(
        'Someone tried to register a new company on Hisaab with this email address. It already has an account, so nothing was created or changed.',
      ),
      t(
        'If it was you, log in instead, or use "Forgot password" on the login page if you do not remember your password. If it was not you, you can ignore this mail.',
      ),
    ],
    { label: t('Log in'), url: `${publicUrl}/login?${query({ email })}` },
  );
}

export function resetPasswordMail(
  language: Language,
  publicUrl: string,
  email: string,
  token: string,
): MailMessage {
  const { t } = translator(language);
  return mail(
    language,
    email,
    t('Reset your Hisaab password'),
    [
      t(
        'Someone asked to reset the password of this Hisaab account. If it was not you, ignore this mail.',
      ),
      t('The link is valid for 1 hour.'),
    ],
    {
      label: t('Choose a new password'),
      url: `${publicUrl}/reset-password?${query({ email, token })}`,
    },
  );
}

export function invitationMail(
  language: Language,
  publicUrl: string,
  email: string,
  token: string,
  companyName: string,
  role: string,
): MailMessage {
  const { t } = translator(language);
  return mail(
    language,
    email,
    t('You are invited to {{companyName}} on Hisaab', { companyName }),
    [
      t('You have been invited to join {{companyName}} on Hisaab as {{role}}.', {
        companyName,
        role,
      }),
      t('Open the link to choose your password. It is valid for 7 days.'),
    ],
    { label: t('Accept invitation'), url: `${publicUrl}/accept-invite?${query({ email, token })}` },
  );
}
