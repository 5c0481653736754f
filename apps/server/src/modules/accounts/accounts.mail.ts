// The texts of the account mails. Links point at PUBLIC_URL.
import { linkMail, type MailMessage } from '../../platform/mail.ts';

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

export function confirmEmailMail(
  publicUrl: string,
  email: string,
  token: string,
  companyName: string,
): MailMessage {
  return linkMail(
    email,
    'Confirm your email for Hisaab',
    [
      `Welcome to Hisaab! Please confirm your email to start using ${companyName}'s account.`,
      'The link is valid for 3 days.',
    ],
    {
      label: 'Confirm email',
      url: `${publicUrl}/api/account/confirm-email?${query({ email, token })}`,
    },
  );
}

/** Sent instead of an error when someone registers with an address that has an account. */
export function accountExistsMail(publicUrl: string, email: string): MailMessage {
  return linkMail(
    email,
    'Someone tried to register with your address on Hisaab',
    [
      'Someone tried to register a new company on Hisaab with this email address. It already has an account, so nothing was created or changed.',
      'If it was you, log in instead, or use "Forgot password" on the login page if you do not remember your password. If it was not you, you can ignore this mail.',
    ],
    { label: 'Log in', url: `${publicUrl}/login?${query({ email })}` },
  );
}

export function resetPasswordMail(publicUrl: string, email: string, token: string): MailMessage {
  return linkMail(
    email,
    'Reset your Hisaab password',
    [
      'Someone asked to reset the password of this Hisaab account. If it was not you, ignore this mail.',
      'The link is valid for 1 hour.',
    ],
    {
      label: 'Choose a new password',
      url: `${publicUrl}/reset-password?${query({ email, token })}`,
    },
  );
}

export function invitationMail(
  publicUrl: string,
  email: string,
  token: string,
  companyName: string,
  role: string,
): MailMessage {
  return linkMail(
    email,
    `You are invited to ${companyName} on Hisaab`,
    [
      `You have been invited to join ${companyName} on Hisaab as ${role}.`,
      'Open the link to choose your password. It is valid for 7 days.',
    ],
    { label: 'Accept invitation', url: `${publicUrl}/accept-invite?${query({ email, token })}` },
  );
}
