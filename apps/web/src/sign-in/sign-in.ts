// The light sign-in page (login.html, served for /login): the auth page's login, forgot-password
// and resend-verification views without React, React Router, zod or react-hook-form, so the first
// page of a day costs a few KB of script (issue 14). The same texts, requests and token keys as
// the React page (features/auth), which still answers /login inside the app (client-side links,
// the service worker's fallback). Signed in, or once signed in, it hands over to /dashboard.
// Its languages (issue 28) without i18next: the page is English as sent; another language
// chosen on this device loads that language's small catalogue (locales/<language>/sign-in.json,
// a few KB, part of the app's catalogue too) and replaces the texts of the elements marked
// data-i18n, whose English text is their key.
import '../fonts.css';
import '../styles.css';
import { EMAIL_MAX, EMAIL_PATTERN } from '@hisaab/shared/email';
import { LANGUAGE_TAGS, isLanguage, type Language } from '@hisaab/shared/i18n/languages';
import { translateText, type Catalogue, type Text } from '@hisaab/shared/i18n/messages';
import { AUTH_MESSAGES, safeServerMessage } from '@hisaab/shared/messages';
import { CUSTOMER_VALIDATION, REGISTRATION_VALIDATION } from '@hisaab/shared/validation-messages';
import { displayMessage, translateApiTexts } from '../api/api-error.ts';
import { getAccessToken } from '../api/tokens.ts';
import { storeLanguage, storedLanguage } from '../i18n/stored-language.ts';
import {
  AUTH_TITLES,
  CONFIRMED,
  EMAIL_REQUESTS,
  NOT_CONFIRMED,
  forgotPassword,
  login,
  needsConfirmation,
  resendVerificationEmail,
} from '../features/auth/light.ts';

type Tone = 'error' | 'success' | 'warning';
type View = 'login' | 'forgot' | 'resend';

const TONES: Record<Tone, string> = {
  error: 'border-danger/30 bg-danger-soft text-danger',
  success: 'border-success/30 bg-success-soft text-success',
  warning: 'border-warning/30 bg-warning-soft text-warning',
};
const LINK_BUTTON =
  'inline-flex items-center justify-center gap-1.5 rounded-md border border-transparent bg-transparent px-0 py-1 text-sm font-medium text-accent underline-offset-2 hover:underline';
const SEND = { forgot: forgotPassword, resend: resendVerificationEmail };

function byId<T extends HTMLElement>(id: string): T {
  return document.getElementById(id) as T;
}

const catalogues = import.meta.glob<Catalogue>('../locales/*/sign-in.json', { import: 'default' });
/** An English text of this page in the chosen language (itself when none is loaded). */
let tr: (text: Text) => string = String;

/** Loads the language's texts (English: none) for tr() and the API's messages. */
async function loadLanguage(language: Language): Promise<void> {
  const load = catalogues[`../locales/${language}/sign-in.json`];
  const catalogue = language === 'en' || !load ? {} : await load();
  tr = (s) => translateText(catalogue, s);
  translateApiTexts(tr);
  document.documentElement.lang = LANGUAGE_TAGS[language];
}

/** Puts every marked element (in `roots`) in the current language; its key is its English. */
function translateMarked(...roots: ParentNode[]): void {
  for (const root of roots) {
    for (const el of root.querySelectorAll<HTMLElement>('[data-i18n]')) {
      const english = el.dataset['i18n'] || el.textContent?.trim() || '';
      el.dataset['i18n'] = english;
      el.textContent = tr(english);
    }
  }
}

/** A text node's element that follows the language: marked with its English. */
function marked(tag: string, english: string): HTMLElement {
  const el = document.createElement(tag);
  el.dataset['i18n'] = english;
  el.textContent = tr(english);
  return el;
}

