// Server messages on screen (spec section 5 "Displayed server messages") and the fixed texts
// of the error catalogue (spec section 8), kept in one place so the web never drifts.

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
  return `HTTP error! status: ${status}`;
}

// Fixed texts of spec section 8, grouped by area.

export const AUTH_MESSAGES = {
  noRefreshToken: 'No refresh token available.',
  failedToSuggestCodeStatus: (status: number) => `Failed to suggest code (${status})`,
  htmlInsteadOfCode: 'Received HTML instead of code. Check API URL or dev proxy.',
  failedToCheckCodeStatus: (status: number) => `Failed to check code availability (${status})`,
  htmlInsteadOfAvailability:
    'Received HTML instead of availability response. Check API URL or dev proxy.',
  failedToSuggestCode: 'Failed to suggest company code.',
  failedToCheckCode: 'Failed to check code availability.',
  failedToRegister: 'Failed to register.',
  unableToLogIn: 'Unable to log in. Please try again.',
  unableToSendResetLink: 'Unable to send reset link. Please try again.',
  unableToResendVerification: 'Unable to resend verification. Please try again.',
  failedToAcceptInvitation: 'Failed to accept invitation.',
  accountActivated: 'Your account has been activated.',
  registrationSuccessful: 'Registration successful. Please check your email.',
  checkingAvailability: 'Checking availability…',
  codeAvailable: 'Code is available',
  codeNotAvailable: 'Code not available',
  /** A login failure containing this text shows the resend-verification link. */
  confirmEmailMarker: 'confirm your email',
  confirmEmailBeforeLogin: 'Please confirm your email before logging in.',
  invalidCredentials: 'Invalid email or password.',
} as const;

export const DASHBOARD_MESSAGES = {
  failedToLoad: 'Failed to load dashboard data.',
  noTransactions: 'No transactions for this date.',
} as const;

export const EXPENSE_MESSAGES = {
  failedToLoad: 'Failed to load expenses',
  failedToAdd: 'Failed to add expense',
  failedToSave: 'Failed to save expense',
  failedToDelete: 'Failed to delete expense',
  noExpenses: 'No expenses for this date.',
} as const;

export const REPORT_MESSAGES = {
  failedToGenerate: 'Failed to generate report',
  failedToLoadSnapshots: 'Failed to load snapshots',
  failedToFetchSnapshot: 'Failed to fetch snapshot',
  failedToFetchBankTransactions: 'Failed to fetch bank transactions',
  failedToDelete: 'Failed to delete',
  failedToGenerateXlsx: 'Failed to generate XLSX.',
  bankAccountNotFound:
    'Selected bank account was not found. Please refresh the bank accounts list.',
} as const;

export const INSIGHT_MESSAGES = {
  failedToGenerate: 'Failed to generate insights',
} as const;

export const INVOICE_MESSAGES = {
  failedToSave: 'Failed to save',
  failedToDeletePayment: 'Failed to delete payment',
  failedToDeleteTransaction: 'Failed to delete transaction',
  failedToOpenPrintPreview: 'Failed to open print preview',
  failedToDownloadPdf: 'Failed to download the PDF',
  failedToCreateCustomer: 'Failed to create customer',
  sendingFailed: (reason: string) => `Invoice saved but sending failed: ${reason}`,
  noTransactionId: 'Invoice saved, but transaction id was not returned by the server.',
  noPublicAccessCode: 'Invoice saved, but upload did not return a public access code.',
  noShareableUrl: 'Invoice saved, but a shareable URL could not be constructed.',
  linkNotReady: 'Shareable link is not ready yet. Please try again.',
  fileHandlerNotConfigured: 'File handler endpoint is not configured.',
} as const;

export const SETTINGS_MESSAGES = {
  bankAccounts: {
    failedToLoad: 'Failed to load bank accounts.',
    failedToCreate: 'Failed to create bank account.',
    failedToUpdate: 'Failed to update bank account.',
    failedToDelete: 'Failed to delete bank account.',
    alreadyRemoved: 'This bank account was already removed. Refreshing list…',
  },
  customers: {
    failedToLoad: 'Failed to load customers.',
    failedToCreate: 'Failed to create customer.',
    failedToUpdate: 'Failed to update customer.',
    failedToDelete: 'Failed to delete customer.',
  },
  users: {
    failedToLoadUsers: 'Failed to load users.',
    failedToLoadRoles: 'Failed to load roles.',
  },
  taxes: {
    failedToLoad: 'Failed to load taxes',
    failedToSave: 'Failed to save tax',
    failedToCreate: 'Failed to create tax',
    failedToDelete: 'Failed to delete tax',
  },
  groups: {
    failedToSave: 'Failed to save group',
    failedToCreate: 'Failed to create group',
    failedToDelete: 'Failed to delete group',
    failedToAddTax: 'Failed to add tax to group',
    failedToRemoveTax: 'Failed to remove tax',
    failedToReorder: 'Failed to reorder taxes',
    failedToLoadGroupTaxes: 'Failed to load group taxes',
  },
  items: {
    failedToSave: 'Failed to save item',
    failedToCreate: 'Failed to create item',
    failedToLoad: 'Failed to load items',
  },
  company: {
    failedToLoad: 'Failed to load company settings',
    failedToUpdateInfo: 'Failed to update company information.',
  },
  generic: {
    failedToRefresh: 'Failed to refresh',
    failedToUpdate: 'Failed to update',
    failedToSave: 'Failed to save',
  },
} as const;

export const ADMIN_MESSAGES = {
  failedToSendInvite: 'Failed to send invite.',
  failedToResendInvitation: 'Failed to resend invitation.',
  failedToCancelInvitation: 'Failed to cancel invitation.',
  failedToDeleteUser: 'Failed to delete user.',
  failedToUpdateRole: (email: string) => `Failed to update role for ${email}.`,
  failedToAssignItems: 'Failed to assign items',
  failedToUnassignItems: 'Failed to unassign items',
  noOnboardedUsers: 'No onboarded users',
  noPendingInvitations: 'No pending invitations',
  tryAgainIn: (mmss: string) => `Try again in ${mmss}`,
} as const;

export const CONFIRM_MESSAGES = {
  cancelInvitation: (email: string) => `Cancel invitation for ${email}?`,
  deleteUser: (email: string) => `Delete user ${email}? This cannot be undone.`,
  deleteExpense: 'Delete this expense?',
  deleteBankAccount: (label: string) => `Delete bank account “${label}”?`,
} as const;

export const SUCCESS_MESSAGES = {
  invitationSent: 'Invitation sent.',
  companyInfoUpdated: 'Company information updated.',
  saved: 'Saved',
} as const;

export const LOADING_MESSAGES = {
  loading: 'Loading...',
  roles: 'Loading roles…',
  users: 'Loading users…',
  items: 'Loading items…',
  taxes: 'Loading taxes…',
  groups: 'Loading groups…',
} as const;
