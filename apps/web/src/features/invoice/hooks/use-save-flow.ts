// Save, Save & Print, Save & Send, Just Print, Delete and (estimates) Convert to Sale (spec
// sections 2, 5 and 8 Invoice). A refused save keeps the bill on screen, with the server's
// message beside the field it names; every write refreshes what it changed (query-keys.ts).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatDate, todayInIndia } from '@hisaab/shared/format';
import { msg, tk } from '@hisaab/shared/i18n/messages';
import { INVOICE_MESSAGES, MESSAGE_TEXTS } from '@hisaab/shared/messages';
import { PLAN_MESSAGES } from '@hisaab/shared/plans';
import { INVOICE_VALIDATION } from '@hisaab/shared/validation-messages';
import { ApiError, displayMessage, isStaleEdit } from '../../../api/api-error.ts';
import { downloadFile } from '../../../api/download.ts';
import { invalidateAfterWrite } from '../../../api/query-keys.ts';
import { messageText } from '../../../i18n/i18n.ts';
import type { CustomerOption } from '../api/autocomplete-data.ts';
import {
  convertEstimate,
  deletePayment,
  deleteTransaction,
  saveEstimate,
  savePayment,
  saveTransaction,
  type TransactionView,
} from '../api/transaction.ts';
import { publicFileUrl, uploadInvoicePdf } from '../api/upload-pdf.ts';
import type { BillDraft } from '../model/bill-draft.ts';
import { numberErrorOf } from './use-document-lock.ts';
import { checkSave, lineFieldOfError, type SaveContext } from '../model/save-payload.ts';
import { storeTrialPrint, trialView } from '../model/trial-view.ts';
import type { BillTotals } from '../model/bill-totals.ts';
import type { Prompt } from '../components/confirm-prompt.tsx';
import type { ShareInfo } from '../components/whatsapp-dialog.tsx';

export type SaveAction = 'save' | 'print' | 'send';

// English, as the tests read them; the screen shows them (and the prompts' titles) through
// messageText(), which finds their translations, {{number}} and all.
export const DELETE_CONFIRMATION = tk(
  'Delete this bill? Its payments and stock movements are reversed.',
);
export const DELETE_ESTIMATE_CONFIRMATION = tk('Delete this estimate?');
export const CONVERT_CONFIRMATION = (number: string) =>
  msg(
    "Turn {{number}} into a sales invoice dated today? It takes the next invoice number, and stock and the customer's balance move then.",
    { number },
  );
/** An estimate dated before today: the sale may keep its date (issue 42). */
export const CONVERT_DATE_CONFIRMATION = (number: string, date: string) =>
  msg(
    "Turn {{number}} into a sales invoice? Date it today, or on the estimate's date {{date}}. It takes the next invoice number, and stock and the customer's balance move on that date.",
    { number, date },
  );
export const SAVE_ESTIMATE_FIRST = tk('Save the changes to this estimate first, then convert it.');

/** Messages beside a row's Quantity and Rate, by the row's key. */
export type FieldErrors = Record<string, Partial<Record<'quantity' | 'rate', string>>>;

const printUrl = (query: string) => `${window.location.origin}/invoice/print?${query}`;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const documentLabel = (view: TransactionView) =>
  view.kind === 'estimate' ? tk('Estimate') : tk('Invoice');

/** The server renders the PDF from the stored bill; this HTML only names it. */
function summaryHtml(view: TransactionView): string {
  const name = escapeHtml(view.customerName);
  const number = escapeHtml(view.number ?? `#${view.id ?? ''}`);
  return `<!doctype html><html><body><h1>${documentLabel(view)} ${number}</h1><p>${name}</p><p>${view.totals.amount}</p></body></html>`;
}

/** The field errors a refusal names on rows of this bill (lineItems.{i}.quantity, .rate). */
function fieldErrorsOf(err: unknown, draft: BillDraft): FieldErrors {
  const out: FieldErrors = {};
  const body = err instanceof ApiError ? err.body : null;
  const errors = body && typeof body === 'object' ? (body as { errors?: unknown }).errors : null;
  if (!errors || typeof errors !== 'object') return out;
  for (const [path, messages] of Object.entries(errors as Record<string, unknown>)) {
    const at = lineFieldOfError(draft, path);
    const text = Array.isArray(messages) ? messages.find((m) => typeof m === 'string') : null;
    if (at && typeof text === 'string') out[at.key] = { ...out[at.key], [at.field]: text };
  }
  return out;
}

