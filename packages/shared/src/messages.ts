// Server messages on screen (spec section 5 "Displayed server messages") and the fixed texts
// of the error catalogue (spec section 8), kept in one place so the web never drifts.

import { englishText, fmt, msg, tk } from './i18n/messages.ts';
const MAX_SAFE_MESSAGE_LENGTH = 160;
const HTML_TAG = /<\/?[a-z!][^>]*>/i;
const URL = /[a-z][a-z0-9+.-]*:\/\/|\bwww\./i;
const FORBIDDEN_WORDS = new Set(['stack', 'stacks', 'exception', 'exceptions', 'trace', 'traces']);

/** Words, splitting camelCase too, so "NullReferenceException" and "StackTrace" are caught. */
function words(m: string): string[] {
  return m
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
}

function hasForbiddenWord(m: string): boolean {
  return words(m).some(
    (w) => FORBIDDEN_WORDS.has(w) || w.endsWith('exception') || w === 'stacktrace',
  );
}

/**
 * Non-empty, at most 160 characters, one line, no HTML tags, no URLs, and none of the words
 * stack, exception or trace (case-insensitive). "Traceability" is a different word and passes.
 */
export function isSafeServerMessage(m: unknown): m is string {
  if (typeof m !== 'string') return false;
  const t = m.trim();
  return (
    t.length > 0 &&
    t.length <= MAX_SAFE_MESSAGE_LENGTH &&
    !/[\r\n\u2028\u2029]/.test(t) &&
    !HTML_TAG.test(t) &&
    !URL.test(t) &&
    !hasForbiddenWord(t)
  );
}

export function safeServerMessage(m: unknown, fallback: string): string {
  return isSafeServerMessage(m) ? m.trim() : fallback;
}

type JsonObject = Record<string, unknown>;

function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Reads `name` or `Name`: server bodies may be camelCase or PascalCase. */
function field(o: JsonObject, name: string): unknown {
  return o[name] ?? o[name.charAt(0).toUpperCase() + name.slice(1)];
}

function nonEmptyStrings(v: unknown): string[] {
  const list = Array.isArray(v) ? v : [v];
  return list
    .filter((x): x is string => typeof x === 'string' && x.trim() !== '')
    .map((x) => x.trim());
}

function parseBody(body: unknown): { object: JsonObject | null; text: string } {
  if (isObject(body)) return { object: body, text: '' };
  if (typeof body !== 'string') return { object: null, text: '' };
  try {
    const parsed: unknown = JSON.parse(body);
    return { object: isObject(parsed) ? parsed : null, text: body.trim() };
  } catch {
    return { object: null, text: body.trim() };
  }
}

/** Every message in the body's `errors` (an object of arrays or strings, or a list). */
export function errorDetails(body: unknown): string[] {
  const { object } = parseBody(body);
  if (!object) return [];
  const errors = field(object, 'errors');
  if (Array.isArray(errors) || typeof errors === 'string') return nonEmptyStrings(errors);
  if (!isObject(errors)) return [];
  return Object.values(errors).flatMap(nonEmptyStrings);
}

/**
 * Spec section 8: all messages in `errors`, plus `detail` (the `title` only when both are
 * empty: it names the HTTP status, issue 15); if none, any string
 * values of the body; joined by spaces (repeats dropped). Else the raw body text (for a string
 * body), else 'HTTP error! status: {status}'.
 */
export function buildErrorMessage(status: number, body: unknown): string {
  const { object, text } = parseBody(body);
  if (object) {
    let parts = [...errorDetails(object), ...nonEmptyStrings(field(object, 'detail'))];
    // The title names the HTTP status ("Forbidden"): shown only when the body says nothing else.
    if (parts.length === 0) parts = nonEmptyStrings(field(object, 'title'));
    if (parts.length === 0) {
      parts = Object.values(object).flatMap((v) =>
        typeof v === 'string' ? nonEmptyStrings(v) : [],
      );
    }
    const unique = [...new Set(parts)];
    if (unique.length > 0) return unique.join(' ');
  }
  if (text) return text;
  return fmt('HTTP error! status: {{status}}', { status });
}

// Fixed texts of spec section 8, grouped by area.