/** ui/alert.tsx: errors announced assertively, the rest politely. */
function alertBox(tone: Tone, ...content: (string | Node)[]): HTMLElement {
  const box = document.createElement('div');
  box.setAttribute('role', tone === 'error' ? 'alert' : 'status');
  box.className = `flex items-start justify-between gap-3 rounded-md border px-3 py-2 text-sm ${TONES[tone]}`;
  const inner = document.createElement('div');
  inner.append(...content);
  box.append(inner);
  return box;
}

/** ui/field-frame.tsx: the message under the input, linked by aria-describedby. */
function showFieldError(input: HTMLInputElement, message: string | null): void {
  const id = `${input.id}-error`;
  document.getElementById(id)?.remove();
  input.removeAttribute('aria-invalid');
  input.removeAttribute('aria-describedby');
  if (!message) return;
  const p = marked('p', message);
  p.id = id;
  p.className = 'text-sm text-danger';
  input.after(p);
  input.setAttribute('aria-invalid', 'true');
  input.setAttribute('aria-describedby', id);
}

/** The shared email rule (schemas/auth.ts emailField): the message, or null when it is fine. */
function emailProblem(email: string): string | null {
  if (email.length > EMAIL_MAX) return CUSTOMER_VALIDATION.emailLength;
  return EMAIL_PATTERN.test(email) ? null : CUSTOMER_VALIDATION.emailInvalid;
}

const normalEmail = (input: HTMLInputElement) => input.value.trim().toLowerCase();

/**
 * Validates on submit, then again as the user types (react-hook-form's default), runs the
 * request with the button pending (spinner, further submits ignored) and focuses the first
 * field in error.
 */
function handleForm(
  form: HTMLFormElement,
  checks: [HTMLInputElement, () => string | null][],
  run: () => Promise<void>,
): { reset(): void } {
  const button = form.querySelector<HTMLButtonElement>('button[type=submit]')!;
  button.disabled = false; // login.html ships it disabled until this script runs
  let submitted = false;
  let busy = false;
  for (const [input, check] of checks) {
    input.addEventListener('input', () => {
      if (submitted) showFieldError(input, check());
    });
  }
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    if (busy) return;
    submitted = true;
    let firstBad: HTMLInputElement | null = null;
    for (const [input, check] of checks) {
      const problem = check();
      showFieldError(input, problem);
      if (problem) firstBad ??= input;
    }
    if (firstBad) {
      firstBad.focus();
      return;
    }
    busy = true;
    const spinner = document.createElement('span');
    spinner.setAttribute('aria-hidden', 'true');
    spinner.className =
      'inline-block h-3.5 w-3.5 animate-spin rounded-full border-2 border-current border-r-transparent';
    button.prepend(spinner);
    button.setAttribute('aria-busy', 'true');
    void run().finally(() => {
      busy = false;
      spinner.remove();
      button.removeAttribute('aria-busy');
    });
  });
  return {
    reset() {
      submitted = false;
      for (const [input] of checks) showFieldError(input, null);
    },
  };
}