export function useSaveFlow(args: {
  /** A filed sale being amended (issue 38 part 3): its save is the amendment, with this reason. */
  amendReason?: string | null;
  /** Its new number, when the amendment corrects the number (null keeps it). */
  amendNumber?: string | null;
  draft: BillDraft;
  totals: BillTotals;
  ctx: SaveContext;
  customer: CustomerOption | null;
  companyName: string;
  companyState: string | null;
  /** Called once the bill is saved or deleted: its draft goes, leaving asks nothing more. */
  onDone: () => void;
  /** Unsaved changes on screen (an estimate is converted as it was saved). */
  dirty: boolean;
  /** How the opened bill, as saved, moved the party's balance (0 for a new one). */
  savedEffectPaise: number;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [numberError, setNumberError] = useState<string | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [share, setShare] = useState<ShareInfo | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = (p: Omit<Prompt, 'resolve'>) =>
    new Promise<boolean | 'alternative'>((resolve) =>
      setPrompt({
        ...p,
        resolve: (yes) => {
          setPrompt(null);
          resolve(yes);
        },
      }),
    );

  const done = () => navigate('/dashboard');

  /** `then`: where to go after a plain save (save and new opens a fresh bill). */
  async function run(action: SaveAction, then = '/dashboard') {
    if (busy) return;
    setMessage(null);
    setFieldErrors({});
    setNumberError(null);
    const { draft } = args;
    if (action === 'send' && (draft.side.isPurchase || draft.side.paymentOnly)) {
      setMessage(INVOICE_VALIDATION.sendOnlyInvoices);
      return;
    }
    const check = checkSave(draft, args.ctx);
    if (!check.ok) {
      setMessage(check.message);
      return;
    }
    for (const text of check.confirmations) {
      if (
        !(await ask({ title: tk('Please confirm'), message: text, confirmLabel: tk('Continue') }))
      )
        return;
    }
    // Opened within the click so that pop-up blockers allow it; pointed at the bill once saved.
    const tab = action === 'print' ? window.open('', '_blank') : null;
    setBusy(true);
    let saved: TransactionView | null;
    const { request } = check;
    try {
      saved =
        request.kind === 'payment'
          ? await savePayment(request.body)
          : request.kind === 'estimate'
            ? await saveEstimate(request.body)
            : await saveTransaction(
                request.body,
                args.amendReason ?? null,
                args.amendNumber ?? null,
              );
    } catch (err) {
      tab?.close();
      setBusy(false);
      const text = displayMessage(err, INVOICE_MESSAGES.failedToSave);
      // Refused for the plan (402): the typed bill stays on screen, and the message says so.
      const refusedByPlan = err instanceof ApiError && err.status === 402;
      // A refused amendment number is shown once, beside the number it refuses.
      const numberError = numberErrorOf(err);
      setNumberError(numberError);
      setMessage(
        numberError
          ? null
          : refusedByPlan
            ? `${text} ${messageText(PLAN_MESSAGES.keptOnScreen)}`
            : text,
      );
      setFieldErrors(fieldErrorsOf(err, draft));
      // Saved by someone else since it was opened (409 on a bill with a version): what was
      // typed stays on screen with the message until the user chooses to load their version.
      if (isStaleEdit(err) && draft.id !== null) {
        const reload = await ask({
          title: tk('Changed by someone else'),
          message: text,
          confirmLabel: tk('Reload the bill'),
        });
        if (reload) {
          args.onDone();
          window.location.reload();
        }
      }
      return;
    }
    args.onDone();
    await invalidateAfterWrite(queryClient, request.kind === 'estimate' ? 'estimate' : 'bill');
    setBusy(false);
    const id = saved?.id ?? null;
    if (action === 'save') return navigate(then);
    if (action === 'print') {
      if (id && tab) tab.location.href = printUrl(`id=${id}`);
      else {
        tab?.close();
        setMessage(INVOICE_MESSAGES.failedToOpenPrintPreview);
        return;
      }
      return done();
    }
    if (!id || !saved) {
      setMessage(INVOICE_MESSAGES.noTransactionId);
      return;
    }
    await sendSaved(saved, id);
  }

  async function sendSaved(saved: TransactionView, id: number) {
    // The bill is saved from here on: stay on it in modify mode so a retry does not save twice.
    const stayWith = (text: string) =>
      navigate(`/invoice?mode=modify&id=${id}`, { replace: true, state: { message: text } });
    setBusy(true);
    let code: string | null;
    try {
      code = await uploadInvoicePdf(
        id,
        summaryHtml(saved),
        `${saved.number ?? `invoice-${id}`}.pdf`,
      );
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.status === 404 && !err.details.length) {
        return stayWith(INVOICE_MESSAGES.fileHandlerNotConfigured);
      }
      return stayWith(
        messageText(
          MESSAGE_TEXTS.sendingFailed(
            displayMessage(err, messageText(INVOICE_MESSAGES.failedToSave)),
          ),
        ),
      );
    }
    setBusy(false);
    if (!code) return stayWith(INVOICE_MESSAGES.noPublicAccessCode);
    const link = publicFileUrl(code);
    if (!link) return stayWith(INVOICE_MESSAGES.noShareableUrl);
    // The print model (and the UPI QR code with it) loads for a share, not with the screen.
    const { saleDuePaise } = await import('@hisaab/shared/print/print-model');
    setShare({
      customerName: saved.customer.name,
      phone: saved.customer.phone ?? '',
      amount: saved.totals.amount,
      number: saved.number ?? `#${id}`,
      date: saved.transactionDate.slice(0, 10),
      companyName: args.companyName,
      link,
      documentLabel: documentLabel(saved),
      taxSummary: saved.totals.taxSummary,
      upiDue: saleDuePaise(saved) / 100,
    });
  }

  function justPrint() {
    setMessage(null);
    // An opened bill without changes prints as saved: the page Save & Print shows.
    if (args.draft.id && !args.dirty) {
      if (!window.open(printUrl(`id=${args.draft.id}`), '_blank'))
        setMessage(INVOICE_MESSAGES.failedToOpenPrintPreview);
      return;
    }
    const customer = args.customer;
    if (!customer) {
      setMessage(INVOICE_MESSAGES.failedToOpenPrintPreview);
      return;
    }
    try {
      storeTrialPrint(
        trialView({
          draft: args.draft,
          totals: args.totals,
          customer,
          companyState: args.companyState,
          savedEffectPaise: args.savedEffectPaise,
        }),
      );
    } catch {
      setMessage(INVOICE_MESSAGES.failedToOpenPrintPreview);
      return;
    }
    const tab = window.open(printUrl('trial=1'), '_blank');
    if (!tab) setMessage(INVOICE_MESSAGES.failedToOpenPrintPreview);
  }

  /** Download PDF: the saved document as the server draws it (unsaved changes are not in it). */
  async function downloadPdf() {
    const { draft } = args;
    if (!draft.id) return;
    setMessage(null);
    try {
      await downloadFile(
        `/files/transaction/${draft.id}/pdf`,
        undefined,
        `${draft.number ?? `bill-${draft.id}`}.pdf`,
      );
    } catch (err) {
      setMessage(displayMessage(err, INVOICE_MESSAGES.failedToDownloadPdf));
    }
  }

  async function remove() {
    const { draft } = args;
    if (!draft.id || busy) return;
    const yes = await ask({
      title: tk('Delete'),
      message: draft.side.estimate ? DELETE_ESTIMATE_CONFIRMATION : DELETE_CONFIRMATION,
      confirmLabel: tk('Delete'),
      danger: true,
    });
    if (!yes) return;
    const onePayment =
      draft.side.paymentOnly && draft.paymentIds.length === 1 ? draft.paymentIds[0] : undefined;
    setBusy(true);
    try {
      if (onePayment) await deletePayment(onePayment, draft.version);
      else await deleteTransaction(draft.id, draft.version);
    } catch (err) {
      setBusy(false);
      setMessage(
        displayMessage(
          err,
          onePayment
            ? INVOICE_MESSAGES.failedToDeletePayment
            : INVOICE_MESSAGES.failedToDeleteTransaction,
        ),
      );
      return;
    }
    args.onDone();
    await invalidateAfterWrite(queryClient, draft.side.estimate ? 'estimate' : 'bill');
    setBusy(false);
    done();
  }

  /**
   * An estimate becomes a sale (next invoice number, dated today or, when asked, on the
   * estimate's own date); the sale opens.
   */
  async function convert() {
    const { draft } = args;
    if (!draft.id || !draft.side.estimate || busy) return;
    setMessage(null);
    if (args.dirty) {
      setMessage(SAVE_ESTIMATE_FIRST);
      return;
    }
    const today = todayInIndia();
    const number = draft.number ?? `#${draft.id}`;
    const shown = formatDate(draft.date);
    const answer = await ask(
      draft.date === today
        ? {
            title: tk('Convert to Sale'),
            message: CONVERT_CONFIRMATION(number),
            confirmLabel: tk('Convert'),
          }
        : {
            title: tk('Convert to Sale'),
            message: CONVERT_DATE_CONFIRMATION(number, shown),
            confirmLabel: tk('Convert, dated today'),
            alternativeLabel: msg('Convert, dated {{date}}', { date: shown }),
          },
    );
    if (!answer) return;
    setBusy(true);
    let sale: TransactionView;
    try {
      sale = await convertEstimate(draft.id, answer === 'alternative' ? draft.date : today);
    } catch (err) {
      setBusy(false);
      setMessage(displayMessage(err, INVOICE_MESSAGES.failedToSave));
      return;
    }
    args.onDone();
    await invalidateAfterWrite(queryClient, 'bill', 'estimate');
    setBusy(false);
    if (sale.id) navigate(`/invoice?mode=modify&id=${sale.id}`);
    else done();
  }

  return {
    run,
    justPrint,
    downloadPdf,
    remove,
    convert,
    busy,
    message,
    setMessage,
    fieldErrors,
    /** The server's refusal of an amendment's new number, shown under its field. */
    numberError,
    /** Typing in a field clears the server's message beside it. */
    clearFieldError(key: string, field: 'quantity' | 'rate') {
      setFieldErrors((all) => {
        if (!all[key]?.[field]) return all;
        const { [field]: _gone, ...rest } = all[key];
        return { ...all, [key]: rest };
      });
    },
    prompt,
    share,
    closeShare: () => {
      setShare(null);
      done();
    },
  };
}