/**
 * The texts below that have values in them, as raised (Messages with their values): a screen
 * shows them through messageText, which translates the key and keeps the values (an e-mail, a
 * bank account's name) as typed. The groups below give their English.
 */
export const MESSAGE_TEXTS = {
  failedToSuggestCodeStatus: (status: number) =>
    msg('Failed to suggest code ({{status}})', { status }),
  failedToCheckCodeStatus: (status: number) =>
    msg('Failed to check code availability ({{status}})', { status }),
  sendingFailed: (reason: string) =>
    msg('Invoice saved but sending failed: {{reason}}', { reason }),
  failedToUpdateRole: (email: string) => msg('Failed to update role for {{email}}.', { email }),
  tryAgainIn: (mmss: string) => msg('Try again in {{mmss}}', { mmss }),
  cancelInvitation: (email: string) => msg('Cancel invitation for {{email}}?', { email }),
  deleteUser: (email: string) => msg('Delete user {{email}}? This cannot be undone.', { email }),
  deleteBankAccount: (label: string) => msg('Delete bank account “{{label}}”?', { label }),
} as const;

export const AUTH_MESSAGES = {
  noRefreshToken: tk('No refresh token available.'),
  failedToSuggestCodeStatus: (status: number) =>
    englishText(MESSAGE_TEXTS.failedToSuggestCodeStatus(status)),
  htmlInsteadOfCode: tk('Received HTML instead of code. Check API URL or dev proxy.'),
  failedToCheckCodeStatus: (status: number) =>
    englishText(MESSAGE_TEXTS.failedToCheckCodeStatus(status)),
  htmlInsteadOfAvailability: tk(
    'Received HTML instead of availability response. Check API URL or dev proxy.',
  ),
  failedToSuggestCode: tk('Failed to suggest company code.'),
  failedToCheckCode: tk('Failed to check code availability.'),
  failedToRegister: tk('Failed to register.'),
  unableToLogIn: tk('Unable to log in. Please try again.'),
  unableToSendResetLink: tk('Unable to send reset link. Please try again.'),
  unableToResendVerification: tk('Unable to resend verification. Please try again.'),
  failedToAcceptInvitation: tk('Failed to accept invitation.'),
  accountActivated: tk('Your account has been activated.'),
  registrationSuccessful: tk('Registration successful. Please check your email.'),
  checkingAvailability: tk('Checking availability…'),
  codeAvailable: tk('Code is available'),
  codeNotAvailable: tk('Code not available'),
  /** A login failure containing this text shows the resend-verification link. */
  confirmEmailBeforeLogin: tk('Please confirm your email before logging in.'),
  invalidCredentials: tk('Invalid email or password.'),
} as const;

export const DASHBOARD_MESSAGES = {
  failedToLoad: tk('Failed to load dashboard data.'),
  noTransactions: tk('No transactions for this date.'),
} as const;

export const EXPENSE_MESSAGES = {
  failedToLoad: tk('Failed to load expenses'),
  failedToAdd: tk('Failed to add expense'),
  failedToSave: tk('Failed to save expense'),
  failedToDelete: tk('Failed to delete expense'),
  noExpenses: tk('No expenses for this date.'),
} as const;

export const REPORT_MESSAGES = {
  failedToGenerate: tk('Failed to generate report'),
  failedToLoadSnapshots: tk('Failed to load snapshots'),
  failedToFetchSnapshot: tk('Failed to fetch snapshot'),
  failedToFetchBankTransactions: tk('Failed to fetch bank transactions'),
  failedToDelete: tk('Failed to delete'),
  failedToGenerateXlsx: tk('Failed to generate XLSX.'),
  bankAccountNotFound: tk(
    'Selected bank account was not found. Please refresh the bank accounts list.',
  ),
} as const;

export const INSIGHT_MESSAGES = {
  failedToGenerate: tk('Failed to generate insights'),
} as const;