function start(language: Language): void {
  const params = new URLSearchParams(location.search);
  const title = byId('title');
  const loginView = byId('login-view');
  const loginForm = byId<HTMLFormElement>('login-form');
  const loginEmail = byId<HTMLInputElement>('login-email');
  const password = byId<HTMLInputElement>('login-password');
  const template = byId<HTMLTemplateElement>('request-view');
  const requestForm = template.content.firstElementChild!.cloneNode(true) as HTMLFormElement;
  const requestEmail = requestForm.querySelector<HTMLInputElement>('#request-email')!;
  let email = params.get('email') ?? '';
  let view: View = 'login';
  let result: HTMLElement | null = null;

  const confirmed = params.get('confirmed');
  if (confirmed === '1') loginView.prepend(alertBox('success', marked('span', CONFIRMED)));
  if (confirmed === '0') loginView.prepend(alertBox('warning', marked('span', NOT_CONFIRMED)));

  const setResult = (box: HTMLElement | null) => {
    result?.remove();
    result = box;
  };

  const loginChecks = handleForm(
    loginForm,
    [
      [loginEmail, () => emailProblem(normalEmail(loginEmail))],
      [password, () => (password.value ? null : REGISTRATION_VALIDATION.passwordRequired)],
    ],
    async () => {
      setResult(null);
      try {
        await login({ email: normalEmail(loginEmail), password: password.value });
        location.replace('/dashboard');
        await new Promise(() => undefined); // pending until the dashboard replaces this page
      } catch (err) {
        const message = displayMessage(err, AUTH_MESSAGES.unableToLogIn);
        const content: (string | Node)[] = [message];
        if (needsConfirmation(err)) {
          const resend = marked('button', 'Resend verification email') as HTMLButtonElement;
          resend.type = 'button';
          resend.className = LINK_BUTTON;
          resend.addEventListener('click', () => show('resend', loginEmail.value));
          content.push(' ', resend);
        }
        setResult(alertBox('error', ...content));
        loginForm.querySelector('button[type=submit]')!.before(result!);
      }
    },
  );

  const requestChecks = handleForm(
    requestForm,
    [[requestEmail, () => emailProblem(normalEmail(requestEmail))]],
    async () => {
      if (view === 'login') return;
      const texts = EMAIL_REQUESTS[view];
      setResult(null);
      try {
        const reply = await SEND[view](normalEmail(requestEmail));
        setResult(
          alertBox('success', safeServerMessage(reply?.message, tr(texts.successFallback))),
        );
      } catch (err) {
        setResult(alertBox('error', displayMessage(err, texts.errorFallback)));
      }
      requestEmail.parentElement!.after(result!);
    },
  );

  /** Switches in place, as the React page does: each view starts afresh with the email. */
  function show(next: View, withEmail?: string): void {
    if (withEmail !== undefined) email = withEmail;
    view = next;
    setResult(null);
    showTexts();
    if (next === 'login') {
      if (requestForm.isConnected) requestForm.replaceWith(loginView);
      loginChecks.reset();
      loginEmail.value = email;
      password.value = '';
      (email ? password : loginEmail).focus();
    } else {
      if (loginView.isConnected) loginView.replaceWith(requestForm);
      requestChecks.reset();
      requestEmail.value = email;
      requestEmail.focus();
    }
  }

  /** The view's title and the request form's texts, in the current language. */
  function showTexts(): void {
    title.textContent = tr(AUTH_TITLES[view]);
    if (view !== 'login') {
      requestForm.querySelector('#request-intro')!.textContent = tr(EMAIL_REQUESTS[view].intro);
      requestForm.querySelector('#request-submit')!.textContent = tr(
        EMAIL_REQUESTS[view].submitLabel,
      );
    }
  }

  // The language choice: kept on this device (the app reads it too) and applied in place.
  const picker = byId<HTMLSelectElement>('language');
  picker.value = language;
  picker.addEventListener('change', () => {
    const next = picker.value;
    if (!isLanguage(next)) return;
    storeLanguage(next);
    void loadLanguage(next).then(() => {
      translateMarked(document, requestForm);
      showTexts();
    });
  });
  translateMarked(document, requestForm);

  const viewButtons = [loginView, requestForm].flatMap((v) => [
    ...v.querySelectorAll<HTMLButtonElement>('button[data-view]'),
  ]);
  for (const button of viewButtons) {
    const next = button.dataset['view'] as View;
    button.addEventListener('click', () =>
      show(next, next === 'login' ? undefined : loginEmail.value),
    );
  }
  show('login');

  // The app's service worker (vite.config.ts), as the app registers it: it keeps the app ready
  // to open offline once the user is in.
  if (import.meta.env.PROD && 'serviceWorker' in navigator) {
    addEventListener('load', () => void navigator.serviceWorker.register('/sw.js'));
  }
}

// Signed in already (spec section 2): /login goes to the dashboard. Otherwise the page starts
// once the chosen language's texts are here (at once in English).
if (getAccessToken()) location.replace('/dashboard');
else {
  const language = storedLanguage();
  if (language === 'en') start(language);
  else
    void loadLanguage(language)
      .catch(() => loadLanguage('en'))
      .then(() => start(language));
}