export const INVOICE_MESSAGES = {
  failedToSave: tk('Failed to save'),
  failedToDeletePayment: tk('Failed to delete payment'),
  failedToDeleteTransaction: tk('Failed to delete transaction'),
  failedToOpenPrintPreview: tk('Failed to open print preview'),
  failedToDownloadPdf: tk('Failed to download the PDF'),
  failedToCreateCustomer: tk('Failed to create customer'),
  sendingFailed: (reason: string) => englishText(MESSAGE_TEXTS.sendingFailed(reason)),
  noTransactionId: tk('Invoice saved, but transaction id was not returned by the server.'),
  noPublicAccessCode: tk('Invoice saved, but upload did not return a public access code.'),
  noShareableUrl: tk('Invoice saved, but a shareable URL could not be constructed.'),
  linkNotReady: tk('Shareable link is not ready yet. Please try again.'),
  fileHandlerNotConfigured: tk('File handler endpoint is not configured.'),
} as const;

export const SETTINGS_MESSAGES = {
  bankAccounts: {
    failedToLoad: tk('Failed to load bank accounts.'),
    failedToCreate: tk('Failed to create bank account.'),
    failedToUpdate: tk('Failed to update bank account.'),
    failedToDelete: tk('Failed to delete bank account.'),
    alreadyRemoved: tk('This bank account was already removed. Refreshing list…'),
  },
  customers: {
    failedToLoad: tk('Failed to load customers.'),
    failedToCreate: tk('Failed to create customer.'),
    failedToUpdate: tk('Failed to update customer.'),
    failedToDelete: tk('Failed to delete customer.'),
  },
  users: {
    failedToLoadUsers: tk('Failed to load users.'),
    failedToLoadRoles: tk('Failed to load roles.'),
  },
  taxes: {
    failedToLoad: tk('Failed to load taxes'),
    failedToSave: tk('Failed to save tax'),
    failedToCreate: tk('Failed to create tax'),
    failedToDelete: tk('Failed to delete tax'),
  },
  groups: {
    failedToSave: tk('Failed to save group'),
    failedToCreate: tk('Failed to create group'),
    failedToDelete: tk('Failed to delete group'),
    failedToAddTax: tk('Failed to add tax to group'),
    failedToRemoveTax: tk('Failed to remove tax'),
    failedToReorder: tk('Failed to reorder taxes'),
    failedToLoadGroupTaxes: tk('Failed to load group taxes'),
  },
  items: {
    failedToSave: tk('Failed to save item'),
    failedToCreate: tk('Failed to create item'),
    failedToLoad: tk('Failed to load items'),
  },
  company: {
    failedToLoad: tk('Failed to load company settings'),
    failedToUpdateInfo: tk('Failed to update company information.'),
  },
  generic: {
    failedToRefresh: tk('Failed to refresh'),
    failedToUpdate: tk('Failed to update'),
    failedToSave: tk('Failed to save'),
  },
} as const;

export const ADMIN_MESSAGES = {
  failedToSendInvite: tk('Failed to send invite.'),
  failedToResendInvitation: tk('Failed to resend invitation.'),
  failedToCancelInvitation: tk('Failed to cancel invitation.'),
  failedToDeleteUser: tk('Failed to delete user.'),
  failedToUpdateRole: (email: string) => englishText(MESSAGE_TEXTS.failedToUpdateRole(email)),
  failedToAssignItems: tk('Failed to assign items'),
  failedToUnassignItems: tk('Failed to unassign items'),
  noOnboardedUsers: tk('No onboarded users'),
  noPendingInvitations: tk('No pending invitations'),
  tryAgainIn: (mmss: string) => englishText(MESSAGE_TEXTS.tryAgainIn(mmss)),
} as const;

export const CONFIRM_MESSAGES = {
  cancelInvitation: (email: string) => englishText(MESSAGE_TEXTS.cancelInvitation(email)),
  deleteUser: (email: string) => englishText(MESSAGE_TEXTS.deleteUser(email)),
  deleteExpense: tk('Delete this expense?'),
  deleteBankAccount: (label: string) => englishText(MESSAGE_TEXTS.deleteBankAccount(label)),
} as const;

export const SUCCESS_MESSAGES = {
  invitationSent: tk('Invitation sent.'),
  companyInfoUpdated: tk('Company information updated.'),
  saved: tk('Saved'),
} as const;

export const LOADING_MESSAGES = {
  loading: tk('Loading...'),
  roles: tk('Loading roles…'),
  users: tk('Loading users…'),
  items: tk('Loading items…'),
  taxes: tk('Loading taxes…'),
  groups: tk('Loading groups…'),
} as const;
